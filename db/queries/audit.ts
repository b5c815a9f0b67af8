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

/** Entries per statement of {@link insertAuditEntries}. */
const AUDIT_ROWS_PER_INSERT = 500;

/**
 * Many entries appended to the chain in order, a few hundred per statement (a bulk import): the
 * same lock as {@link insertAudit}, then each statement links its rows one after the other with a
 * recursive query, every hash computed by `audit_row_hash` as for a single entry.
 */
export async function insertAuditEntries(tx: Tx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK_KEY})`);
  for (let start = 0; start < entries.length; start += AUDIT_ROWS_PER_INSERT) {
    const items = JSON.stringify(
      entries.slice(start, start + AUDIT_ROWS_PER_INSERT).map((entry) => ({
        actorId: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
        clientAddress: entry.clientAddress,
        requestId: entry.requestId,
      })),
    );
    await tx.execute(sql`
      with recursive given as (select ${items}::jsonb as items),
      chain (n, id, item, prev_hash, hash) as (
        select 0, first.id, first.item, head.hash,
          audit_row_hash(first.id, now(), first.item->>'actorId', first.item->>'action', first.item->>'entity', first.item->>'entityId',
            nullif(first.item->'before', 'null'::jsonb), nullif(first.item->'after', 'null'::jsonb), first.item->>'clientAddress', first.item->>'requestId', head.hash)
        from (select nextval(pg_get_serial_sequence('audit_log', 'id')) as id, items->0 as item from given) first
        left join (select hash from audit_log order by id desc limit 1) head on true
        union all
        select next.n, next.id, next.item, chain.hash,
          audit_row_hash(next.id, now(), next.item->>'actorId', next.item->>'action', next.item->>'entity', next.item->>'entityId',
            nullif(next.item->'before', 'null'::jsonb), nullif(next.item->'after', 'null'::jsonb), next.item->>'clientAddress', next.item->>'requestId', chain.hash)
        from chain cross join lateral (
          select chain.n + 1 as n, nextval(pg_get_serial_sequence('audit_log', 'id')) as id, given.items->(chain.n + 1) as item
          from given where chain.n + 1 < jsonb_array_length(given.items)
        ) next
      )
      insert into audit_log (id, at, actor_id, action, entity, entity_id, before, after, client_address, request_id, prev_hash, hash)
      select id, now(), item->>'actorId', item->>'action', item->>'entity', item->>'entityId', nullif(item->'before', 'null'::jsonb), nullif(item->'after', 'null'::jsonb),
        item->>'clientAddress', item->>'requestId', prev_hash, hash
      from chain order by n`);
  }
}
