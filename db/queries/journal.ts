import { and, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { JournalSortColumn } from '../../contract/journal';
import type { Tx } from '../client';
import { journalEntries, journalLines } from '../schema';
import { containsPattern } from './keyset';
import { rowsOf } from './raw-rows';
import { keysetOrder, sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

/** The journal's filters (docs/accounting.md §5): entry dates inclusive, an account, a party, a source kind, part of the memo or number. */
export type JournalFilter = { from?: string; to?: string; account?: string; party?: string; sourceKind?: string; text?: string };

/** Newest first by the entry's date then its id, on the (entry_date, id) index. */
export const JOURNAL_SORTS = sortableColumns({ day: { date: journalEntries.entryDate } }) satisfies Record<JournalSortColumn, SortableColumn>;

export type JournalEntryRow = {
  id: string;
  sortValue: string;
  number: string;
  entryDate: string;
  memo: string;
  sourceKind: string;
  sourceId: string;
  auditId: string | null;
  createdAt: Date;
};

export type JournalLineRow = {
  entryId: string;
  lineNo: number;
  accountCode: string;
  accountName: string;
  partyKind: string | null;
  partyId: string | null;
  currency: string;
  debit: string;
  credit: string;
};

export type AccountLanguage = 'en' | 'fr' | 'ar';

/** An entry has a line of the account (or of the party): read through the lines' (account, currency, party) and (party) indexes. */
const hasLine = (condition: SQL) => sql`exists (select 1 from ${journalLines} where ${journalLines.entryId} = ${journalEntries.id} and ${condition})`;

function conditions(filter: JournalFilter): Array<SQL | undefined> {
  return [
    filter.from ? gte(journalEntries.entryDate, filter.from) : undefined,
    filter.to ? lte(journalEntries.entryDate, filter.to) : undefined,
    filter.sourceKind ? eq(journalEntries.sourceKind, filter.sourceKind) : undefined,
    filter.account ? hasLine(eq(journalLines.accountCode, filter.account)) : undefined,
    filter.party ? hasLine(eq(journalLines.partyId, filter.party)) : undefined,
    filter.text ? or(ilike(journalEntries.memo, containsPattern(filter.text)), ilike(journalEntries.number, containsPattern(filter.text))) : undefined,
  ];
}

const ENTRY_COLUMNS = {
  id: sql<string>`${journalEntries.id}::text`,
  number: journalEntries.number,
  entryDate: journalEntries.entryDate,
  memo: journalEntries.memo,
  sourceKind: journalEntries.sourceKind,
  sourceId: journalEntries.sourceId,
  auditId: sql<string | null>`${journalEntries.auditId}::text`,
  createdAt: journalEntries.createdAt,
};

/** One page of entries in the sort's order, after the keyset of the previous page's last entry. */
export async function listJournalEntries(db: Tx, params: { filter: JournalFilter } & KeysetPage<JournalSortColumn>): Promise<JournalEntryRow[]> {
  const order = keysetOrder(JOURNAL_SORTS, journalEntries.id, params.sort, 'integer');
  return db
    .select({ ...ENTRY_COLUMNS, sortValue: order.sortValue })
    .from(journalEntries)
    .where(and(...conditions(params.filter), order.where))
    .orderBy(...order.orderBy)
    .limit(params.limit);
}

/** How many lines the entries of the filter hold: the journal's PDF is refused above its row limit. */
export async function countJournalLines(db: Tx, filter: JournalFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalLines.entryId, journalEntries.id))
    .where(and(...conditions(filter)));
  return row?.count ?? 0;
}

/** One entry by its id (digits) or its number (JE-000123). */
export async function findJournalEntry(db: Tx, idOrNumber: string): Promise<Omit<JournalEntryRow, 'sortValue'> | undefined> {
  const byId = /^\d{1,18}$/.test(idOrNumber);
  const [row] = await db
    .select(ENTRY_COLUMNS)
    .from(journalEntries)
    .where(byId ? eq(journalEntries.id, BigInt(idOrNumber)) : eq(journalEntries.number, idOrNumber.toUpperCase()))
    .limit(1);
  return row;
}

/** The lines of the entries, in entry then line order, their accounts named in `language`: one statement for a whole page. */
export async function journalLinesOf(db: Tx, entryIds: readonly string[], language: AccountLanguage): Promise<JournalLineRow[]> {
  if (entryIds.length === 0) return [];
  const name = { en: sql`a.name_en`, fr: sql`a.name_fr`, ar: sql`a.name_ar` }[language];
  return rowsOf<JournalLineRow>(
    db,
    sql`select l.entry_id::text as "entryId", l.line_no as "lineNo", l.account_code as "accountCode", ${name} as "accountName",
          a.party_kind as "partyKind", l.party_id as "partyId", l.currency, l.debit::text as debit, l.credit::text as credit
        from journal_lines l join gl_accounts a on a.code = l.account_code
        where l.entry_id = any(${sql.param([...entryIds])}::bigint[])
        order by l.entry_id, l.line_no`,
  );
}
