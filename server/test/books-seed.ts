import { sql } from 'drizzle-orm';
import { journalLine, parseCurrency, type JournalLine } from '../../domain';
import type { Db } from '../../db/client';
import { insertJournalEntry } from '../../db/queries/books';

/** `D 1000 500` / `C 3100:s1 500` in `currency`. */
export function lines(currency: string, ...legs: string[]): JournalLine[] {
  return legs.map((leg) => {
    const [side, target, amount] = leg.split(' ') as [string, string, string];
    const [account, partyId] = target.split(':') as [string, string | undefined];
    const digits = currency === 'XAF' ? 0 : 2;
    const amountMinor = BigInt(amount.replace('.', '')) * (digits === 2 && !amount.includes('.') ? 100n : 1n);
    return journalLine({ account, partyId: partyId ?? null, currency: parseCurrency(currency), side: side === 'D' ? 'debit' : 'credit', amountMinor });
  });
}

/** The books of the reports' tests: two years, parties, two currencies (docs/accounting.md §8). */
const ENTRIES: Array<[string, JournalLine[]]> = [
  ['2025-11-10', lines('XAF', 'D 1000 1000', 'C 3100:s1 1000')],
  ['2025-12-05', lines('XAF', 'D 1000 500', 'C 4100 500', 'D 5100 200', 'C 2100 200')],
  ['2026-01-15', lines('XAF', 'D 1000 300', 'C 3100:s2 300')],
  ['2026-02-10', lines('XAF', 'D 1000 400', 'C 4100 400', 'D 5200 100', 'C 2300:m1 100')],
  ['2026-02-11', lines('USD', 'D 1000 12.34', 'C 4100 12.34')],
  ['2026-02-20', lines('XAF', 'D 3100:s1 250', 'C 1000 250')],
  ...Array.from({ length: 12 }, (_, index): [string, JournalLine[]] => [`2026-04-${String(index + 1).padStart(2, '0')}`, lines('XAF', 'D 1000 1', 'C 4100 1')]),
];

/** Writes those books: the entries one by one, then two entries' lines in one statement, as a backfill writes them. */
export async function seedBooks(db: Db): Promise<void> {
  for (const [date, entryLines] of ENTRIES) {
    await db.transaction((tx) =>
      insertJournalEntry(tx, { entryDate: date, memo: `on ${date}`, sourceKind: 'test', sourceId: date, auditId: null, lines: entryLines }),
    );
  }
  // The trigger sums the two entries' lines together.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into journal_entries (number, entry_date, source_kind, source_id) values ('T-BULK-1', '2026-03-01', 'test', 'bulk'), ('T-BULK-2', '2026-03-02', 'test', 'bulk')`);
    await tx.execute(sql`
      insert into journal_lines (entry_id, line_no, account_code, party_id, currency, debit, credit)
      select e.id, l.n, l.account, l.party, 'XAF', l.debit, l.credit
      from journal_entries e join (values
        ('T-BULK-1', 1, '2100', null, 200, 0), ('T-BULK-1', 2, '2200', 's1', 0, 150), ('T-BULK-1', 3, '4300', null, 0, 50),
        ('T-BULK-2', 1, '2200', 's1', 150, 0), ('T-BULK-2', 2, '3100', 's1', 0, 150)
      ) as l(number, n, account, party, debit, credit) on l.number = e.number`);
  });
}

/**
 * One entry 'T-BIG' on `date` of `expenses` lines of 1 EUR to account 5100 and one line crediting
 * 4100 with their sum: a report of more lines than a PDF takes, written by the database itself.
 */
export async function seedBigEntry(db: Db, { date, expenses }: { date: string; expenses: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into journal_entries (number, entry_date, source_kind, source_id) values ('T-BIG', ${date}, 'test', 'big')`);
    await tx.execute(sql`
      insert into journal_lines (entry_id, line_no, account_code, party_id, currency, debit, credit)
      select e.id, n, '5100', null, 'EUR', 1, 0 from journal_entries e, generate_series(1, ${expenses}::int) as n where e.number = 'T-BIG'
      union all select e.id, ${expenses + 1}::int, '4100', null, 'EUR', 0, ${expenses}::int from journal_entries e where e.number = 'T-BIG'`);
  });
}
