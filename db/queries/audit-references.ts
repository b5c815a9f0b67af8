import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuditReferenceKind } from '../../contract/audit-fields';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';
import { distributionProposals, individuals, monthlyProfits, operations, productSales, profitRequests, subAllocations, subscribers, users } from '../schema';

/** One arm's answer: which question it answers (a kind's names or an entity's currencies), the record, the value. */
const answer = (arm: string, id: SQL | SQL.Aliased | Parameters<typeof eq>[0], value: Parameters<typeof eq>[0]) => ({
  arm: sql<string>`${arm}::text`.as('arm'),
  id: sql<string>`${id}::text`.as('id'),
  value: sql<string>`${value}::text`.as('value'),
});

/** The name of each kind's records: a person's name, an operation's or a sale's number. */
const NAME_ARMS = {
  user: (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, users.id, users.name))
      .from(users)
      .where(inArray(users.id, ids)),
  individual: (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, individuals.id, individuals.name))
      .from(individuals)
      .where(inArray(individuals.id, ids)),
  subscriber: (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, subscribers.id, individuals.name))
      .from(subscribers)
      .innerJoin(individuals, eq(individuals.id, subscribers.individualId))
      .where(inArray(subscribers.id, ids)),
  operation: (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, operations.id, operations.number))
      .from(operations)
      .where(inArray(operations.id, ids)),
  'product-sale': (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, productSales.id, productSales.saleNumber))
      .from(productSales)
      .where(inArray(productSales.id, ids)),
} satisfies Record<AuditReferenceKind, unknown>;

const bigintIds = (ids: string[]) => ids.filter((id) => /^\d{1,18}$/.test(id)).map(BigInt);

/** The entities whose records carry a currency of their own (a sub-allocation takes its primary subscriber's). */
const CURRENCY_ARMS = {
  operation: (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, operations.id, operations.currency))
      .from(operations)
      .where(inArray(operations.id, ids)),
  'product-sale': (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, productSales.id, productSales.currency))
      .from(productSales)
      .where(inArray(productSales.id, ids)),
  subscriber: (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, subscribers.id, subscribers.currency))
      .from(subscribers)
      .where(inArray(subscribers.id, ids)),
  'sub-allocation': (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, subAllocations.id, subscribers.currency))
      .from(subAllocations)
      .innerJoin(subscribers, eq(subscribers.id, subAllocations.primarySubscriberId))
      .where(inArray(subAllocations.id, ids)),
  'profit-request': (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, profitRequests.id, profitRequests.currency))
      .from(profitRequests)
      .where(inArray(profitRequests.id, ids)),
  'distribution-proposal': (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, distributionProposals.id, distributionProposals.currency))
      .from(distributionProposals)
      .where(inArray(distributionProposals.id, ids)),
  'monthly-profit': (db: Tx, arm: string, ids: string[]) =>
    db
      .select(answer(arm, monthlyProfits.id, monthlyProfits.currency))
      .from(monthlyProfits)
      .where(inArray(monthlyProfits.id, bigintIds(ids))),
};

export type CurrencyEntity = keyof typeof CURRENCY_ARMS;
export const CURRENCY_ENTITIES = Object.keys(CURRENCY_ARMS) as CurrencyEntity[];

/** What a page asks: the ids of each kind whose names it shows, the ids of each entity whose currency it needs. */
export type ReferenceQuestion = { names: Map<AuditReferenceKind, string[]>; currencies: Map<CurrencyEntity, string[]> };
export type ReferenceAnswer = { names: Map<AuditReferenceKind, Map<string, string>>; currencies: Map<CurrencyEntity, Map<string, string>> };

/**
 * The names and currencies a page (or an export batch) of the audit log shows, in one statement for
 * the whole page whatever its length: one arm per kind of record or entity it names, never one query
 * per row (a query per kind, each on a connection of its own, took more than the page's read, issue
 * 31). Ids of records since deleted are simply absent.
 */
export async function referencesOf(db: Tx, question: ReferenceQuestion): Promise<ReferenceAnswer> {
  const arms = [
    ...[...question.names].flatMap(([kind, ids]) => (ids.length ? [NAME_ARMS[kind](db, `name:${kind}`, [...new Set(ids)])] : [])),
    ...[...question.currencies]
      .filter(([entity, ids]) => (entity === 'monthly-profit' ? bigintIds(ids) : ids).length > 0)
      .map(([entity, ids]) => CURRENCY_ARMS[entity](db, `currency:${entity}`, [...new Set(ids)])),
  ];
  const found: ReferenceAnswer = { names: new Map(), currencies: new Map() };
  if (arms.length === 0) return found;
  const rows = await rowsOf<{ arm: string; id: string; value: string }>(
    db,
    sql.join(
      arms.map((arm) => sql`(${arm})`),
      sql` union all `,
    ),
  );
  for (const row of rows) {
    const [side, of] = row.arm.split(/:(.*)/s) as ['name' | 'currency', string];
    const byOf = (side === 'name' ? found.names : found.currencies) as Map<string, Map<string, string>>;
    let values = byOf.get(of);
    if (!values) byOf.set(of, (values = new Map()));
    values.set(row.id, row.value);
  }
  return found;
}
