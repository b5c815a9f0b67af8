import type { Tx } from '../client';
import { auditLog } from '../schema';

export type AuditEntry = {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  clientAddress: string | null;
  requestId: string | null;
};

/** Call inside the transaction that makes the change, so the change and its trace land together. */
export async function insertAudit(db: Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
