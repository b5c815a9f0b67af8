import { and, between, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditSortColumn } from '../../contract/audit-log';
import type { Tx } from '../client';
import { auditLog, users } from '../schema';
import { containsPattern } from './keyset';
import { givenFilters, pageStatements, type FilteredShape } from './planned-once';
import {
  keysetOrder,
  keysetShape,
  keysetStatementPage,
  keysetValues,
  sortableColumns,
  type KeysetPage,
  type KeysetShape,
  type SortableColumn,
} from './sorted-keyset';

export type AuditLogFilter = { actor?: string; entity?: string; action?: string; fromAt?: string; beforeAt?: string };

export type AuditLogRecord = {
  id: string;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  clientAddress: string | null;
  requestId: string | null;
};

/** `at` orders by the chain's own order (the id grows with each row written), served by the primary key. */
export const AUDIT_SORTS = sortableColumns({
  integer: { at: auditLog.id },
  text: { action: auditLog.action, entity: auditLog.entity },
}) satisfies Record<AuditSortColumn, SortableColumn>;

/**
 * The actors `actor` names: a user id, and the users part of whose name or e-mail it is, read first
 * from the users' trigram indexes; `null` when the text names more users than NAMED_ACTORS.
 */
async function namedActors(db: Tx, actor: string): Promise<string[] | null> {
  const pattern = containsPattern(actor);
  const named = await db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
    .limit(NAMED_ACTORS + 1);
  return named.length > NAMED_ACTORS ? null : [actor, ...named.map((row) => row.id)];
}

/** How many users an actor filter's text may name before the log is walked in page order instead. */
const NAMED_ACTORS = 500;

/**
 * The rows of the named actors. Given to the page as values, the planner weighs how many they are
 * and reads their rows from the log's (actor, id) index, instead of walking the whole log and joining
 * each row to its user (issue 31: 680 ms at 100,000 rows when no actor matched). In the log's own
 * order (`at`, the id) the page's ids are taken from each actor's first rows on that index: the
 * planner, counting a few hundred rows for each actor it does not know, would otherwise walk the
 * whole log in id order for a name whose users wrote nothing (56 ms instead of 0.4 at 100,000 rows).
 */
function actorCondition(filter: AuditLogFilter, named: string[] | null, order: KeysetOrder, limit: number, dayIds: SQL | undefined): SQL | undefined {
  const actor = filter.actor;
  if (!actor) return undefined;
  // A text common to more users than that matches log rows soon enough on the walk in page order.
  if (named === null) {
    const pattern = containsPattern(actor);
    return or(eq(auditLog.actorId, actor), ilike(users.name, pattern), ilike(users.email, pattern));
  }
  if (order.column !== 'at') return inArray(auditLog.actorId, named);
  const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const others = and(dayIds, conditions(filter, undefined, order.where));
  return sql`${auditLog.id} = any(array(
    select actor_page.id from unnest(${sql.param(named)}::text[]) as actor(id) cross join lateral (
      select ${auditLog.id} as id from ${auditLog} where ${auditLog.actorId} = actor.id${others ? sql` and ${others}` : sql``}
      order by ${auditLog.id} ${direction} limit ${limit}
    ) as actor_page order by actor_page.id ${direction} limit ${limit}))`;
}

/**
 * In the log's own order, the ids of the rows of the days asked, as a range of the primary key: the
 * rows of a month sit together in the id order but the planner does not know it, and walked the
 * whole log from its newest row to the month's (106 ms instead of 1 at 100,000 rows, issue 31). Read
 * from the (at, id) index alone; `min(id + 0)` is an aggregate over the range's index entries, where
 * `min(id)` would be planned as a walk of the primary key from its end through the other days.
 */
async function dayIdRange(db: Tx, filter: AuditLogFilter): Promise<SQL | undefined> {
  const days = and(...dayConditions(filter));
  if (!days) return undefined;
  const [range] = await db
    .select({ first: sql<string | null>`min(${auditLog.id} + 0)::text`, last: sql<string | null>`max(${auditLog.id} + 0)::text` })
    .from(auditLog)
    .where(days);
  if (!range?.first || !range.last) return sql`false`;
  return between(auditLog.id, BigInt(range.first), BigInt(range.last));
}

const dayConditions = (filter: AuditLogFilter) => [
  filter.fromAt ? gte(auditLog.at, new Date(filter.fromAt)) : undefined,
  filter.beforeAt ? lt(auditLog.at, new Date(filter.beforeAt)) : undefined,
];

type KeysetOrder = ReturnType<typeof keysetOrder<AuditSortColumn>> & { column: AuditSortColumn; direction: 'asc' | 'desc' };

/** `actor` (its ids already read), `entity`, `action` (a whole action or its start, "operation."), the days. */
function conditions(filter: AuditLogFilter, actor: SQL | undefined, keyset: SQL | undefined): SQL | undefined {
  return and(
    actor,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? or(eq(auditLog.action, filter.action), like(auditLog.action, actionStart(filter.action))) : undefined,
    ...dayConditions(filter),
    keyset,
  );
}

/** One page in the sort's order, after the keyset of the previous page's last row. */
export async function listAuditLog(
  db: Tx,
  params: { filter: AuditLogFilter } & KeysetPage<AuditSortColumn>,
): Promise<Array<AuditLogRecord & { sortValue: string }>> {
  const { filter, sort, limit } = params;
  if (!filter.actor && !filter.fromAt && !filter.beforeAt) {
    const shape = { ...keysetShape(sort), filters: givenFilters(['entity', 'action'] as const, filter) };
    return pageStatement(db, shape, {
      ...keysetValues(params),
      entity: filter.entity,
      action: filter.action,
      actionStart: filter.action && actionStart(filter.action),
    });
  }
  const order = { ...keysetOrder(AUDIT_SORTS, auditLog.id, sort, 'integer'), column: sort.column, direction: sort.direction };
  const [named, dayIds] = await Promise.all([filter.actor ? namedActors(db, filter.actor) : null, sort.column === 'at' ? dayIdRange(db, filter) : undefined]);
  const actor = actorCondition(filter, named, order, limit, dayIds);
  return selectRecords(db, order.sortValue)
    .where(and(dayIds, conditions(filter, actor, order.where)))
    .orderBy(...order.orderBy)
    .limit(limit);
}

function selectRecords(db: Tx, sortValue: SQL<string>) {
  return db
    .select({
      id: sql<string>`${auditLog.id}::text`,
      sortValue,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: users.name,
      actorEmail: users.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      clientAddress: auditLog.clientAddress,
      requestId: auditLog.requestId,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .$dynamic();
}

/** An action filter's pattern of the actions it starts ("operation." for every operation's), %, _ and \\ taken literally. */
const actionStart = (action: string) => `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters of a page read by one statement of its own; their values are its placeholders (an action's start is `actionStart`). */
const AUDIT_FILTERS = {
  entity: () => eq(auditLog.entity, sql.placeholder('entity')),
  action: () => or(eq(auditLog.action, sql.placeholder('action')), like(auditLog.action, sql.placeholder('actionStart'))),
};

/**
 * The log's page with no filter (the screen's first visit), or by entity or action only: one
 * statement per shape (planned-once.ts), planned for the filter's values when one is given. A page
 * by actor or by days is built for its values above: which index serves it depends on what the
 * filter's text names, read first.
 */
const pageStatement = pageStatements('audit_page', (db: Tx, shape: KeysetShape<AuditSortColumn> & FilteredShape<keyof typeof AUDIT_FILTERS>) =>
  keysetStatementPage(
    (sortValue) => selectRecords(db, sortValue),
    AUDIT_SORTS,
    auditLog.id,
    shape,
    shape.filters.map((filter) => AUDIT_FILTERS[filter]()),
    undefined,
    'integer',
  ),
);
