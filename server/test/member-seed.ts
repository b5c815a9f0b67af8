import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { balanceTransactions, distributionRuns, individuals, monthlyProfits, subscribers, users } from '../../db/schema';
import { seedOperation } from './distribution-seed';

/**
 * Rows the members', approvals' and reports' tests stand on, written straight into the tables:
 * the features that own them (people, ledger, operations, distribution) are tested on their own.
 */
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}${randomUUID().slice(0, 6)}`;

export async function seedPerson(db: Tx, name?: string): Promise<{ id: string; name: string }> {
  const id = randomUUID();
  const tag = unique();
  const personName = name ?? `Member ${tag}`;
  await db.insert(individuals).values({ id, name: personName, phone: `+235${tag}`, email: `m-${tag}@test.example`, type: 'user', nni: tag, nationality: 'TD' });
  return { id, name: personName };
}

export async function linkUser(db: Tx, userId: string, individualId: string): Promise<void> {
  await db.update(users).set({ individualId }).where(eq(users.id, userId));
}

export async function seedCapital(
  db: Tx,
  params: { individualId: string; currency?: string; amount?: string; date?: string; status?: string },
): Promise<string> {
  const id = randomUUID();
  const amount = params.amount ?? '100000';
  await db.insert(subscribers).values({
    id,
    individualId: params.individualId,
    currency: params.currency ?? 'XAF',
    subscriptionDate: params.date ?? '2025-01-15',
    subscriptionAmount: amount,
    balance: amount,
    status: params.status ?? 'active',
  });
  return id;
}

/** A completed (or other status) ledger row; the balance cache is moved for completed ones, as the ledger feature does. */
export async function seedLedger(
  db: Tx,
  params: { subscriberId: string; date: string; type: 'credit' | 'debit'; amount: string; status?: string },
): Promise<void> {
  const status = params.status ?? 'completed';
  await db.insert(balanceTransactions).values({
    subscriberId: params.subscriberId,
    transactionDate: params.date,
    type: params.type,
    creditType: params.type === 'credit' ? 'new-amount' : null,
    amount: params.amount,
    status,
  });
  if (status === 'completed') {
    const delta = params.type === 'credit' ? sql`${params.amount}::numeric` : sql`-${params.amount}::numeric`;
    await db
      .update(subscribers)
      .set({ balance: sql`${subscribers.balance} + ${delta}` })
      .where(eq(subscribers.id, params.subscriberId));
  }
}

/** A run written straight into the table: a commission run, or an investor run of `source` when one is given. */
export async function seedRun(db: Tx, params: { year?: number; month?: number; currency?: string; source?: 'operations' | 'sales' } = {}): Promise<string> {
  const id = randomUUID();
  // Each test run needs its own (year, month, currency): a random past year keeps the unique index quiet.
  const year = params.year ?? 1000 + Math.floor(Math.random() * 8000);
  await db.insert(distributionRuns).values({
    id,
    kind: params.source ? 'investor' : 'commission',
    source: params.source ?? null,
    year,
    month: params.month ?? 1,
    currency: params.currency ?? 'XAF',
    parameters: {},
    totals: {},
  });
  return id;
}

export async function seedProfit(
  db: Tx,
  params: { runId: string; individualId: string; subscriberId?: string | null; share: string; currency?: string; date?: string; type?: string; paid?: boolean },
): Promise<string> {
  const [row] = await db
    .insert(monthlyProfits)
    .values({
      individualId: params.individualId,
      subscriberId: params.subscriberId ?? null,
      runId: params.runId,
      share: params.share,
      currency: params.currency ?? 'XAF',
      profitDate: params.date ?? '2025-05-31',
      distributionType: params.type ?? 'profit',
      paid: params.paid ?? false,
    })
    .returning({ id: monthlyProfits.id });
  return row!.id.toString();
}

export async function seedOperationRow(
  db: Tx,
  params: {
    clientId: string;
    mediatorId: string;
    date: string;
    amount?: string;
    currency?: string;
    status?: string;
    shares?: [string, string, string, string, string];
  },
): Promise<string> {
  const [revenue, investor, mediator, special, company] = params.shares ?? ['2000', '1000', '500', '25', '475'];
  const { clientId, mediatorId, date, status } = params;
  return seedOperation(
    db,
    { date, currency: params.currency ?? 'XAF', investorShare: investor, mediatorShare: mediator, status, clientId, mediatorId },
    {
      amount: params.amount ?? '100000',
      exchangeRate: '600',
      equivalentUsd: '166.67',
      revenue,
      mediatorRuleValue: mediator,
      specialShare: special,
      companyShare: company,
    },
  );
}

/** A pending request for a profit row, its date, amount, currency and type copied from the row as the member's request does. */
export async function seedProfitRequest(
  db: Tx,
  params: { id?: string; profitId: string; requesterUserId: string; individualId: string; status?: string },
): Promise<string> {
  const id = params.id ?? randomUUID();
  await db.execute(sql`insert into profit_requests (id, monthly_profit_id, requester_user_id, individual_id, status, profit_date, amount, currency, distribution_type)
    select ${id}, p.id, ${params.requesterUserId}, ${params.individualId}, ${params.status ?? 'pending'}, p.profit_date, p.share, p.currency, p.distribution_type
    from monthly_profits p where p.id = ${params.profitId}::bigint`);
  return id;
}
