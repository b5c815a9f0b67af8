import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

export type ChainLink = { id: string; at: string; prevHash: string | null; hash: string; expectedHash: string };

/**
 * The next `limit` rows after `afterId` in chain (id) order, each with the hash its stored content
 * gives now: a stored hash that differs means the row was changed after it was written.
 */
export async function readChainLinks(db: Tx, params: { afterId: string | null; limit: number }): Promise<ChainLink[]> {
  return rowsOf<ChainLink>(
    db,
    sql`select id::text as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, prev_hash as "prevHash", hash,
          audit_row_hash(id, at, actor_id, action, entity, entity_id, before, after, client_address, request_id, prev_hash) as "expectedHash"
        from audit_log where ${params.afterId === null ? sql`true` : sql`id > ${params.afterId}::bigint`}
        order by audit_log.id limit ${params.limit}`,
  );
}

export async function auditHashExists(db: Tx, hash: string): Promise<boolean> {
  const rows = await rowsOf<{ found: boolean }>(db, sql`select exists (select 1 from audit_log where hash = ${hash}) as found`);
  return rows[0]?.found === true;
}
