import { and, eq, getTableColumns, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OperationSortColumn } from '../../contract/operations';
import type { Tx } from '../client';
import { individuals, operations } from '../schema';
import { infixPattern } from './individual-lookup';
import { statementsByShape } from './planned-once';
import { packedLine, packedPage, packedText, unpackedRows, type PackedFields } from './packed-rows';
import { nextNumber } from './sequence';
import {
  keysetOrder,
  keysetPlaceholders,
  keysetShape,
  keysetValues,
  sortableColumns,
  type KeysetShape,
  type KeysetSort,
  type SortableColumn,
} from './sorted-keyset';

export type OperationColumns = typeof operations.$inferSelect;
export type OperationRecord = OperationColumns & { clientName: string; mediatorName: string };
export type NewOperation = Omit<typeof operations.$inferInsert, 'seq' | 'number' | 'createdAt' | 'updatedAt'>;
export type OperationChanges = Partial<Omit<typeof operations.$inferInsert, 'id' | 'seq' | 'number' | 'createdAt'>>;

const client = alias(individuals, 'client');
const mediator = alias(individuals, 'mediator');

/**
 * An operation's columns with its client's and mediator's names, selected flat: drizzle builds each
 * row as it is answered (a nested selection spread into a flat one took a tenth of the server's
 * CPU on the first page under load).
 */
const WITH_NAMES = { ...getTableColumns(operations), clientName: client.name, mediatorName: mediator.name };

function selectWithNames<Extra extends Record<string, SQL>>(db: Tx, extra: Extra) {
  return db
    .select({ ...WITH_NAMES, ...extra })
    .from(operations)
    .innerJoin(client, eq(client.id, operations.clientId))
    .innerJoin(mediator, eq(mediator.id, operations.mediatorId));
}

export async function findOperationById(db: Tx, id: string): Promise<OperationRecord | null> {
  const rows = await selectWithNames(db, {}).where(eq(operations.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Locks the operation row: a complete and a cancel of one operation run one after the other. */
export async function findOperationForUpdate(db: Tx, id: string): Promise<OperationColumns | null> {
  const rows = await db.select().from(operations).where(eq(operations.id, id)).limit(1).for('update');
  return rows[0] ?? null;
}

/** The number comes from the row's own sequence value, taken first so both are written together. */
export async function insertOperation(db: Tx, values: NewOperation): Promise<void> {
  const { seq, number } = await nextNumber(db, 'operations', 'OP');
  await db.insert(operations).values({ ...values, seq, number });
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
  /** The rows picked one by one (docs/operations.md §12): only these, in the sort's order. */
  ids?: string[];
};

/**
 * What the list sorts by (docs/architecture.md §8). By date, the default, the page is read from the
 * (date, id) indexes, and a search naming few people from the (person, date, id) ones; the other
 * sorts walk the filtered rows.
 */
export const OPERATION_SORTS = sortableColumns({
  day: { date: operations.operationDate },
  text: { number: operations.number, client: client.name, mediator: mediator.name, currency: operations.currency, status: operations.status },
  decimal: { amount: operations.amount, equivalentUsd: operations.equivalentUsd, revenue: operations.revenue, companyShare: operations.companyShare },
}) satisfies Record<OperationSortColumn, SortableColumn>;

export type OperationSortKeyset = KeysetSort<OperationSortColumn>;

/**
 * A search resolved before the list is read: its ILIKE pattern, the individuals whose name it
 * matches and the operations whose number it matches, each list `null` when the search matches too
 * many (or is too short for the trigram indexes) to list.
 */
export type PreparedSearch = { pattern: string; named: string[] | null; numbered: string[] | null };
export type PreparedOperationFilters = Omit<OperationFilters, 'search'> & { search?: PreparedSearch };

export type ListOperationsParams = OperationFilters & { sort: OperationSortKeyset; limit: number };
export type ListPreparedOperationsParams = PreparedOperationFilters & { sort: OperationSortKeyset; limit: number };

/**
 * Above this many named individuals (or numbers) a search is common: walking the date index finds
 * a page of its operations sooner than reading each one's newest operations.
 */
const LISTED_NAMES = 200;
const LISTED_NUMBERS = 2000;

/** The trigram indexes serve a search holding three letters or digits in a row; a shorter one is common anyway. */
export function trigramSearchable(search: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(search);
}

const placeholder = sql.placeholder;

/**
 * The individuals a search names and the operations whose number it matches, each from its
 * trigram index, or `null` past the limits (the planner cannot estimate an infix ILIKE, so the
 * lists are read first and the page planned on them). Every search asks it first: built once and
 * planned once per connection like the page (planned-once.ts).
 */
const searchHitsStatement = statementsByShape('operations_search_hits', (db: Tx) => {
  const named = db
    .select({ arm: sql<'named' | 'numbered'>`'named'`.as('arm'), id: individuals.id })
    .from(individuals)
    .where(ilike(individuals.name, placeholder('pattern')))
    .limit(LISTED_NAMES + 1);
  const numbered = db
    .select({ arm: sql<'named' | 'numbered'>`'numbered'`.as('arm'), id: operations.id })
    .from(operations)
    .where(ilike(operations.number, placeholder('pattern')))
    .limit(LISTED_NUMBERS + 1);
  return named.unionAll(numbered);
});

async function searchHits(db: Tx, pattern: string): Promise<Pick<PreparedSearch, 'named' | 'numbered'>> {
  const rows = await searchHitsStatement(db, null, { pattern });
  const ids = (arm: 'named' | 'numbered') => rows.filter((row) => row.arm === arm).map((row) => row.id);
  const [namedIds, numberedIds] = [ids('named'), ids('numbered')];
  return { named: namedIds.length > LISTED_NAMES ? null : namedIds, numbered: numberedIds.length > LISTED_NUMBERS ? null : numberedIds };
}

/** Resolves the search once, for one page or for every batch of an export. */
export async function prepareOperationFilters(db: Tx, filters: OperationFilters): Promise<PreparedOperationFilters> {
  const { search, ...rest } = filters;
  if (!search) return rest;
  const pattern = infixPattern(search);
  const hits = trigramSearchable(search) ? await searchHits(db, pattern) : { named: null, numbered: null };
  return { ...rest, search: { pattern, ...hits } };
}

const FILTERS = ['status', 'currency', 'sourceCountry', 'destinationCountry', 'from', 'to', 'ids'] as const;
type FilterName = (typeof FILTERS)[number];

/**
 * How a resolved search shapes the page: `listed` when it named few people and numbers and the
 * page is by date (each list given or empty), `walked` otherwise (`named`: the people are given as
 * a list, else matched in the statement).
 */
type SearchShape = { kind: 'listed'; named: boolean; numbered: boolean } | { kind: 'walked'; named: boolean };

/**
 * What decides the text of a page's statement, and nothing else: the filters given, the sort,
 * whether the page starts after a cursor, the search's shape. The values are placeholders, given by
 * pageValues: one statement serves every request of its shape (planned-once.ts).
 */
type PageShape = KeysetShape<OperationSortColumn> & { filters: FilterName[]; search: SearchShape | null };

// One parameter for the whole list: the statement's text stays the same whatever the list's length.
const textArray = (name: 'named' | 'numbered' | 'ids') => sql`${placeholder(name)}::text[]`;

const FILTER_CONDITIONS: Record<FilterName, () => SQL> = {
  status: () => eq(operations.status, placeholder('status')),
  currency: () => eq(operations.currency, placeholder('currency')),
  sourceCountry: () => eq(operations.sourceCountry, placeholder('sourceCountry')),
  destinationCountry: () => eq(operations.destinationCountry, placeholder('destinationCountry')),
  from: () => gte(operations.operationDate, placeholder('from')),
  to: () => lte(operations.operationDate, placeholder('to')),
  ids: () => sql`${operations.id} = any(${textArray('ids')})`,
};

/** The search as a filter of the date-ordered walk: number by trigram infix, client or mediator among the named. */
function walkedSearchCondition(db: Tx, listed: boolean): SQL | undefined {
  const pattern = placeholder('pattern');
  if (listed) {
    const named = textArray('named');
    return or(ilike(operations.number, pattern), sql`${operations.clientId} = any(${named})`, sql`${operations.mediatorId} = any(${named})`);
  }
  const named = db.select({ id: individuals.id }).from(individuals).where(ilike(individuals.name, pattern));
  return or(ilike(operations.number, pattern), inArray(operations.clientId, named), inArray(operations.mediatorId, named));
}

/**
 * A search with few names and numbers: the page is taken from the first `limit` operations (in
 * page order, after the keyset, through the other filters) of each named client and mediator,
 * read from the (client or mediator, date, id) indexes, and of the numbered operations. The arms
 * are disjoint (a mediator's arm leaves out the named clients' operations, the numbers' arm both),
 * so they are appended without the sort that removing duplicates costs.
 */
function listedSearchCondition(search: { named: boolean; numbered: boolean }, others: SQL | undefined, descending: boolean): SQL {
  const direction = descending ? sql`desc` : sql`asc`;
  const filter = others ? sql` and ${others}` : sql``;
  const order = sql`${operations.operationDate} ${direction}, ${operations.id} ${direction}`;
  const limit = placeholder('limit');
  const named = textArray('named');
  const firstOf = (column: AnyPgColumn, unlisted: SQL) =>
    sql`select head.operation_date, head.id from unnest(${named}) as person(id) cross join lateral (
          select ${operations.operationDate} as operation_date, ${operations.id} as id from ${operations}
          where ${column} = person.id${unlisted}${filter} order by ${order} limit ${limit}) head`;
  const unnamed = search.named ? sql` and ${operations.clientId} <> all(${named}) and ${operations.mediatorId} <> all(${named})` : sql``;
  const arms = [
    ...(search.named ? [firstOf(operations.clientId, sql``), firstOf(operations.mediatorId, sql` and ${operations.clientId} <> all(${named})`)] : []),
    ...(search.numbered
      ? [
          sql`select ${operations.operationDate} as operation_date, ${operations.id} as id from ${operations}
              where ${operations.id} = any(${textArray('numbered')})${unnamed}${filter}`,
        ]
      : []),
  ];
  return sql`${operations.id} in (select page.id from (${sql.join(arms, sql` union all `)} order by 1 ${direction}, 2 ${direction} limit ${limit}) page)`;
}

function searchShape(search: PreparedSearch, column: OperationSortColumn): SearchShape {
  // The listed search reads each person's operations in date order: it serves the date sorts only.
  if (search.named !== null && search.numbered !== null && column === 'date')
    return { kind: 'listed', named: search.named.length > 0, numbered: search.numbered.length > 0 };
  return { kind: 'walked', named: search.named !== null };
}

function pageShape(params: ListPreparedOperationsParams): PageShape {
  return {
    filters: FILTERS.filter((name) => params[name]),
    ...keysetShape(params.sort),
    search: params.search ? searchShape(params.search, params.sort.column) : null,
  };
}

/** The values of a page's placeholders; those its shape does not use are ignored. */
function pageValues(params: ListPreparedOperationsParams): Record<string, unknown> {
  const { search, sort, limit, ...filters } = params;
  return {
    ...filters,
    ...keysetValues({ sort, limit }),
    pattern: search?.pattern,
    named: search?.named,
    numbered: search?.numbered,
  };
}

function pageConditions(db: Tx, shape: PageShape) {
  const order = keysetOrder(OPERATION_SORTS, operations.id, keysetPlaceholders(shape));
  const others = [...shape.filters.map((name) => FILTER_CONDITIONS[name]()), order.where].filter((condition): condition is SQL => condition !== undefined);
  const search = shape.search;
  const conditions = !search
    ? others
    : search.kind === 'listed'
      ? [listedSearchCondition(search, others.length ? and(...others) : undefined, shape.direction === 'desc')]
      : [walkedSearchCondition(db, search.named), ...others].filter((condition): condition is SQL => condition !== undefined);
  return { where: conditions.length ? and(...conditions) : undefined, order: order.orderBy, sortValue: order.sortValue };
}

const matchesNothing = (search: PreparedSearch | undefined) => search?.named?.length === 0 && search.numbered?.length === 0;

/** The page of every visit and search, one statement per shape (pageShape). */
const pageStatement = statementsByShape('operations_page', (db: Tx, shape: PageShape) => {
  const { where, order, sortValue } = pageConditions(db, shape);
  return selectWithNames(db, { sortValue })
    .where(where)
    .orderBy(...order)
    .limit(placeholder('limit'));
});

/** One page in the sort's order, after the keyset of the previous page's last row, the search already resolved. */
export async function listPreparedOperations(db: Tx, params: ListPreparedOperationsParams): Promise<Array<OperationRecord & { sortValue: string }>> {
  if (matchesNothing(params.search)) return [];
  return pageStatement(db, pageShape(params), pageValues(params));
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

/**
 * The page of an export's batch, one built statement per shape like the list's page, but planned
 * for each batch's values as before: a whole export's range and sort are not a page's.
 */
const exportStatement = statementsByShape(
  'operations_export',
  (db: Tx, shape: PageShape) => {
    const { where, order, sortValue } = pageConditions(db, shape);
    const fields = { ...EXPORTED, sortValue: packedText(sortValue) };
    const page = db
      .select({ line: packedLine(fields).as('line') })
      .from(operations)
      .innerJoin(client, eq(client.id, operations.clientId))
      .innerJoin(mediator, eq(mediator.id, operations.mediatorId))
      .where(where)
      .orderBy(...order)
      .limit(placeholder('limit'))
      .as('page');
    return db.select({ page: packedPage(page.line) }).from(page);
  },
  'values',
);

/** An exported row's keys in the packed line's order: the exported columns, then the sort value. */
const EXPORTED_KEYS: Record<keyof ExportedOperationRecord | 'sortValue', unknown> = { ...EXPORTED, sortValue: 'sortValue' };

/**
 * The same page as listPreparedOperations with the exported columns only, read packed
 * (packed-rows.ts), and the sort value the next batch starts after.
 */
export async function listExportedOperations(db: Tx, params: ListPreparedOperationsParams): Promise<Array<ExportedOperationRecord & { sortValue: string }>> {
  if (matchesNothing(params.search)) return [];
  const [answer] = await exportStatement(db, pageShape(params), pageValues(params));
  return unpackedRows<ExportedOperationRecord & { sortValue: string }>(EXPORTED_KEYS, answer?.page ?? null);
}

/** One page in the sort's order, after the keyset of the previous page's last row. */
export async function listOperations(db: Tx, params: ListOperationsParams): Promise<Array<OperationRecord & { sortValue: string }>> {
  const { search, sort, limit, ...filters } = params;
  return listPreparedOperations(db, { ...(await prepareOperationFilters(db, { ...filters, search })), sort, limit });
}
