import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';

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

/** Serialises writers of the audit chain across connections and app instances sharing one PostgreSQL. */
const AUDIT_CHAIN_LOCK_KEY = 4_242_002;

function asJsonb(content: unknown) {
  return content === undefined || content === null ? sql`null::jsonb` : sql`${JSON.stringify(content)}::jsonb`;
}

async function appendToChain(tx: Tx, entry: AuditEntry): Promise<void> {
  // The lock is held until the enclosing transaction ends, so the next writer reads this row as the head.
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK_KEY})`);
  // A separate statement, so its snapshot is taken after the lock and sees the last committed head.
  await tx.execute(sql`
    insert into audit_log (id, at, actor_id, action, entity, entity_id, before, after, client_address, request_id, prev_hash, hash)
    select next.id, now(), next.actor_id, next.action, next.entity, next.entity_id, next.before, next.after, next.client_address, next.request_id, head.hash,
      audit_row_hash(next.id, now(), next.actor_id, next.action, next.entity, next.entity_id, next.before, next.after, next.client_address, next.request_id, head.hash)
    from (select nextval(pg_get_serial_sequence('audit_log', 'id')) as id, ${entry.actorId}::text as actor_id, ${entry.action}::text as action,
            ${entry.entity}::text as entity, ${entry.entityId}::text as entity_id, ${asJsonb(entry.before)} as before, ${asJsonb(entry.after)} as after,
            ${entry.clientAddress}::text as client_address, ${entry.requestId}::text as request_id) next
    left join (select hash from audit_log order by id desc limit 1) head on true`);
}

/**
 * Call inside the transaction that makes the change, so the change and its trace land together.
 * Called on the database itself (a trace with no change beside it), it opens a transaction of its
 * own, since the chain's lock lives as long as a transaction.
 */
export async function insertAudit(db: Tx, entry: AuditEntry): Promise<void> {
  if (is(db, PgTransaction)) return appendToChain(db, entry);
  await db.transaction((tx) => appendToChain(tx, entry));
}
