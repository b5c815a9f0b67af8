import { isApiError } from './api-error';

/** The waits before sending a submission again, with its key, when no answer came back: two more tries at most. */
export const RESEND_DELAYS_MS = [500, 2_000] as const;

/**
 * No answer came back, or the server stopped before taking the request, or the first sending of
 * this submission has not answered yet: sent again with the same key, the server answers the first
 * answer or writes once (docs/operations.md §10).
 */
function worthResending(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return ['NETWORK', 'TIMEOUT', 'SERVER_SHUTTING_DOWN', 'IDEMPOTENCY_KEY_IN_PROGRESS'].includes(error.code);
}

/** A random UUID (v4); from getRandomValues, which a page served over plain http on the office network has too. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One submission of a money write: a new key, made once, and the request sent with it, again with
 * the same key after a failure that left no answer; the next submission makes a new key.
 */
export async function submitOnce<T>(send: (key: string) => Promise<T>, delays: readonly number[] = RESEND_DELAYS_MS): Promise<T> {
  const key = newIdempotencyKey();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(key);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !worthResending(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
