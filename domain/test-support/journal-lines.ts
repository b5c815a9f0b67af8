import type { JournalLine } from '../books/journal-entry';

/** Lines as `D 1000 500` / `C 3100:party 500`: the accounts of docs/accounting.md §3 at a glance. */
export const shownLines = (lines: readonly JournalLine[]) =>
  lines.map((line) => `${line.debitMinor > 0n ? 'D' : 'C'} ${line.account}${line.partyId ? `:${line.partyId}` : ''} ${line.debitMinor + line.creditMinor}`);
