import { describe, expect, it } from 'vitest';
import { balanceAt, LEDGER_END } from '../../domain';
import { ledgerEntriesOf } from '../../db/queries/ledger';
import { memberProfits } from '../../db/queries/member-self';
import { findSubscriberById } from '../../db/queries/subscribers';
import { demoDatabaseForTests } from './demo-test-database';
import { DEMO_MEMBER, DEMO_MEMBER_UNPAID_PROFITS } from '../../db/demo/members-demo';

describe('members demo data', () => {
  const database = demoDatabaseForTests();

  it('gives the demo member unpaid profit rows to request and one paid row credited to the balance', async () => {
    const rows = await memberProfits(database.db, { individualId: DEMO_MEMBER.individualId, sort: { column: 'date', direction: 'desc' }, limit: 1000 });
    const profits = rows.filter((row) => row.type === 'profit');
    expect(profits.filter((row) => !row.paid).length).toBeGreaterThanOrEqual(DEMO_MEMBER_UNPAID_PROFITS);
    const paid = profits.filter((row) => row.paid);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    const subscriber = (await findSubscriberById(database.db, DEMO_MEMBER.subscriberId))!;
    const entries = await ledgerEntriesOf(database.db, subscriber.id, subscriber.currency);
    expect(entries.some((entry) => entry.creditType === 'profit' && entry.status === 'completed')).toBe(true);
    expect(subscriber.balanceMinor).toBe(balanceAt({ subscriptionAmountMinor: subscriber.subscriptionAmountMinor, entries, date: LEDGER_END }));
    for (const row of profits) expect(row.profitDate >= subscriber.subscriptionDate).toBe(true);
  });
});
