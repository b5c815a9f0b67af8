import { asc, gte, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { operations } from '../schema';

// The dashboard's sums of the operations: counts by status, totals by currency and by month.

export type StatusCount = { status: string; count: number };
export type CurrencySum = { currency: string; total: string };

export async function countOperationsByStatus(db: Tx): Promise<StatusCount[]> {
  return db
    .select({ status: operations.status, count: sql<number>`count(*)::int` })
    .from(operations)
    .groupBy(operations.status);
}

/** Sums per currency of amounts (pending and completed) and of company shares (completed only). */
export async function sumOperationsByCurrency(db: Tx): Promise<Array<{ currency: string; amount: string; companyShare: string }>> {
  return db
    .select({
      currency: operations.currency,
      amount: sql<string>`coalesce(sum(${operations.amount}) filter (where ${operations.status} <> 'cancelled'), 0)::text`,
      companyShare: sql<string>`coalesce(sum(${operations.companyShare}) filter (where ${operations.status} = 'completed'), 0)::text`,
    })
    .from(operations)
    .groupBy(operations.currency)
    .orderBy(asc(operations.currency));
}

export type OperationMonth = { month: string; currency: string; operationsCount: number; volume: string; companyProfit: string };

/** Per month and currency since `from`: count and volume of live operations, company profit of completed ones. */
export async function sumOperationsByMonth(db: Tx, params: { from: string }): Promise<OperationMonth[]> {
  const month = sql<string>`to_char(${operations.operationDate}, 'YYYY-MM')`;
  return db
    .select({
      month,
      currency: operations.currency,
      operationsCount: sql<number>`(count(*) filter (where ${operations.status} <> 'cancelled'))::int`,
      volume: sql<string>`coalesce(sum(${operations.amount}) filter (where ${operations.status} <> 'cancelled'), 0)::text`,
      companyProfit: sql<string>`coalesce(sum(${operations.companyShare}) filter (where ${operations.status} = 'completed'), 0)::text`,
    })
    .from(operations)
    .where(gte(operations.operationDate, params.from))
    .groupBy(month, operations.currency)
    .orderBy(month, operations.currency);
}
