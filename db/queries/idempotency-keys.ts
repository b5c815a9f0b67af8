import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

/** How long a key is kept, and answers a retry (docs/operations.md §10). */
const KEPT = sql`interval '24 hours'`;

export type IdempotencyKeyOf = { userId: string; key: string };
export type IdempotencyClaim = IdempotencyKeyOf & { operationId: string; fingerprint: string; requestId: string };
export type IdempotentAnswer = { statusCode: number; contentType: string | null; body: string };
/** A key as stored: who claimed it for what, and the answer once given. */
export type StoredIdempotencyKey = { requestId: string; fingerprint: string; answer: IdempotentAnswer | null };

type KeyRow = { requestId: string; fingerprint: string; statusCode: number | null; contentType: string | null; responseBody: string | null };

function storedOf(row: KeyRow): StoredIdempotencyKey {
  const answer = row.statusCode === null ? null : { statusCode: row.statusCode, contentType: row.contentType, body: row.responseBody ?? '' };
  return { requestId: row.requestId, fingerprint: row.fingerprint, answer };
}

/** The key as stored, unless it has none or it is older than it is kept. */
export async function findIdempotencyKey(db: Tx, { userId, key }: IdempotencyKeyOf): Promise<StoredIdempotencyKey | null> {
  const [row] = await rowsOf<KeyRow>(
    db,
    sql`select request_id as "requestId", fingerprint, status_code as "statusCode", content_type as "contentType", response_body as "responseBody"
        from idempotency_keys where user_id = ${userId} and key = ${key} and created_at >= now() - ${KEPT}`,
  );
  return row ? storedOf(row) : null;
}

/**
 * Claims the key for a request, in the transaction of its write: null when it is this request's now
 * (or already was, from one of its earlier transactions), else the key as another request stored it.
 * On PostgreSQL a claim by a transaction still open makes this one wait for its end: committed, the
 * key is theirs; rolled back, it is this one's.
 */
export async function claimIdempotencyKey(tx: Tx, claim: IdempotencyClaim): Promise<StoredIdempotencyKey | null> {
  await tx.execute(sql`delete from idempotency_keys where user_id = ${claim.userId} and key = ${claim.key} and created_at < now() - ${KEPT}`);
  const claimed = await rowsOf<{ requestId: string }>(
    tx,
    sql`insert into idempotency_keys (user_id, key, operation_id, fingerprint, request_id)
        values (${claim.userId}, ${claim.key}, ${claim.operationId}, ${claim.fingerprint}, ${claim.requestId})
        on conflict (user_id, key) do nothing
        returning request_id as "requestId"`,
  );
  if (claimed.length > 0) return null;
  const held = await findIdempotencyKey(tx, claim);
  return held === null || held.requestId === claim.requestId ? null : held;
}

/** Keeps the answer of the request that claimed the key; false when it holds no claim (nothing it wrote committed). */
export async function recordIdempotentAnswer(db: Tx, claim: IdempotencyKeyOf & { requestId: string }, answer: IdempotentAnswer): Promise<boolean> {
  const updated = await rowsOf<{ key: string }>(
    db,
    sql`update idempotency_keys set status_code = ${answer.statusCode}, content_type = ${answer.contentType}, response_body = ${answer.body}
        where user_id = ${claim.userId} and key = ${claim.key} and request_id = ${claim.requestId} and status_code is null
        returning key`,
  );
  return updated.length > 0;
}

/** The key and its answer at once, for a success that opened no transaction; a key claimed meanwhile is left as it is. */
export async function insertIdempotentAnswer(db: Tx, claim: IdempotencyClaim, answer: IdempotentAnswer): Promise<void> {
  await db.execute(
    sql`insert into idempotency_keys (user_id, key, operation_id, fingerprint, request_id, status_code, content_type, response_body)
        values (${claim.userId}, ${claim.key}, ${claim.operationId}, ${claim.fingerprint}, ${claim.requestId},
                ${answer.statusCode}, ${answer.contentType}, ${answer.body})
        on conflict (user_id, key) do nothing`,
  );
}

/** Deletes up to `limit` keys older than they are kept, skipping any another instance is deleting; returns how many. */
export async function pruneIdempotencyKeys(db: Tx, limit: number): Promise<number> {
  const deleted = await rowsOf<{ key: string }>(
    db,
    sql`delete from idempotency_keys where (user_id, key) in (
          select user_id, key from idempotency_keys where created_at < now() - ${KEPT} order by created_at limit ${limit} for update skip locked)
        returning key`,
  );
  return deleted.length;
}
