import { and, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditSortColumn } from '../../contract/audit-log';
import type { Tx } from '../client';
import { auditLog, users } from '../schema';
import { containsPattern } from './keyset';
import { keysetOrder, sortableColumns, type KeysetPage, type SortableColumn } from './sorted-keyset';

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

/** `actor` is a user id, or part of the actor's name or e-mail; `action` is a whole action or its start ("operation."). */
function conditions(filter: AuditLogFilter, keyset: SQL | undefined): SQL | undefined {
  const actorPattern = filter.actor ? containsPattern(filter.actor) : null;
  return and(
    filter.actor && actorPattern ? or(eq(auditLog.actorId, filter.actor), ilike(users.name, actorPattern), ilike(users.email, actorPattern)) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? or(eq(auditLog.action, filter.action), like(auditLog.action, `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)) : undefined,
    filter.fromAt ? gte(auditLog.at, new Date(filter.fromAt)) : undefined,
    filter.beforeAt ? lt(auditLog.at, new Date(filter.beforeAt)) : undefined,
    keyset,
  );
}

/** One page in the sort's order, after the keyset of the previous page's last row. */
export async function listAuditLog(
  db: Tx,
  params: { filter: AuditLogFilter } & KeysetPage<AuditSortColumn>,
): Promise<Array<AuditLogRecord & { sortValue: string }>> {
  const order = keysetOrder(AUDIT_SORTS, auditLog.id, params.sort, 'integer');
  return db
    .select({
      id: sql<string>`${auditLog.id}::text`,
      sortValue: order.sortValue,
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
    .where(conditions(params.filter, order.where))
    .orderBy(...order.orderBy)
    .limit(params.limit);
}
