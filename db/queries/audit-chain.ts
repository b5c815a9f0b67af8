import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

/**
 * A row of the chain as stored, with the canonical text of its content (what its keyed hash covers
 * after the previous hash) and the unkeyed hash its content gives (how rows were chained before the
 * chain had a key, docs/architecture.md §9).
 */
export type ChainLink = { id: string; at: string; prevHash: string | null; hash: string; content: string; unkeyedHash: string };

/** The next `limit` rows after `afterId` in chain (id) order. */
export async function readChainLinks(db: Tx, params: { afterId: string | null; limit: number }): Promise<ChainLink[]> {
  return rowsOf<ChainLink>(
    db,
    sql`select id::text as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, prev_hash as "prevHash", hash,
          audit_row_content(id, at, actor_id, action, entity, entity_id, before, after, client_address, request_id) as content,
          audit_row_hash(id, at, actor_id, action, entity, entity_id, before, after, client_address, request_id, prev_hash) as "unkeyedHash"
        from audit_log where ${params.afterId === null ? sql`true` : sql`id > ${params.afterId}::bigint`}
        order by audit_log.id limit ${params.limit}`,
  );
}

export async function auditHashExists(db: Tx, hash: string): Promise<boolean> {
  const rows = await rowsOf<{ found: boolean }>(db, sql`select exists (select 1 from audit_log where hash = ${hash}) as found`);
  return rows[0]?.found === true;
}

/** Replaces the links of the given rows (re-keying); each row's content stays as it is. */
export async function rewriteChainLinks(tx: Tx, links: ReadonlyArray<{ id: string; prevHash: string | null; hash: string }>): Promise<void> {
  if (links.length === 0) return;
  await tx.execute(sql`
    update audit_log set prev_hash = e.item->>'prevHash', hash = e.item->>'hash'
    from jsonb_array_elements(${JSON.stringify(links)}::jsonb) as e(item)
    where audit_log.id = (e.item->>'id')::bigint`);
}
