import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeMediatorLinks } from '../../db/queries/mediator-percentages';
import { distributionRuns, monthlyProfits, operations } from '../../db/schema';
import { rowsOf } from '../../db/queries/raw-rows';
import { postMissingEntries } from '../features/books/backfill-entries';
import { describeBooksVerdict, verifyBooks } from '../features/books/verify-books';
import { demoDatabaseForTests } from './demo-test-database';

describe('distribution demo data', () => {
  const database = demoDatabaseForTests();
  const now = new Date();
  const month = now.getMonth() + 1;
  const monthText = `${now.getFullYear()}-${String(month).padStart(2, '0')}`;

  it("posts its books: ledger:verify finds every entry balanced and the investors' capital tied to the balances (docs/accounting.md §7)", async () => {
    const verdict = await verifyBooks(database.db);
    expect(describeBooksVerdict(verdict)).toMatch(/^books intact/);
    // Every completed ledger row, operation and sale and every run has its entry; a later backfill finds nothing to post.
    expect(await database.db.transaction((tx) => postMissingEntries(tx))).toBe(0);
    const [missing] = await rowsOf<{ operations: number; ledger: number }>(
      database.db,
      sql`select
        (select count(*) from operations o where o.status = 'completed'
          and not exists (select 1 from journal_entries e where e.source_kind = 'operation' and e.source_id = o.id))::int as operations,
        (select count(*) from balance_transactions b where b.status = 'completed'
          and not exists (select 1 from journal_entries e where e.source_kind = 'balance-transaction' and e.source_id = b.id::text))::int as ledger`,
    );
    expect(missing).toEqual({ operations: 0, ledger: 0 });
  });

  it('links a few mediators to demo investors', async () => {
    const links = await activeMediatorLinks(database.db);
    expect(links.length).toBe(3);
    expect(links.every((link) => link.mediatorId !== link.investorIndividualId)).toBe(true);
  });

  it('leaves the current month completed in XAF and undistributed', async () => {
    const rows = await database.db
      .select()
      .from(operations)
      .where(
        and(eq(operations.currency, 'XAF'), eq(operations.status, 'completed'), sql`to_char(${operations.operationDate}::date, 'YYYY-MM') = ${monthText}`),
      );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((row) => !row.isProfitDistributed)).toBe(true);
    expect(
      await database.db
        .select()
        .from(distributionRuns)
        .where(and(eq(distributionRuns.month, month), eq(distributionRuns.year, now.getFullYear()))),
    ).toHaveLength(0);
  });

  it('distributed the six months before this one through the distribution service, the rows summing to the month operations investor shares', async () => {
    const runs = await database.db
      .select()
      .from(distributionRuns)
      .where(sql`${distributionRuns.parameters}->>'selection' = 'all'`);
    expect(runs.length).toBe(6);
    for (const run of runs) {
      const [profits] = await database.db
        .select({
          total: sql<string>`sum(${monthlyProfits.share}) filter (where ${monthlyProfits.distributionType} = 'profit')::text`,
          special: sql<string>`count(*) filter (where ${monthlyProfits.distributionType} = 'special')::int`,
        })
        .from(monthlyProfits)
        .where(eq(monthlyProfits.runId, run.id));
      const [base] = await database.db
        .select({ total: sql<string>`sum(${operations.investorShare})::text` })
        .from(operations)
        .where(
          and(eq(operations.isProfitDistributed, true), sql`${operations.id} in (select operation_id from distribution_sources where run_id = ${run.id})`),
        );
      expect(profits!.total).toBe(base!.total);
      expect(Number(profits!.special)).toBe(1);
    }
    const commissions = await database.db.select().from(monthlyProfits).where(eq(monthlyProfits.distributionType, 'commission'));
    expect(commissions.length).toBeGreaterThan(0);
  });
});
