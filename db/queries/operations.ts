import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';
import { individuals, operations } from '../schema';
import { infixPattern } from './individual-lookup';
import { packedLine, packedPage, packedText, unpackedRows, type PackedFields } from './packed-rows';
import { nextSerial } from './sequence';

export type OperationColumns = typeof operations.$inferSelect;
export type OperationRecord = OperationColumns & { clientName: string; mediatorName: string };
export type NewOperation = Omit<typeof operations.$inferInsert, 'seq' | 'number' | 'createdAt' | 'updatedAt'>;
export type OperationChanges = Partial<Omit<typeof operations.$inferInsert, 'id' | 'seq' | 'number' | 'createdAt'>>;

const client = alias(individuals, 'client');
const mediator = alias(individuals, 'mediator');

function selectWithNames(db: Tx) {
  return db
    .select({ operation: operations, clientName: client.name, mediatorName: mediator.name })
    .from(operations)
    .innerJoin(client, eq(client.id, operations.clientId))
    .innerJoin(mediator, eq(mediator.id, operations.mediatorId));
}

const flatten = (row: { operation: OperationColumns; clientName: string; mediatorName: string }): OperationRecord => ({
  ...row.operation,
  clientName: row.clientName,
  mediatorName: row.mediatorName,
});

export async function findOperationById(db: Tx, id: string): Promise<OperationRecord | null> {
  const rows = await selectWithNames(db).where(eq(operations.id, id)).limit(1);
  return rows[0] ? flatten(rows[0]) : null;
}

/** Locks the operation row: a complete and a cancel of one operation run one after the other. */
export async function findOperationForUpdate(db: Tx, id: string): Promise<OperationColumns | null> {
  const rows = await db.select().from(operations).where(eq(operations.id, id)).limit(1).for('update');
  return rows[0] ?? null;
}

/** The number comes from the row's own sequence value, taken first so both are written together. */
export async function insertOperation(db: Tx, values: NewOperation): Promise<void> {
  const seq = await nextSerial(db, 'operations', 'seq');
  await db.insert(operations).values({ ...values, seq, number: `OP-${seq.toString().padStart(6, '0')}` });
}

export async function updateOperation(db: Tx, id: string, changes: OperationChanges): Promise<void> {
  await db
    .update(operations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(operations.id, id));
}

export type OperationFilters = {
  search?: string;
  status?: string;
  currency?: string;
  sourceCountry?: string;
  destinationCountry?: string;
  from?: string;
  to?: string;
};

export type OperationKeyset = { date: string; id: string };

/**
 * A search resolved before the list is read: its ILIKE pattern and, when it matches few
 * operations, the ids of all of them (`null` when it matches too many to list).
 */
export type PreparedSearch = { pattern: string; ids: string[] | null };
export type PreparedOperationFilters = Omit<OperationFilters, 'search'> & { search?: PreparedSearch };

export type ListOperationsParams = OperationFilters & { sort: 'date-desc' | 'date-asc'; after?: OperationKeyset; limit: number };
export type ListPreparedOperationsParams = PreparedOperationFilters & { sort: 'date-desc' | 'date-asc'; after?: OperationKeyset; limit: number };

/** Above this many hits a search is common: walking the date index finds a page of them sooner than sorting them all. */
const LISTED_SEARCH_HITS = 2000;

/**
 * The operations a search finds, from the three trigram- and id-indexed sets (number, client name,
 * mediator name), at most LISTED_SEARCH_HITS of them. A search that matches nothing or little is
 * answered from the indexes instead of filtering every operation in date order: the planner cannot
 * estimate an infix ILIKE, and an OR holding sub-selects can only be checked row by row.
 */
async function searchHits(db: Tx, pattern: string): Promise<string[] | null> {
  const answer = (await db.execute(sql`
    select id from (
      select o.id from operations o where o.number ilike ${pattern}
      union all
      select o.id from operations o join individuals i on i.id = o.client_id where i.name ilike ${pattern}
      union all
      select o.id from operations o join individuals i on i.id = o.mediator_id where i.name ilike ${pattern}
    ) hits limit ${LISTED_SEARCH_HITS + 1}`)) as unknown as { rows: Array<{ id: string }> };
  const ids = answer.rows.map((row) => row.id);
  return ids.length > LISTED_SEARCH_HITS ? null : [...new Set(ids)];
}

/** Resolves the search once, for one page or for every batch of an export. */
export async function prepareOperationFilters(db: Tx, filters: OperationFilters): Promise<PreparedOperationFilters> {
  const { search, ...rest } = filters;
  if (!search) return rest;
  const pattern = infixPattern(search);
  return { ...rest, search: { pattern, ids: await searchHits(db, pattern) } };
}

/**
 * Number by trigram infix; client and mediator names through the individuals' trigram index,
 * turned into id lists that the operations' client and mediator indexes serve. A search with few
 * hits is the list of their ids (primary key).
 */
function searchCondition(db: Tx, search: PreparedSearch): SQL | undefined {
  if (search.ids) return inArray(operations.id, search.ids);
  const named = db.select({ id: individuals.id }).from(individuals).where(ilike(individuals.name, search.pattern));
  return or(ilike(operations.number, search.pattern), inArray(operations.clientId, named), inArray(operations.mediatorId, named));
}

function filterConditions(db: Tx, filters: PreparedOperationFilters): SQL[] {
  return [
    filters.search ? searchCondition(db, filters.search) : undefined,
    filters.status ? eq(operations.status, filters.status) : undefined,
    filters.currency ? eq(operations.currency, filters.currency) : undefined,
    filters.sourceCountry ? eq(operations.sourceCountry, filters.sourceCountry) : undefined,
    filters.destinationCountry ? eq(operations.destinationCountry, filters.destinationCountry) : undefined,
    filters.from ? gte(operations.operationDate, filters.from) : undefined,
    filters.to ? lte(operations.operationDate, filters.to) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

function pageConditions(db: Tx, params: ListPreparedOperationsParams) {
  const descending = params.sort === 'date-desc';
  const keyset = params.after
    ? descending
      ? sql`(${operations.operationDate}, ${operations.id}) < (${params.after.date}, ${params.after.id})`
      : sql`(${operations.operationDate}, ${operations.id}) > (${params.after.date}, ${params.after.id})`
    : undefined;
  const conditions = [...filterConditions(db, params), keyset].filter((condition): condition is SQL => condition !== undefined);
  return {
    where: conditions.length ? and(...conditions) : undefined,
    order: descending ? [desc(operations.operationDate), desc(operations.id)] : [asc(operations.operationDate), asc(operations.id)],
  };
}

/** One page in (date, id) order, after the keyset of the previous page's last row, the search already resolved. */
export async function listPreparedOperations(db: Tx, params: ListPreparedOperationsParams): Promise<OperationRecord[]> {
  if (params.search?.ids?.length === 0) return [];
  const { where, order } = pageConditions(db, params);
  const rows = await selectWithNames(db).where(where).orderBy(...order).limit(params.limit);
  return rows.map(flatten);
}

/** What an export writes of an operation: no timestamps, authors or rules to convert for each of its rows. */
export type ExportedOperationRecord = Pick<
  OperationRecord,
  | 'id'
  | 'number'
  | 'operationDate'
  | 'sourceCountry'
  | 'destinationCountry'
  | 'clientName'
  | 'mediatorName'
  | 'amount'
  | 'currency'
  | 'exchangeRate'
  | 'equivalentUsd'
  | 'serviceRate'
  | 'revenue'
  | 'investorShare'
  | 'mediatorType'
  | 'mediatorShare'
  | 'specialShare'
  | 'companyShare'
  | 'status'
>;

const EXPORTED: PackedFields<ExportedOperationRecord> = {
  id: operations.id,
  number: operations.number,
  operationDate: operations.operationDate,
  sourceCountry: operations.sourceCountry,
  destinationCountry: operations.destinationCountry,
  clientName: packedText(client.name),
  mediatorName: packedText(mediator.name),
  amount: operations.amount,
  currency: operations.currency,
  exchangeRate: operations.exchangeRate,
  equivalentUsd: operations.equivalentUsd,
  serviceRate: operations.serviceRate,
  revenue: operations.revenue,
  investorShare: operations.investorShare,
  mediatorType: operations.mediatorType,
  mediatorShare: operations.mediatorShare,
  specialShare: operations.specialShare,
  companyShare: operations.companyShare,
  status: operations.status,
};

/** The same page as listPreparedOperations with the exported columns only, read packed (packed-rows.ts). */
export async function listExportedOperations(db: Tx, params: ListPreparedOperationsParams): Promise<ExportedOperationRecord[]> {
  if (params.search?.ids?.length === 0) return [];
  const { where, order } = pageConditions(db, params);
  const page = db
    .select({ line: packedLine(EXPORTED).as('line') })
    .from(operations)
    .innerJoin(client, eq(client.id, operations.clientId))
    .innerJoin(mediator, eq(mediator.id, operations.mediatorId))
    .where(where)
    .orderBy(...order)
    .limit(params.limit)
    .as('page');
  const [answer] = await db.select({ page: packedPage(page.line) }).from(page);
  return unpackedRows(EXPORTED, answer?.page ?? null);
}

/** One page in (date, id) order, after the keyset of the previous page's last row. */
export async function listOperations(db: Tx, params: ListOperationsParams): Promise<OperationRecord[]> {
  const { search, sort, after, limit, ...filters } = params;
  return listPreparedOperations(db, { ...(await prepareOperationFilters(db, { ...filters, search })), sort, after, limit });
}

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
