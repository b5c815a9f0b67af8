/** The server's calendar day (its local time zone, like the ledger's): the date of a credit or a document. */
export function serverDay(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
