import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuditReferenceKind } from '../../contract/audit-fields';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';
import { distributionProposals, individuals, monthlyProfits, operations, productSales, profitRequests, subAllocations, subscribers, users } from '../schema';

type Arm = (arm: string, ids: string[]) => SQL;

/**
 * One arm: the records of `table` among `ids` (one array parameter), as (arm, id, value). Raw text
 * rather than a select builder: building the page's arms with drizzle's builders took longer than
 * the statement's round trip (issue 31).
 */
const arm =
  (table: SQL, id: AnyColumn | SQL, value: AnyColumn, idType: SQL = sql`text`): Arm =>
  (name, ids) =>
    sql`select ${name}::text as arm, ${id}::text as id, ${value}::text as value from ${table} where ${id} = any(${sql.param(ids)}::${idType}[])`;

/** The name of each kind's records: a person's name, an operation's or a sale's number. */
const NAME_ARMS: Record<AuditReferenceKind, Arm> = {
  user: arm(sql`${users}`, users.id, users.name),
  individual: arm(sql`${individuals}`, individuals.id, individuals.name),
  subscriber: arm(sql`${subscribers} join ${individuals} on ${individuals.id} = ${subscribers.individualId}`, subscribers.id, individuals.name),
  operation: arm(sql`${operations}`, operations.id, operations.number),
  'product-sale': arm(sql`${productSales}`, productSales.id, productSales.saleNumber),
};

const bigintIds = (ids: string[]) => ids.filter((id) => /^\d{1,18}$/.test(id));

/** The entities whose records carry a currency of their own (a sub-allocation takes its primary subscriber's). */
const CURRENCY_ARMS = {
  operation: arm(sql`${operations}`, operations.id, operations.currency),
  'product-sale': arm(sql`${productSales}`, productSales.id, productSales.currency),
  subscriber: arm(sql`${subscribers}`, subscribers.id, subscribers.currency),
  'sub-allocation': arm(
    sql`${subAllocations} join ${subscribers} on ${subscribers.id} = ${subAllocations.primarySubscriberId}`,
    subAllocations.id,
    subscribers.currency,
  ),
  'profit-request': arm(sql`${profitRequests}`, profitRequests.id, profitRequests.currency),
  'distribution-proposal': arm(sql`${distributionProposals}`, distributionProposals.id, distributionProposals.currency),
  'monthly-profit': ((name, ids) => arm(sql`${monthlyProfits}`, monthlyProfits.id, monthlyProfits.currency, sql`bigint`)(name, bigintIds(ids))) as Arm,
} satisfies Record<string, Arm>;

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
    ...[...question.names].flatMap(([kind, ids]) => (ids.length ? [NAME_ARMS[kind](`name:${kind}`, [...new Set(ids)])] : [])),
    ...[...question.currencies]
      .filter(([entity, ids]) => (entity === 'monthly-profit' ? bigintIds(ids) : ids).length > 0)
      .map(([entity, ids]) => CURRENCY_ARMS[entity](`currency:${entity}`, [...new Set(ids)])),
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
