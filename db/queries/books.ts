import { sql } from 'drizzle-orm';
import { DEFAULT_CHART, parseCurrency, postingRuleRows, type JournalLine } from '../../domain';
import type { Tx } from '../client';
import { minorToNumeric, numericToMinor } from '../money-columns';
import { glAccounts, postingRules } from '../schema';
import { rowsOf } from './raw-rows';

/** The default chart and posting rules (docs/accounting.md §2, §3), loaded at every start; rows already there are kept as edited. */
export async function seedBooks(db: Tx): Promise<void> {
  await db
    .insert(glAccounts)
    .values(DEFAULT_CHART.map((account) => ({ ...account })))
    .onConflictDoNothing();
  await db.insert(postingRules).values(postingRuleRows()).onConflictDoNothing();
}

export async function readPostingRules(db: Tx): Promise<Array<{ event: string; leg: string; accountCode: string }>> {
  return db.select({ event: postingRules.event, leg: postingRules.leg, accountCode: postingRules.accountCode }).from(postingRules);
}

export type NewJournalEntry = {
  entryDate: string;
  memo: string;
  sourceKind: string;
  sourceId: string;
  auditId: bigint | null;
  lines: readonly JournalLine[];
};

/**
 * One entry and its lines, in the caller's transaction (docs/accounting.md §1). The number comes
 * from the id, taken first so both are written together; the database checks the balance at commit.
 */
export async function insertJournalEntry(db: Tx, entry: NewJournalEntry): Promise<{ id: bigint; number: string }> {
  const [created] = await rowsOf<{ id: string; number: string }>(
    db,
    sql`insert into journal_entries (id, number, entry_date, memo, source_kind, source_id, audit_id)
        select next.id, 'JE-' || lpad(next.id::text, greatest(6, length(next.id::text)), '0'), ${entry.entryDate}::date, ${entry.memo}, ${entry.sourceKind}, ${entry.sourceId},
          ${entry.auditId === null ? null : entry.auditId.toString()}::bigint
        from (select nextval(pg_get_serial_sequence('journal_entries', 'id')) as id) as next
        returning id::text as id, number`,
  );
  const id = BigInt(created!.id);
  if (entry.lines.length > 0) {
    // One array a column, numbered in order: a distribution's entry has a line per investor, and
    // arrays are read in about half the time of the same lines as a json document (issue 32 point 10).
    const column = <T>(pick: (line: JournalLine) => T) => sql.param(entry.lines.map(pick));
    await db.execute(sql`
      insert into journal_lines (entry_id, line_no, account_code, party_id, currency, debit, credit)
      select ${id.toString()}::bigint, l.n::int, l.account, l.party, l.currency, l.debit, l.credit
      from unnest(${column((line) => line.account)}::text[], ${column((line) => line.partyId)}::text[], ${column((line) => line.currency)}::text[],
          ${column((line) => minorToNumeric(line.debitMinor, line.currency))}::numeric[], ${column((line) => minorToNumeric(line.creditMinor, line.currency))}::numeric[])
        with ordinality as l(account, party, currency, debit, credit, n)`);
  }
  return { id, number: created!.number };
}

export type JournalEntryRecord = {
  id: bigint;
  number: string;
  entryDate: string;
  memo: string;
  sourceKind: string;
  sourceId: string;
  auditId: bigint | null;
  lines: JournalLine[];
};

/** The entries a source posted, oldest first, with their lines in order. */
export async function journalEntriesOf(db: Tx, source: { kind: string; id: string }): Promise<JournalEntryRecord[]> {
  const rows = await rowsOf<{
    id: string;
    number: string;
    entryDate: string;
    memo: string;
    auditId: string | null;
    account: string | null;
    partyId: string | null;
    currency: string | null;
    debit: string | null;
    credit: string | null;
  }>(
    db,
    sql`select e.id::text as id, e.number, e.entry_date::text as "entryDate", e.memo, e.audit_id::text as "auditId",
          l.account_code as account, l.party_id as "partyId", l.currency, l.debit::text as debit, l.credit::text as credit
        from journal_entries e left join journal_lines l on l.entry_id = e.id
        where e.source_kind = ${source.kind} and e.source_id = ${source.id}
        order by e.id, l.line_no`,
  );
  const entries = new Map<string, JournalEntryRecord>();
  for (const row of rows) {
    let entry = entries.get(row.id);
    if (!entry) {
      entry = {
        id: BigInt(row.id),
        number: row.number,
        entryDate: row.entryDate,
        memo: row.memo,
        sourceKind: source.kind,
        sourceId: source.id,
        auditId: row.auditId === null ? null : BigInt(row.auditId),
        lines: [],
      };
      entries.set(row.id, entry);
    }
    if (row.account === null) continue;
    const currency = parseCurrency(row.currency!);
    entry.lines.push({
      account: row.account,
      partyId: row.partyId,
      currency,
      debitMinor: numericToMinor(row.debit!, currency),
      creditMinor: numericToMinor(row.credit!, currency),
    });
  }
  return [...entries.values()];
}
