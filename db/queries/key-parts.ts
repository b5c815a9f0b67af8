// Reads of an import for many keys at once (docs/import.md §6): a few statements for a whole file.

/** Keys per statement of an `in (...)` list, well under the drivers' parameter limit. */
export const KEYS_PER_STATEMENT = 5_000;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/** The rows read for many keys, one statement per part of KEYS_PER_STATEMENT keys, in the parts' order. */
export async function readInParts<Key, Row>(keys: readonly Key[], read: (part: Key[]) => Promise<Row[]>): Promise<Row[]> {
  const found: Row[] = [];
  for (const part of chunks(keys, KEYS_PER_STATEMENT)) found.push(...(await read(part)));
  return found;
}
