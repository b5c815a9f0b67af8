import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../db/client';
import { findSessionWithUser, type SessionWithUser } from '../../db/queries/session-lookup';
import type { FastifyInstance } from 'fastify';
import { AUTH_CHANGES_CHANNEL, SessionCache } from './session-cache';

/**
 * The common case of a request's session check, without better-auth's endpoint machinery (1.3 ms
 * of CPU a request, against 0.1 ms for this): a signed session cookie, alone, whose session is
 * found, unexpired and not yet due for its refresh. It verifies the cookie's signature exactly as
 * better-auth does (HMAC-SHA256 of the token with the secret, base64) and reads the session and
 * its user in one statement.
 *
 * Anything else answers `undecided`, and the caller asks better-auth, which then does what it
 * alone does: deletes an expired session, clears a dead cookie, refreshes the expiry and sets the
 * cookie again (once per `updateAgeSeconds`), reads its other cookies.
 */
export type SessionCheck = { kind: 'session'; found: SessionWithUser } | { kind: 'none' } | { kind: 'undecided' };

export type SessionCheckConfig = {
  /** The session cookie's name as better-auth sets it (prefix and `__Secure-` included). */
  cookieName: string;
  /** Cookies better-auth would also read (or clear); their presence, chunks included, sends the request to better-auth. */
  otherCookieNames: readonly string[];
  secret: string;
  expiresInSeconds: number;
  updateAgeSeconds: number;
  /** On the embedded database: the rows already read (session-cache.ts). */
  cache: SessionCache | null;
};

const SIGNATURE_LENGTH = 44;

/** The check's settings from better-auth's own context, and the cache on the embedded database. */
export async function sessionCheckConfigOf(app: FastifyInstance, onStop: (stop: () => Promise<void>) => void): Promise<SessionCheckConfig> {
  const context = await app.auth.$context;
  let cache: SessionCache | null = null;
  if (app.database.listen) {
    const kept = new SessionCache();
    onStop(await app.database.listen(AUTH_CHANGES_CHANNEL, () => kept.forget()));
    cache = kept;
  }
  return {
    cache,
    cookieName: context.authCookies.sessionToken.name,
    otherCookieNames: [context.authCookies.sessionData.name, context.authCookies.dontRememberToken.name],
    secret: context.secret,
    expiresInSeconds: context.sessionConfig.expiresIn,
    updateAgeSeconds: context.sessionConfig.updateAge,
  };
}

/**
 * The value of each cookie of a Cookie header exactly as better-call reads them for better-auth:
 * the first of a name wins, a value opening with a double quote loses its first and last
 * characters (closing quote or not), and `%` escapes are decoded when they are valid.
 */
export function cookieValues(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1) continue;
    const name = part.slice(0, equals).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

/** The bytes of a base64 signature as the web platform's `atob` reads it (spare bits ignored), or null. */
function signatureBytes(signature: string): Buffer | null {
  try {
    return Buffer.from(atob(signature), 'latin1');
  } catch {
    return null;
  }
}

/**
 * The token of a signed cookie value (`token.signature`), or null when the signature does not
 * match. Same rules as better-call: 44 characters ending in `=`, compared as decoded bytes, so
 * every spelling it accepts is accepted here too.
 */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const given = signatureBytes(signature);
  const expected = createHmac('sha256', secret).update(token).digest();
  return given !== null && given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

async function readSession(db: Tx, cache: SessionCache | null, token: string): Promise<SessionWithUser | null> {
  if (!cache) return findSessionWithUser(db, token);
  const kept = cache.get(token);
  if (kept) return kept;
  const readAt = cache.generation;
  const found = await findSessionWithUser(db, token);
  if (found) cache.remember(token, found, readAt);
  return found;
}

export async function checkSession(db: Tx, config: SessionCheckConfig, cookieHeader: string, now = Date.now()): Promise<SessionCheck> {
  const cookies = cookieValues(cookieHeader);
  for (const name of cookies.keys()) if (config.otherCookieNames.some((other) => name.startsWith(other))) return { kind: 'undecided' };
  const value = cookies.get(config.cookieName);
  if (value === undefined) return { kind: 'none' };
  const token = verifiedToken(value, config.secret);
  if (token === null) return { kind: 'none' };
  const found = await readSession(db, config.cache, token);
  if (!found || found.expiresAtMs < now) return { kind: 'undecided' };
  const refreshDue = found.expiresAtMs - config.expiresInSeconds * 1000 + config.updateAgeSeconds * 1000 <= now;
  return refreshDue ? { kind: 'undecided' } : { kind: 'session', found };
}
