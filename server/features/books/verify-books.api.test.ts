import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/queries/raw-rows';
import { useBooksSuite } from '../../test/books-history';
import { seedSubscriber } from '../../test/distribution-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { describeBooksVerdict, verifyBooks } from './verify-books';

type Line = { account: string; party?: string; currency: string; debit?: string; credit?: string };

/** A balanced entry typed by hand (entries are immutable, so a broken book is a wrong entry added, or its sub-ledger changed). */
async function insertEntry(db: Tx, number: string, date: string, lines: Line[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into journal_entries (number, entry_date, source_kind, source_id) values (${number}, ${date}, 'test', ${number}) returning id::text as id`,
    );
    for (const [index, line] of lines.entries()) {
      await tx.execute(sql`insert into journal_lines (entry_id, line_no, account_code, party_id, currency, debit, credit)
        values (${entry!.id}::bigint, ${index + 1}, ${line.account}, ${line.party ?? null}, ${line.currency}, ${line.debit ?? '0'}::numeric, ${line.credit ?? '0'}::numeric)`);
    }
  });
}

const one = async <T>(db: Tx, query: ReturnType<typeof sql>) => (await rowsOf<T>(db, query))[0]!;

describe.each(DATABASE_KINDS)('ledger:verify on %s (docs/accounting.md §4)', (kind) => {
  const books = useBooksSuite(kind);
  const db = () => books.suite.database.db;
  const verdict = async () => describeBooksVerdict(await verifyBooks(db()));
  const ids = { usd: '', xaf: '', xafOperation: '' };

  beforeAll(async () => {
    await books.setUp();
    await books.needApproval(false);
    // The fee revenue is posted to an account of the company's own: the checks read the account from the rules (docs/accounting.md §3).
    await db().execute(sql`insert into gl_accounts (code, name_en, name_fr, name_ar, type) values ('4110', 'Fees', 'Frais', 'رسوم', 'income')`);
    await db().execute(sql`update posting_rules set account_code = '4110' where event = 'operation-completed' and leg = 'revenue'`);
  });

  it('finds the books intact after money moved through the app: capital, operations, a sale, runs, commissions, a profit request, a close', async () => {
    ids.usd = (await books.subscribe({ currency: 'USD', date: '2026-01-05', amount: '1000', own: true, linked: true }))!;
    ids.xaf = (await books.subscribe({ currency: 'XAF', date: '2026-01-10', amount: '500000' }))!;
    expect(ids.usd && ids.xaf).toBeTruthy();
    expect((await books.ledgerRow({ subscriberId: ids.usd, type: 'credit', amount: '250', date: '2026-01-20' })).statusCode).toBe(200);
    expect((await books.ledgerRow({ subscriberId: ids.usd, type: 'credit', profit: true, amount: '12.50', date: '2026-02-03' })).statusCode).toBe(200);
    expect((await books.ledgerRow({ subscriberId: ids.xaf, type: 'debit', amount: '1000', date: '2026-02-05' })).statusCode).toBe(200);
    expect((await books.rowAction(books.state.ledgerRows[0]!.id, 'reverse')).statusCode).toBe(200);
    for (const amount of ['1000', '2000'])
      expect((await books.operation({ currency: 'USD', date: '2026-02-10', amount, complete: true })).statusCode).toBe(200);
    const xafOperation = await books.operation({ currency: 'XAF', date: '2026-02-12', amount: '1000000', complete: true });
    expect(xafOperation.statusCode).toBe(200);
    ids.xafOperation = xafOperation.json().id;
    expect((await books.sale({ currency: 'USD', date: '2026-02-14', salePrice: '1200' })).statusCode).toBe(200);
    for (const source of ['operations', 'sales'] as const) {
      const run = await books.distribute({ month: '2026-02', currency: 'USD', source, percentage: '80', loss: '0' });
      expect(run.statusCode, run.body).toBe(200);
    }
    expect((await books.commissions({ month: '2026-02', currency: 'USD' })).statusCode).toBe(200);
    expect(await books.profitRequest()).toBe(true);
    expect((await books.close({ month: '2026-02', currency: 'USD' })).statusCode).toBe(200);

    const intact = await verifyBooks(db());
    expect(intact).toMatchObject({ intact: true });
    expect(describeBooksVerdict(intact)).toMatch(/^books intact: \d+ entries, \d+ lines;/);
  });

  // Each invariant is broken in turn, the later ones first, so each new break is the first broken one and must be the one named.
  it('names an entry dated in a closed month but made after the close', async () => {
    await insertEntry(db(), 'T-LATE', '2026-02-20', [
      { account: '1000', currency: 'USD', debit: '5' },
      { account: '1000', currency: 'USD', credit: '5' },
    ]);
    expect(await verdict()).toMatch(/^books broken \(closed-periods\): entry T-LATE dated 2026-02-20 was made at .+, after 2026-02 USD was closed at .+$/);
  });

  it("names a month whose fee revenue is not its completed operations' revenue", async () => {
    const [revenue] = await rowsOf<{ lines: number }>(db(), sql`select count(*)::int as lines from journal_lines where account_code = '4110'`);
    expect(revenue!.lines).toBe(3);
    await insertEntry(db(), 'T-FEE', '2026-03-15', [
      { account: '1000', currency: 'USD', debit: '7' },
      { account: '4110', currency: 'USD', credit: '7' },
    ]);
    expect(await verdict()).toBe(
      'books broken (operation-months): account 4110 in USD for 2026-03 moved 7.00 (credits − debits), the completed operations of the month 0',
    );
  });

  it("names a currency whose investors' pool is not its undistributed investor shares", async () => {
    const before = await one<{ share: string }>(db(), sql`select investor_share::text as share from operations where id = ${ids.xafOperation}`);
    await db().execute(sql`update operations set investor_share = investor_share + 1 where id = ${ids.xafOperation}`);
    const after = (Number(before.share) + 1).toFixed(2);
    expect(await verdict()).toBe(
      `books broken (investor-pool): account 2100 in XAF holds ${before.share}, the undistributed investor shares of completed operations ${after}`,
    );
  });

  it('names a mediator whose commissions payable are not its unpaid commission rows', async () => {
    const commission = await one<{ id: string; share: string }>(
      db(),
      sql`select id::text as id, share::text as share from monthly_profits where distribution_type = 'commission' order by id limit 1`,
    );
    await db().execute(sql`update monthly_profits set paid = true where id = ${commission.id}::bigint`);
    expect(await verdict()).toBe(
      `books broken (profits-payable): account 2210 in USD holds ${commission.share} for party ${books.state.mediator}, its unpaid profit rows 0`,
    );
  });

  it('names a day on which the capital account is not the balances, even when it ties again today', async () => {
    // Capital moved into January and back out in March: the totals of today tie, the end of January does not.
    await insertEntry(db(), 'T-EARLY', '2026-01-20', [
      { account: '1000', currency: 'USD', debit: '3' },
      { account: '3100', party: ids.usd, currency: 'USD', credit: '3' },
    ]);
    await insertEntry(db(), 'T-BACK', '2026-03-20', [
      { account: '3100', party: ids.usd, currency: 'USD', debit: '3' },
      { account: '1000', currency: 'USD', credit: '3' },
    ]);
    const balance = await one<{ balance: string }>(
      db(),
      sql`select (s.subscription_amount + coalesce((select sum(case when t.type = 'credit' then t.amount else -t.amount end) from balance_transactions t
            where t.subscriber_id = s.id and t.status = 'completed' and t.transaction_date <= '2026-01-31'), 0))::text as balance
          from subscribers s where s.id = ${ids.usd}`,
    );
    const books3100 = (Number(balance.balance) + 3).toFixed(2);
    expect(await verdict()).toBe(
      `books broken (investor-capital): account 3100 in USD on 2026-01-31 holds ${books3100}, the subscribers' balances ${balance.balance}; first: subscriber ${ids.usd} on 2026-01-31, books ${books3100}, balance ${balance.balance}`,
    );

    // A subscriber written behind the app's back has capital the books never saw: named at its first month end.
    await seedSubscriber(db(), { id: 'unbooked', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '10.00', name: 'Unbooked' });
    expect(await verdict()).toBe(
      "books broken (investor-capital): account 3100 in USD on 2025-01-31 holds 0, the subscribers' balances 10.00; first: subscriber unbooked on 2025-01-31, books 0, balance 10.00",
    );
  });

  it('names an entry that does not balance first of all', async () => {
    // With the commit check switched off by hand, an unbalanced entry gets in.
    await db().execute(sql`alter table journal_entries disable trigger journal_entries_balanced`);
    await db().transaction(async (tx) => {
      await tx.execute(sql`
        with entry as (insert into journal_entries (number, entry_date, source_kind, source_id) values ('T-BROKEN', '2026-01-31', 'test', 'x') returning id)
        insert into journal_lines (entry_id, line_no, account_code, currency, debit, credit) select id, 1, '1000', 'XAF', 5, 0 from entry`);
    });
    await db().execute(sql`alter table journal_entries enable trigger journal_entries_balanced`);
    expect(await verdict()).toBe('books broken (entry-balance): entry T-BROKEN does not balance in XAF: debits 5.00, credits 0.00');
  });
});
