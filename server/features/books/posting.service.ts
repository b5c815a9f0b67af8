import { postingAccountsFrom, type JournalLine, type PostingAccounts } from '../../../domain';
import type { Tx } from '../../../db/client';
import { insertJournalEntry, readPostingRules, type NewJournalEntry } from '../../../db/queries/books';

/** Where an entry comes from (docs/accounting.md §1): the business date, the source record and the audit row written with it. */
export type PostingSource = { date: string; memo: string; kind: string; id: string; auditId: bigint | null };

/** The lines of one event, made by a posting rule of the core from the accounts the rules name. */
export type EntryLines = (accounts: PostingAccounts) => JournalLine[];

/** The posting rules as the database holds them now (docs/accounting.md §3). */
export async function postingAccounts(tx: Tx): Promise<PostingAccounts> {
  return postingAccountsFrom(await readPostingRules(tx));
}

/**
 * Posts one event's entry inside the transaction of the business write that causes it. The core
 * balances the lines per currency (`ENTRY_UNBALANCED` otherwise) and the database checks them
 * again at commit. An event whose every line is zero moved no money and posts nothing.
 */
export async function postEntry(tx: Tx, source: PostingSource, lines: EntryLines): Promise<{ id: bigint; number: string } | null> {
  const entry = journalEntryOf(source, lines, await postingAccounts(tx));
  return entry ? insertJournalEntry(tx, entry) : null;
}

/** The entry an event posts under these rules, or null when every line is zero; the live posting and the backfill both make it here. */
export function journalEntryOf(source: PostingSource, lines: EntryLines, accounts: PostingAccounts): NewJournalEntry | null {
  const balanced = lines(accounts);
  if (balanced.length === 0) return null;
  return { entryDate: source.date, memo: source.memo, sourceKind: source.kind, sourceId: source.id, auditId: source.auditId, lines: balanced };
}
