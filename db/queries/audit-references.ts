import { eq, inArray, sql } from 'drizzle-orm';
import type { AuditReferenceKind } from '../../contract/audit-fields';
import type { Tx } from '../client';
import { distributionProposals, individuals, monthlyProfits, operations, productSales, profitRequests, subAllocations, subscribers, users } from '../schema';

type IdName = { id: string; name: string };

/** The name of each kind's records: a person's name, an operation's or a sale's number. */
const NAME_QUERIES: Record<AuditReferenceKind, (db: Tx, ids: string[]) => Promise<IdName[]>> = {
  user: (db, ids) => db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)),
  individual: (db, ids) => db.select({ id: individuals.id, name: individuals.name }).from(individuals).where(inArray(individuals.id, ids)),
  subscriber: (db, ids) =>
    db
      .select({ id: subscribers.id, name: individuals.name })
      .from(subscribers)
      .innerJoin(individuals, eq(individuals.id, subscribers.individualId))
      .where(inArray(subscribers.id, ids)),
  operation: (db, ids) => db.select({ id: operations.id, name: operations.number }).from(operations).where(inArray(operations.id, ids)),
  'product-sale': (db, ids) => db.select({ id: productSales.id, name: productSales.saleNumber }).from(productSales).where(inArray(productSales.id, ids)),
};

/**
 * The names of the records of one kind among `ids`, in one query (a page of the audit log asks
 * once per kind, never once per row); ids of records since deleted are simply absent.
 */
export async function namesOf(db: Tx, kind: AuditReferenceKind, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await NAME_QUERIES[kind](db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

type IdCurrency = { id: string; currency: string };

const bigintIds = (ids: string[]) => ids.filter((id) => /^\d{1,18}$/.test(id)).map(BigInt);

/** The entities whose records carry a currency of their own (a sub-allocation takes its primary subscriber's). */
const CURRENCY_QUERIES = {
  operation: (db: Tx, ids: string[]): Promise<IdCurrency[]> =>
    db.select({ id: operations.id, currency: operations.currency }).from(operations).where(inArray(operations.id, ids)),
  'product-sale': (db: Tx, ids: string[]): Promise<IdCurrency[]> =>
    db.select({ id: productSales.id, currency: productSales.currency }).from(productSales).where(inArray(productSales.id, ids)),
  subscriber: (db: Tx, ids: string[]): Promise<IdCurrency[]> =>
    db.select({ id: subscribers.id, currency: subscribers.currency }).from(subscribers).where(inArray(subscribers.id, ids)),
  'sub-allocation': (db: Tx, ids: string[]): Promise<IdCurrency[]> =>
    db
      .select({ id: subAllocations.id, currency: subscribers.currency })
      .from(subAllocations)
      .innerJoin(subscribers, eq(subscribers.id, subAllocations.primarySubscriberId))
      .where(inArray(subAllocations.id, ids)),
  'profit-request': (db: Tx, ids: string[]): Promise<IdCurrency[]> =>
    db.select({ id: profitRequests.id, currency: profitRequests.currency }).from(profitRequests).where(inArray(profitRequests.id, ids)),
  'distribution-proposal': (db: Tx, ids: string[]): Promise<IdCurrency[]> =>
    db
      .select({ id: distributionProposals.id, currency: distributionProposals.currency })
      .from(distributionProposals)
      .where(inArray(distributionProposals.id, ids)),
  'monthly-profit': async (db: Tx, ids: string[]): Promise<IdCurrency[]> => {
    const numeric = bigintIds(ids);
    if (numeric.length === 0) return [];
    return db
      .select({ id: sql<string>`${monthlyProfits.id}::text`, currency: monthlyProfits.currency })
      .from(monthlyProfits)
      .where(inArray(monthlyProfits.id, numeric));
  },
} as const;

export type CurrencyEntity = keyof typeof CURRENCY_QUERIES;
export const CURRENCY_ENTITIES = Object.keys(CURRENCY_QUERIES) as CurrencyEntity[];

/** The currency of each record of one entity among `ids`, in one query. */
export async function currenciesOf(db: Tx, entity: CurrencyEntity, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await CURRENCY_QUERIES[entity](db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.currency]));
}
