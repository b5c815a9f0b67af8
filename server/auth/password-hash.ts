import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's minimum for scrypt: N = 2^17, r = 8, p = 1 (128 MiB of memory per hash). */
export const OWASP_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Tests only (vitest.config.ts and the browser tests' servers set it): log2 of a lower N for new
 * hashes, so that the thousands of sign-ups and sign-ins of the suites do not each spend a third of
 * a second. Unset, as in production, new hashes take OWASP's cost; a start says when it is set
 * (docs/architecture.md §3).
 */
export const TEST_COST_VARIABLE = 'WASIT_TEST_PASSWORD_COST';
const LOWEST_TEST_LOG2_N = 10;

/** The cost of new hashes: OWASP's, unless WASIT_TEST_PASSWORD_COST names a log2 N from 10 to 17; any other value is refused. */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): { N: number; r: number; p: number } {
  const text = env[TEST_COST_VARIABLE];
  if (text === undefined || text === '') return OWASP_COST;
  const log2N = Number.parseInt(text, 10);
  if (!/^\d{1,2}$/.test(text) || log2N < LOWEST_TEST_LOG2_N || log2N > 17)
    throw new Error(`${TEST_COST_VARIABLE} (tests only) must be a log2 N from ${LOWEST_TEST_LOG2_N} to 17, got "${text}"`);
  return { ...OWASP_COST, N: 2 ** log2N };
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Format: `scrypt$N$r$p$salt$key` (base64), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const cost = passwordCost();
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(password, Buffer.from(saltText, 'base64'), {
    N: Number.parseInt(n, 10),
    r: Number.parseInt(r, 10),
    p: Number.parseInt(p, 10),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
