import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AUDIT_REFERENCE_KINDS, type AuditReferenceKind } from '../../contract/audit-fields';
import type { Tx } from '../client';
import { distributionProposals, individuals, monthlyProfits, operations, productSales, profitRequests, subAllocations, subscribers, users } from '../schema';
import { statementsByShape } from './planned-once';

/** Where one kind of value is read: the table (and the one it is joined to), the record's id, the value; a bigint id for `bigint`. */
type Source = { table: PgTable; join?: { table: PgTable; on: SQL }; id: AnyColumn; value: AnyColumn; bigint?: true };

/** The name of each kind's records: a person's name, an operation's or a sale's number. */
const NAME_SOURCES: Record<AuditReferenceKind, Source> = {
  user: { table: users, id: users.id, value: users.name },
  individual: { table: individuals, id: individuals.id, value: individuals.name },
  subscriber: {
    table: subscribers,
    join: { table: individuals, on: sql`${individuals.id} = ${subscribers.individualId}` },
    id: subscribers.id,
    value: individuals.name,
  },
  operation: { table: operations, id: operations.id, value: operations.number },
  'product-sale': { table: productSales, id: productSales.id, value: productSales.saleNumber },
};

const bigintIds = (ids: string[]) => ids.filter((id) => /^\d{1,18}$/.test(id));

/** The entities whose records carry a currency of their own (a sub-allocation takes its primary subscriber's). */
const CURRENCY_SOURCES = {
  operation: { table: operations, id: operations.id, value: operations.currency },
  'product-sale': { table: productSales, id: productSales.id, value: productSales.currency },
  subscriber: { table: subscribers, id: subscribers.id, value: subscribers.currency },
  'sub-allocation': {
    table: subAllocations,
    join: { table: subscribers, on: sql`${subscribers.id} = ${subAllocations.primarySubscriberId}` },
    id: subAllocations.id,
    value: subscribers.currency,
  },
  'profit-request': { table: profitRequests, id: profitRequests.id, value: profitRequests.currency },
  'distribution-proposal': { table: distributionProposals, id: distributionProposals.id, value: distributionProposals.currency },
  'monthly-profit': { table: monthlyProfits, id: monthlyProfits.id, value: monthlyProfits.currency, bigint: true },
} satisfies Record<string, Source>;

export type CurrencyEntity = keyof typeof CURRENCY_SOURCES;
export const CURRENCY_ENTITIES = Object.keys(CURRENCY_SOURCES) as CurrencyEntity[];

/** Every arm of the statement: `name:<kind>` and `currency:<entity>`, each with its source; its ids are the placeholder of its name. */
const ARMS: Array<[arm: string, source: Source]> = [
  ...AUDIT_REFERENCE_KINDS.map((kind) => [`name:${kind}`, NAME_SOURCES[kind]] as [string, Source]),
  ...CURRENCY_ENTITIES.map((entity) => [`currency:${entity}`, CURRENCY_SOURCES[entity]] as [string, Source]),
];

/**
 * One statement for every kind and entity, built and planned once (planned-once.ts): one arm each,
 * its ids an array placeholder (empty when the page names none of them), so that a page's
 * references cost one execution and no planning. Building and planning the arms of each page's
 * kinds took longer than reading them (issue 31).
 */
const referencesStatement = statementsByShape('audit_references', (db: Tx) => {
  const [first, ...others] = ARMS.map(([arm, source]) => {
    const select = db
      .select({ arm: sql<string>`${arm}::text`, id: sql<string>`${source.id}::text`, value: sql<string>`${source.value}::text` })
      .from(source.table)
      .$dynamic();
    const joined = source.join ? select.innerJoin(source.join.table, source.join.on) : select;
    return joined.where(sql`${source.id} = any(${sql.placeholder(arm)}::${source.bigint ? sql`bigint` : sql`text`}[])`);
  });
  return others.reduce((union, arm) => union.unionAll(arm), first!);
});

/** What a page asks: the ids of each kind whose names it shows, the ids of each entity whose currency it needs. */
export type ReferenceQuestion = { names: Map<AuditReferenceKind, string[]>; currencies: Map<CurrencyEntity, string[]> };
export type ReferenceAnswer = { names: Map<AuditReferenceKind, Map<string, string>>; currencies: Map<CurrencyEntity, Map<string, string>> };

/**
 * The names and currencies a page (or an export batch) of the audit log shows, in one statement for
 * the whole page whatever its length, never one query per row (a query per kind, each on a
 * connection of its own, took more than the page's read, issue 31). Ids of records since deleted
 * are simply absent.
 */
export async function referencesOf(db: Tx, question: ReferenceQuestion): Promise<ReferenceAnswer> {
  const found: ReferenceAnswer = { names: new Map(), currencies: new Map() };
  const asked: Array<[string, string[]]> = [
    ...[...question.names].map(([kind, ids]): [string, string[]] => [`name:${kind}`, [...new Set(ids)]]),
    ...[...question.currencies].map(([entity, ids]): [string, string[]] => [
      `currency:${entity}`,
      [...new Set(entity === 'monthly-profit' ? bigintIds(ids) : ids)],
    ]),
  ].filter(([, ids]) => ids.length > 0);
  if (asked.length === 0) return found;
  const values: Record<string, string[]> = Object.fromEntries(ARMS.map(([arm]) => [arm, []]));
  for (const [arm, ids] of asked) values[arm] = ids;
  for (const row of await referencesStatement(db, null, values)) {
    const [side, of] = row.arm.split(/:(.*)/s) as ['name' | 'currency', string];
    const byOf = (side === 'name' ? found.names : found.currencies) as Map<string, Map<string, string>>;
    let kept = byOf.get(of);
    if (!kept) byOf.set(of, (kept = new Map()));
    kept.set(row.id, row.value);
  }
  return found;
}
