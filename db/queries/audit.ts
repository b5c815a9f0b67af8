import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { auditKey, keyedLinkHash } from '../audit-key';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

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

/** The chain's newest link after an append, as `audit:verify --expect` names it. */
export type AuditLink = { id: string; hash: string };

/** Serialises writers of the audit chain across connections and app instances sharing one PostgreSQL. */
export const AUDIT_CHAIN_LOCK_KEY = 4_242_002;

/** Entries per statement of a long append (a bulk import). */
const AUDIT_ROWS_PER_INSERT = 500;

export async function lockAuditChain(tx: Tx): Promise<void> {
  // Held until the enclosing transaction ends, so the next writer reads this writer's rows as the head.
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK_KEY})`);
}

const byId = (left: string, right: string) => (BigInt(left) < BigInt(right) ? -1 : BigInt(left) > BigInt(right) ? 1 : 0);

/**
 * Appends in order (docs/architecture.md §9): under the chain's lock, one statement reads the head
 * and takes the ids; per batch the database gives each row's canonical content (with `now()`, the
 * transaction's time, as the insert will store it) and the server chains the keyed hashes, which
 * the insert then stores. The key never reaches the database.
 */
async function appendToChain(tx: Tx, entries: readonly AuditEntry[]): Promise<AuditLink> {
  const key = auditKey();
  await lockAuditChain(tx);
  // A separate statement from the lock, so its snapshot is taken after it and sees the last committed head.
  const [start] = await rowsOf<{ headId: string | null; head: string | null; ids: string[] }>(
    tx,
    sql`select last.id::text as "headId", last.hash as head,
          array(select nextval(pg_get_serial_sequence('audit_log', 'id'))::text from generate_series(1, ${entries.length}::int)) as ids
        from (select 1) as one left join lateral (select id, hash from audit_log order by id desc limit 1) as last on true`,
  );
  const ids = [...start!.ids].sort(byId);
  let head: AuditLink | null = start!.head === null ? null : { id: start!.headId!, hash: start!.head };
  for (let offset = 0; offset < entries.length; offset += AUDIT_ROWS_PER_INSERT) {
    const batch = entries.slice(offset, offset + AUDIT_ROWS_PER_INSERT).map((entry, index) => ({
      id: ids[offset + index]!,
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      clientAddress: entry.clientAddress,
      requestId: entry.requestId,
    }));
    const contents = await rowsOf<{ content: string }>(
      tx,
      sql`select audit_row_content((e.item->>'id')::bigint, now(), e.item->>'actorId', e.item->>'action', e.item->>'entity', e.item->>'entityId',
            nullif(e.item->'before', 'null'::jsonb), nullif(e.item->'after', 'null'::jsonb), e.item->>'clientAddress', e.item->>'requestId') as content
          from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) with ordinality as e(item, n) order by e.n`,
    );
    const linked = batch.map((item, index) => {
      const prevHash: string | null = head?.hash ?? null;
      const hash = keyedLinkHash(key, prevHash, contents[index]!.content);
      head = { id: item.id, hash };
      return { ...item, prevHash, hash };
    });
    await tx.execute(sql`
      insert into audit_log (id, at, actor_id, action, entity, entity_id, before, after, client_address, request_id, prev_hash, hash)
      select (e.item->>'id')::bigint, now(), e.item->>'actorId', e.item->>'action', e.item->>'entity', e.item->>'entityId',
        nullif(e.item->'before', 'null'::jsonb), nullif(e.item->'after', 'null'::jsonb), e.item->>'clientAddress', e.item->>'requestId',
        e.item->>'prevHash', e.item->>'hash'
      from jsonb_array_elements(${JSON.stringify(linked)}::jsonb) as e(item)`);
  }
  return head!;
}

/**
 * Call inside the transaction that makes the change, so the change and its trace land together.
 * Called on the database itself (a trace with no change beside it), it opens a transaction of its
 * own, since the chain's lock lives as long as a transaction.
 */
export async function insertAudit(db: Tx, entry: AuditEntry): Promise<void> {
  await appendAudit(db, entry);
}

/** {@link insertAudit}, answering the new row's link (a closed month stores it). */
export async function appendAudit(db: Tx, entry: AuditEntry): Promise<AuditLink> {
  if (is(db, PgTransaction)) return appendToChain(db, [entry]);
  return db.transaction((tx) => appendToChain(tx, [entry]));
}

/** Many entries appended to the chain in order, a few hundred per statement (a bulk import), under the same lock as {@link insertAudit}. */
export async function insertAuditEntries(tx: Tx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await appendToChain(tx, entries);
}
