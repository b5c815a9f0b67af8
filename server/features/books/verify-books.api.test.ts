import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSubscriber } from '../../test/distribution-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { addLedgerRow, makeSubscriber } from '../../test/people-fixtures';
import { describeBooksVerdict, verifyBooks } from './verify-books';

describe.each(DATABASE_KINDS)('ledger:verify on %s (docs/accounting.md §4)', (kind) => {
  const suite = useApiSuite(kind, { users: { clerk: ['transactions', 'subscribers', 'individuals'] } });
  const { clerk } = suite.users;

  it('finds the books intact after money moved through the app, then names the first broken invariant', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '100000' });
    await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '2500' });
    await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, type: 'debit', creditType: null, amount: '500' });
    const intact = await verifyBooks(suite.database.db);
    expect(intact).toMatchObject({ intact: true });
    expect(describeBooksVerdict(intact)).toMatch(/^books intact: \d+ entries, \d+ lines/);

    // A subscriber written behind the app's back has capital the books never saw.
    await seedSubscriber(suite.database.db, { id: 'unbooked', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '10.00', name: 'Unbooked' });
    const capital = await verifyBooks(suite.database.db);
    expect(capital).toMatchObject({ intact: false, invariant: 'investor-capital' });
    expect(describeBooksVerdict(capital)).toBe(
      "books broken (investor-capital): account 3100 in USD holds 0, the subscribers' balances 10.00; first: subscriber unbooked, books 0, balance 10.00",
    );

    // With the commit check switched off by hand, an unbalanced entry gets in: it is named first.
    await suite.database.db.execute(sql`alter table journal_entries disable trigger journal_entries_balanced`);
    await suite.database.db.transaction(async (tx) => {
      await tx.execute(sql`
        with entry as (insert into journal_entries (number, entry_date, source_kind, source_id) values ('T-BROKEN', '2026-01-31', 'test', 'x') returning id)
        insert into journal_lines (entry_id, line_no, account_code, currency, debit, credit) select id, 1, '1000', 'XAF', 5, 0 from entry`);
    });
    await suite.database.db.execute(sql`alter table journal_entries enable trigger journal_entries_balanced`);
    expect(describeBooksVerdict(await verifyBooks(suite.database.db))).toBe(
      'books broken (entry-balance): entry T-BROKEN does not balance in XAF: debits 5.00, credits 0.00',
    );
  });
});
