import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/queries/raw-rows';
import { DATABASE_KINDS, type TestDatabase } from '../../test/helper';
import { useTestDatabase } from '../../test/use-test-database';
import { monthlyBalanceDifferences } from '../../test/monthly-balance-differences';

/** A statement this size or more tries the plain insert of its parties' rows first (migration 0038). */
const LARGE = 1_200;

/**
 * An entry as a distribution writes it, in one statement: the company's account debited the whole,
 * one line of `each` per investor credited to 2200 (profits payable), parties `p-0001`….
 */
const distributionLike = (number: string, day: string, parties: number, each: number) => sql`
  with entry as (
    insert into journal_entries (number, entry_date, source_kind, source_id) values (${number}, ${day}::date, 'test', ${number}) returning id
  )
  insert into journal_lines (entry_id, line_no, account_code, party_id, currency, debit, credit)
  select entry.id, 1, '1000', null, 'XAF', ${parties * each}::numeric, 0 from entry
  union all
  select entry.id, n + 1, '2200', 'p-' || lpad(n::text, 4, '0'), 'XAF', 0, ${each}::numeric from entry, generate_series(1, ${parties}) as n`;

const credited = async (database: TestDatabase, party: string, month: string) =>
  (
    await rowsOf<{ credit: string }>(
      database.db,
      sql`select credit_total::text as credit from gl_monthly_balances where account_code = '2200' and party_id = ${party} and month = ${month}::date`,
    )
  ).map((row) => row.credit);

describe.each(DATABASE_KINDS)('the monthly balances of a large statement on %s (docs/accounting.md §8)', (kind) => {
  const suite = useTestDatabase(kind);

  it("add a distribution's lines to new months, and to months its parties already have", async () => {
    // New keys for every investor: the plain insert.
    await suite.database.db.transaction((tx) => tx.execute(distributionLike('T-LARGE-1', '2026-03-31', LARGE, 7)));
    expect(await credited(suite.database, 'p-0001', '2026-03-01')).toEqual(['7.00']);
    // The same month again, 100 more investors: most keys exist, so the whole statement is upserted.
    await suite.database.db.transaction((tx) => tx.execute(distributionLike('T-LARGE-2', '2026-03-15', LARGE + 100, 5)));
    expect(await credited(suite.database, 'p-0001', '2026-03-01')).toEqual(['12.00']);
    expect(await credited(suite.database, `p-${LARGE + 100}`, '2026-03-01')).toEqual(['5.00']);
    // A small statement on those keys takes the upsert as ever.
    await suite.database.db.transaction((tx) => tx.execute(distributionLike('T-SMALL', '2026-03-20', 3, 1)));
    expect(await credited(suite.database, 'p-0003', '2026-03-01')).toEqual(['13.00']);
    expect(await monthlyBalanceDifferences(suite.database.db)).toBe(0);
    const [months] = await rowsOf<{ credit: string }>(
      suite.database.db,
      sql`select credit_total::text as credit from gl_account_months where account_code = '2200' and month = '2026-03-01'`,
    );
    expect(months!.credit).toBe(String(LARGE * 7 + (LARGE + 100) * 5 + 3 * 1) + '.00');
  });

  // Two connections at once: PGlite has one.
  if (kind === 'postgres') {
    it('add two large postings of the same new month made at once, the second after the first commits', async () => {
      // Both transactions write the same 1,200 keys, none there before: one waits on the other's keys.
      let releaseFirst: () => void = () => {};
      const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstWrote: () => void = () => {};
      const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
      const first = suite.database.db.transaction(async (tx) => {
        await tx.execute(distributionLike('T-RACE-1', '2026-05-31', LARGE, 2));
        firstWrote();
        await firstHolds;
      });
      await wrote;
      const other = suite.database.db.transaction((tx) => tx.execute(distributionLike('T-RACE-2', '2026-05-30', LARGE, 3)));
      // The second is blocked on the first's keys until it commits, then adds to them.
      await new Promise((resolve) => setTimeout(resolve, 300));
      releaseFirst();
      await Promise.all([first, other]);
      expect(await credited(suite.database, 'p-0001', '2026-05-01')).toEqual(['5.00']);
      expect(await credited(suite.database, `p-${LARGE}`, '2026-05-01')).toEqual(['5.00']);
      expect(await monthlyBalanceDifferences(suite.database.db)).toBe(0);
    });
  }
});
