import { randomUUID } from 'node:crypto';
import { balanceAt, LEDGER_END, type IsoDate } from '../../domain';
import type { Tx } from '../client';
import { minorToNumeric } from '../money-columns';
import { insertLedgerRow, ledgerEntriesOf } from '../queries/ledger';
import { memberProfits } from '../queries/member-self';
import { insertProfitRows, insertRun, monthRuns } from '../queries/monthly-profits';
import { markProfitPaid } from '../queries/profit-requests';
import { findSubscriberById, updateSubscriber } from '../queries/subscribers';
import { findUserByEmail } from '../queries/users';

/** The demo member's individual and subscriber (people-demo links member@wasit.example to them). */
export const DEMO_MEMBER = { individualId: 'demo-individual-01', subscriberId: 'demo-subscriber-01' } as const;

/** Unpaid profit rows the member can ask to add to the balance, and the one already paid. */
export const DEMO_MEMBER_UNPAID_PROFITS = 4;
const UNPAID_SHARES_MINOR = [12_500n, 18_750n, 9_000n, 21_300n];
const PAID_SHARE_MINOR = 15_000n;

type Month = { year: number; month: number; monthEnd: string; nextDay: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** The month `back` months before today's, with its last day and the day after it. */
function monthBefore(today: IsoDate, back: number): Month {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const index = year * 12 + (month - 1) - back;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const next = new Date(Date.UTC(y, m, 1));
  return {
    year: y,
    month: m,
    monthEnd: `${y}-${pad(m)}-${pad(last)}`,
    nextDay: `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`,
  };
}

/**
 * One investor run of its own per month (the run's unique index allows one per month, source and
 * currency): the first source kind a month has no run of yet, or null when both are taken.
 */
async function freeRun(tx: Tx, month: Month): Promise<string | null> {
  const taken = new Set(
    (await monthRuns(tx, { year: month.year, month: month.month, currency: 'XAF', forUpdate: false }))
      .filter((run) => run.kind === 'investor')
      .map((run) => run.source),
  );
  const source = (['operations', 'sales'] as const).find((kind) => !taken.has(kind));
  if (!source) return null;
  const id = randomUUID();
  await insertRun(tx, {
    id,
    kind: 'investor',
    source,
    year: month.year,
    month: month.month,
    currency: 'XAF',
    parameters: { demo: 'members' },
    totals: { demo: 'members' },
    createdBy: null,
  });
  return id;
}

async function profitRow(tx: Tx, month: Month, shareMinor: bigint): Promise<boolean> {
  const runId = await freeRun(tx, month);
  if (!runId) return false;
  const row = {
    individualId: DEMO_MEMBER.individualId,
    subscriberId: DEMO_MEMBER.subscriberId,
    share: minorToNumeric(shareMinor, 'XAF'),
    distributionType: 'profit' as const,
    note: '',
  };
  await insertProfitRows(tx, { runId, currency: 'XAF', profitDate: month.monthEnd, rows: [row] });
  return true;
}

/**
 * The demo member's profit history, loaded last: a few unpaid profit rows (only what the
 * distribution demo did not already give the member) and one paid row whose completed profit
 * credit is in the ledger, the balance cache moved with it.
 */
export async function loadMembersDemo(tx: Tx, params: { today: IsoDate; memberEmail: string }): Promise<{ memberProfits: number }> {
  const member = await findUserByEmail(tx, params.memberEmail);
  const subscriber = await findSubscriberById(tx, DEMO_MEMBER.subscriberId);
  if (!member || member.individualId !== DEMO_MEMBER.individualId || !subscriber) return { memberProfits: 0 };
  const existing = (await memberProfits(tx, { individualId: DEMO_MEMBER.individualId, sort: { column: 'date', direction: 'desc' }, limit: 1000 })).filter(
    (row) => row.type === 'profit' && row.currency === 'XAF',
  );
  let unpaid = existing.filter((row) => !row.paid).length;
  let written = 0;
  // Months after the subscription's first one, newest first, so the rows fall inside the subscription.
  for (let back = 1; back <= 12 && unpaid < DEMO_MEMBER_UNPAID_PROFITS; back += 1) {
    const month = monthBefore(params.today, back);
    if (month.monthEnd < subscriber.subscriptionDate) break;
    if (await profitRow(tx, month, UNPAID_SHARES_MINOR[unpaid % UNPAID_SHARES_MINOR.length]!)) {
      unpaid += 1;
      written += 1;
    }
  }
  if (!existing.some((row) => row.paid)) {
    for (let back = 6; back <= 12; back += 1) {
      const month = monthBefore(params.today, back);
      if (month.monthEnd < subscriber.subscriptionDate) break;
      if (!(await profitRow(tx, month, PAID_SHARE_MINOR))) continue;
      const [row] = (await memberProfits(tx, { individualId: DEMO_MEMBER.individualId, sort: { column: 'date', direction: 'desc' }, limit: 1000 })).filter(
        (profit) => profit.profitDate === month.monthEnd && !profit.paid,
      );
      await markProfitPaid(tx, BigInt(row!.id));
      await insertLedgerRow(tx, {
        subscriberId: subscriber.id,
        currency: 'XAF',
        transactionDate: month.nextDay,
        type: 'credit',
        creditType: 'profit',
        amountMinor: PAID_SHARE_MINOR,
        status: 'completed',
        note: `profit ${month.monthEnd} #${row!.id}`,
        reversesId: null,
        actorId: null,
      });
      const entries = await ledgerEntriesOf(tx, subscriber.id, 'XAF');
      await updateSubscriber(tx, subscriber.id, {
        currency: 'XAF',
        balanceMinor: balanceAt({ subscriptionAmountMinor: subscriber.subscriptionAmountMinor, entries, date: LEDGER_END }),
      });
      written += 1;
      break;
    }
  }
  return { memberProfits: written };
}
