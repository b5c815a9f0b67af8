import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { balanceTransactions, companySettings, individuals, mediatorPercentages, operations, productSales, subscribers } from '../../db/schema';

/**
 * Rows the distribution tests stand on, written straight into the tables (the features that own
 * them are tested on their own); ids may be given so that the core's tie-breaks by id are known.
 */
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}${randomUUID().slice(0, 6)}`;

export async function seedIndividual(db: Tx, fields: { id?: string; name?: string; type?: string } = {}): Promise<string> {
  const id = fields.id ?? randomUUID();
  const tag = unique();
  await db.insert(individuals).values({
    id,
    name: fields.name ?? `Person ${tag}`,
    phone: `+235${tag}`,
    email: `p-${tag}@test.example`,
    type: fields.type ?? 'user',
    nni: tag,
    nationality: 'TD',
  });
  return id;
}

export type SeedSubscriber = {
  id?: string;
  individualId?: string;
  currency: string;
  subscriptionDate: string;
  subscriptionAmount: string;
  status?: string;
  name?: string;
};

export async function seedSubscriber(db: Tx, fields: SeedSubscriber): Promise<{ id: string; individualId: string }> {
  const individualId = fields.individualId ?? (await seedIndividual(db, { name: fields.name }));
  const id = fields.id ?? randomUUID();
  await db.insert(subscribers).values({
    id,
    individualId,
    currency: fields.currency,
    subscriptionDate: fields.subscriptionDate,
    subscriptionAmount: fields.subscriptionAmount,
    balance: fields.subscriptionAmount,
    status: fields.status ?? 'active',
  });
  return { id, individualId };
}

/** Ledger rows of any status; the balance cache moves by the completed ones, as the ledger feature moves it (docs/operations.md §1). */
export async function seedLedgerRows(db: Tx, rows: Array<{ subscriberId: string; date: string; type: string; status: string; amount: string }>): Promise<void> {
  if (rows.length === 0) return;
  const inserted = await db
    .insert(balanceTransactions)
    .values(
      rows.map((row) => ({
        subscriberId: row.subscriberId,
        transactionDate: row.date,
        type: row.type,
        status: row.status,
        amount: row.amount,
        creditType: row.type === 'credit' ? 'new-amount' : null,
      })),
    )
    .returning({ id: balanceTransactions.id });
  await db.execute(sql`update subscribers s set balance = s.balance + moved.net
    from (select subscriber_id, sum(case when type = 'credit' then amount else -amount end) as net from balance_transactions
          where status = 'completed' and id = any(${sql.param(inserted.map((row) => row.id.toString()))}::bigint[]) group by subscriber_id) moved
    where moved.subscriber_id = s.id`);
}

export type SeedOperation = {
  date: string;
  currency: string;
  investorShare: string;
  status?: string;
  clientId: string;
  mediatorId: string;
  mediatorShare?: string;
};

/** An operation with the figures a test names; `columns` sets any other column the defaults would. */
export async function seedOperation(db: Tx, fields: SeedOperation, columns: Partial<typeof operations.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await db.insert(operations).values({
    id,
    number: `OP-${unique()}`,
    sourceCountry: 'chad',
    destinationCountry: 'uae',
    amount: '1000000',
    currency: fields.currency,
    exchangeRate: '1',
    serviceRate: '2',
    equivalentUsd: '1000000',
    revenue: '20000',
    investorRuleKind: 'percent-of-revenue',
    investorRuleValue: '50',
    mediatorType: 'normal',
    mediatorRuleKind: 'fixed',
    mediatorRuleValue: '0',
    specialRuleKind: 'percent-of-remainder',
    specialRuleValue: '5',
    investorShare: fields.investorShare,
    mediatorShare: fields.mediatorShare ?? '0',
    specialShare: '0',
    companyShare: '0',
    operationDate: fields.date,
    clientId: fields.clientId,
    mediatorId: fields.mediatorId,
    status: fields.status ?? 'completed',
    ...columns,
  });
  return id;
}

/** `count` completed USD operations between the same parties on 1, 2, 3 … March 2026, the investors' share of the n-th from `shareOf(n)`: a month of sources to distribute. */
export async function seedMarchOperations(
  db: Tx,
  count: number,
  shareOf: (index: number) => string,
  parties: { clientId: string; mediatorId: string },
): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await seedOperation(db, { date: `2026-03-${String(1 + index).padStart(2, '0')}`, currency: 'USD', investorShare: shareOf(index), ...parties });
  }
}

export async function seedSale(db: Tx, fields: { date: string; currency: string; profit: string; status?: string }): Promise<string> {
  const id = randomUUID();
  await db.insert(productSales).values({
    id,
    saleNumber: `PS-${unique()}`,
    currency: fields.currency,
    productName: 'Gold',
    quantity: '1',
    purchasePrice: '0',
    additionalCost: '0',
    customsFees: '0',
    salePrice: fields.profit,
    totalCost: '0',
    totalSale: fields.profit,
    profit: fields.profit,
    saleDate: fields.date,
    status: fields.status ?? 'sold',
  });
  return id;
}

export async function setDistributionSettings(
  db: Tx,
  fields: { specialServiceRatio: string; weightingMethod: string; specialBeneficiaryId: string | null },
): Promise<void> {
  await db
    .insert(companySettings)
    .values({ id: 1, ...fields })
    .onConflictDoUpdate({ target: companySettings.id, set: fields });
}

/**
 * The parties most distribution tests start from, written in this order: a client, its mediators,
 * then the special-services beneficiary that the settings name at a ratio of 5 (docs/distribution.md §7).
 */
export async function seedDistributionParties<const Mediators extends ReadonlyArray<{ id?: string; name: string }>>(
  db: Tx,
  params: { mediators: Mediators; beneficiary: string; weightingMethod: string },
): Promise<{ client: string; mediators: { [Index in keyof Mediators]: string }; beneficiary: string }> {
  const client = await seedIndividual(db, { name: 'Client' });
  const mediators: string[] = [];
  for (const mediator of params.mediators) mediators.push(await seedIndividual(db, { ...mediator, type: 'mediator' }));
  const beneficiary = await seedIndividual(db, { name: params.beneficiary });
  await setDistributionSettings(db, { specialServiceRatio: '5', weightingMethod: params.weightingMethod, specialBeneficiaryId: beneficiary });
  return { client, mediators: mediators as { [Index in keyof Mediators]: string }, beneficiary };
}

/**
 * The parties of a test whose distributions post at once (four-eyes approval, on in a new database,
 * has its own tests), its investors weighted at the month's end: the approval turned off, then
 * seedDistributionParties.
 */
export async function seedPartiesPostingAtOnce<const Mediators extends ReadonlyArray<{ id?: string; name: string }>>(
  db: Tx,
  params: { mediators: Mediators; beneficiary: string },
): Promise<{ client: string; mediators: { [Index in keyof Mediators]: string }; beneficiary: string }> {
  await setDistributionApproval(db, false);
  return seedDistributionParties(db, { ...params, weightingMethod: 'month-end' });
}

/**
 * The four-eyes setting (docs/distribution.md §14), on in a new database. Tests of posting itself turn
 * it off in their setup, so that distribute, commissions and reset post at once as before.
 */
export async function setDistributionApproval(db: Tx, on: boolean): Promise<void> {
  await db
    .insert(companySettings)
    .values({ id: 1, distributionsNeedApproval: on })
    .onConflictDoUpdate({ target: companySettings.id, set: { distributionsNeedApproval: on } });
}

export async function seedMediatorLink(db: Tx, fields: { mediatorId: string; investorId: string; percentage: string; status?: string }): Promise<string> {
  const id = randomUUID();
  await db.insert(mediatorPercentages).values({ id, ...fields, status: fields.status ?? 'active' });
  return id;
}

export async function countRows(db: Tx, table: string, where = 'true'): Promise<number> {
  const answer = (await db.execute(sql.raw(`select count(*)::int as count from ${table} where ${where}`))) as unknown as { rows: Array<{ count: number }> };
  return answer.rows[0]?.count ?? 0;
}
