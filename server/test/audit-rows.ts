import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** The audit rows of one action, only those on `entityId` (one id or any of several) when it is given. */
export function auditRows(database: Database, action: string, entityId?: string | string[]) {
  const entity = entityId === undefined ? undefined : Array.isArray(entityId) ? inArray(auditLog.entityId, entityId) : eq(auditLog.entityId, entityId);
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), entity));
}
