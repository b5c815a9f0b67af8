import { addDays, balanceAt, LEDGER_END, monthEnd, type YearMonth } from '../../domain';
import type { Tx } from '../client';
import { numericToMinor } from '../money-columns';
import { insertLedgerRow, ledgerEntriesOf } from '../queries/ledger';
import { memberProfits } from '../queries/member-self';
import { markProfitPaid } from '../queries/profit-requests';
import { findSubscriberById, updateSubscriber } from '../queries/subscribers';

/** The demo member's individual and subscriber (people-demo links member@wasit.example to them). */
export const DEMO_MEMBER = { individualId: 'demo-individual-01', subscriberId: 'demo-subscriber-01' } as const;

/** At least this many unpaid profit rows the member can ask to add to the balance (the browser tests each take one). */
export const DEMO_MEMBER_UNPAID_PROFITS = 4;

/**
 * The demo member's profit of `yearMonth`, written by that month's distribution, paid: marked paid
 * and credited to the capital ledger the day after the month (a completed profit credit), the
 * balance cache moved with it. Returns whether there was such a row to pay.
 */
export async function payDemoMemberProfit(tx: Tx, yearMonth: YearMonth): Promise<boolean> {
  const subscriber = await findSubscriberById(tx, DEMO_MEMBER.subscriberId);
  if (!subscriber) return false;
  const lastDay = monthEnd(yearMonth);
  const rows = await memberProfits(tx, { individualId: DEMO_MEMBER.individualId, sort: { column: 'date', direction: 'desc' }, limit: 1000 });
  const row = rows.find((profit) => profit.type === 'profit' && profit.profitDate === lastDay && !profit.paid);
  if (!row) return false;
  await markProfitPaid(tx, BigInt(row.id));
  await insertLedgerRow(tx, {
    subscriberId: subscriber.id,
    currency: subscriber.currency,
    transactionDate: addDays({ date: lastDay, days: 1 }),
    type: 'credit',
    creditType: 'profit',
    amountMinor: numericToMinor(row.amount, subscriber.currency),
    status: 'completed',
    note: `profit ${lastDay} #${row.id}`,
    reversesId: null,
    actorId: null,
  });
  const entries = await ledgerEntriesOf(tx, subscriber.id, subscriber.currency);
  await updateSubscriber(tx, subscriber.id, {
    currency: subscriber.currency,
    balanceMinor: balanceAt({ subscriptionAmountMinor: subscriber.subscriptionAmountMinor, entries, date: LEDGER_END }),
  });
  return true;
}
