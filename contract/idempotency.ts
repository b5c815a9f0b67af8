import { z } from 'zod';

/** The header a money write takes so that a retry of it never writes twice (docs/operations.md §10). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that is the stored answer of an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** 1 to 200 printable ASCII characters: a UUID is what the web app sends. */
export const ZIdempotencyKey = z.string().regex(/^[\x20-\x7e]{1,200}$/, 'invalid_value');

/** The headers of a money write: the key, optional; every other header as it comes. */
export const ZIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: ZIdempotencyKey.optional().meta({
    description:
      'Any value of 1 to 200 printable characters, new for each submission (a UUID). The same key with the same request answers the first answer again and writes nothing more; with another request it is refused (IDEMPOTENCY_KEY_REUSED). Kept 24 hours, per user.',
  }),
});

/**
 * Every route that takes the key, as `METHOD path` in the API reference's form: the web client sends
 * one per submission to these, and sends a submission again, with its key, when no answer came back.
 * The server marks the same routes (`idempotent: true`); a test holds both lists equal.
 */
export const IDEMPOTENT_WRITES = [
  'POST /api/balance-transactions',
  'POST /api/balance-transactions/{id}/complete',
  'POST /api/balance-transactions/{id}/cancel',
  'POST /api/balance-transactions/{id}/reverse',
  'POST /api/update-balance',
  'POST /api/operations',
  'PUT /api/operations/{id}',
  'POST /api/operations/{id}/complete',
  'POST /api/operations/{id}/cancel',
  'POST /api/operations/complete-many',
  'POST /api/product-sales',
  'PUT /api/product-sales/{id}',
  'POST /api/product-sales/{id}/sell',
  'POST /api/product-sales/{id}/cancel',
  'POST /api/profit-distribution/distribute',
  'POST /api/profit-distribution/commissions/distribute',
  'POST /api/profit-distribution/reset',
  'POST /api/distribution-runs/{id}/approve',
  'POST /api/distribution-runs/{id}/reject',
  'POST /api/money-proposals/{id}/approve',
  'POST /api/money-proposals/{id}/reject',
  'POST /api/profit-requests/{id}/approve',
  'POST /api/profit-requests/{id}/reject',
  'POST /api/profit-requests/decide-many',
  'POST /api/imports/commit',
  'POST /api/withdrawals/{id}/decide',
] as const;

const writes = new Set<string>(IDEMPOTENT_WRITES);

/** Whether `method path` (path as the reference writes it, `{id}` unfilled) takes the key. */
export function isIdempotentWrite(method: string, path: string): boolean {
  return writes.has(`${method.toUpperCase()} ${path}`);
}
