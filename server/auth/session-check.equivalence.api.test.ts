import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { signInOn, useSharedPostgres, type AppInstance } from '../test/app-instances';
import { createTestUser, DATABASE_KINDS } from '../test/helper';
import { checkSession, sessionCheckConfigOf, type SessionCheckConfig } from './session-check';
import { useApiSuite } from '../test/api-suite';

const HEADER_COUNT = 1200;
const SEED = 20_261_125;
const COOKIE = 'wasit.session_token';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The session rows the headers point at, each in one state; their times are set again before every header. */
const STATES = ['fresh', 'due-for-refresh', 'expired', 'inactive-user', 'older-than-12-hours'] as const;
type State = (typeof STATES)[number] | 'signed-out';
const expiresInSeconds: Record<(typeof STATES)[number], number> = {
  fresh: 3590,
  'due-for-refresh': 1800,
  expired: -60,
  'inactive-user': 3590,
  'older-than-12-hours': 3590,
};

const hmac = (token: string, secret: string) => createHmac('sha256', secret).update(token).digest('base64');

/** The 4 spellings of a signature's last character before `=` that carry the same bytes (its 2 spare bits). */
function sameBytesSpellings(signature: string): string[] {
  const index = BASE64.indexOf(signature.charAt(42));
  return [0, 1, 2, 3].map((spare) => `${signature.slice(0, 42)}${BASE64.charAt((index & ~3) | spare)}${signature.slice(43)}`);
}

type Piece = { token: State; secret: 'ours' | 'another'; tamper: number; encoding: number; position: number; cut: number; pick: number };

/** One value for the session cookie: signed or not, tampered or not, spelled in one of the ways a client might send it. */
function sessionValue(piece: Piece, tokens: Record<State, string>, secret: string): string {
  const token = tokens[piece.token];
  let signature = hmac(token, piece.secret === 'ours' ? secret : 'another-secret-that-is-long-enough-987654');
  let signedToken = token;
  switch (piece.tamper) {
    case 1:
      signature = sameBytesSpellings(signature)[piece.pick % 4]!;
      break;
    case 2:
      signature = `${signature.slice(0, piece.position % 44)}${BASE64.charAt(piece.pick % 64)}${signature.slice((piece.position % 44) + 1)}`;
      break;
    case 3:
      signedToken = `${token.slice(0, piece.position % token.length)}${BASE64.charAt(piece.pick % 62)}${token.slice((piece.position % token.length) + 1)}`;
      break;
    case 4:
      signature = signature.replaceAll('+', '-').replaceAll('/', '_');
      break;
    case 5:
      signature = signature.slice(0, -1);
      break;
    case 6:
      signature = `${signature.slice(0, 20)} ${signature.slice(21)}`;
      break;
    default:
      break;
  }
  let value = piece.tamper === 7 ? token : `${signedToken}.${signature}`;
  if (piece.cut > 0) value = value.slice(0, Math.max(0, value.length - piece.cut));
  switch (piece.encoding) {
    case 0:
      return encodeURIComponent(value);
    case 1:
      return value;
    case 2:
      return `"${encodeURIComponent(value)}"`;
    case 3:
      return `"${value}`;
    case 4:
      return `"${value}x`;
    case 5:
      return encodeURIComponent(value).replaceAll('%3D', '%3d').replaceAll('%2F', '%2f');
    case 6:
      return encodeURIComponent(encodeURIComponent(value));
    case 7:
      return `${encodeURIComponent(value)}%`;
    case 8:
      return `  ${encodeURIComponent(value)}\t`;
    default:
      return value.replaceAll('=', '%3D');
  }
}

const arbitraryPiece: fc.Arbitrary<Piece> = fc.record({
  token: fc.constantFrom<State>(...STATES, 'signed-out'),
  secret: fc.constantFrom<'ours' | 'another'>('ours', 'ours', 'ours', 'another'),
  tamper: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 7 })),
  encoding: fc.integer({ min: 0, max: 9 }),
  position: fc.nat(),
  cut: fc.oneof(fc.constant(0), fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 50 })),
  pick: fc.nat(),
});

type Part = { kind: 'session'; name: string; piece: Piece } | { kind: 'other'; text: string };

const arbitraryName = fc.constantFrom(
  COOKIE,
  COOKIE,
  COOKIE,
  ` ${COOKIE} `,
  `__Secure-${COOKIE}`,
  'WASIT.session_token',
  `${COOKIE}.0`,
  'wasit.session_tokenx',
);
const arbitraryOther = fc.constantFrom(
  'theme=dark',
  'a=b=c',
  'lonely',
  '',
  ' ',
  'wasit.session_data=eyJzZXNzaW9uIjp7fX0',
  'wasit.session_data.0=eyJzZXNzaW9uIjp7fX0',
  'wasit.dont_remember=true',
  'wasit.dont_remember=',
  'wasit.other=1',
  // The half-signed-in state (password given, code not yet): better-auth's two-factor cookie, no session.
  'wasit.two_factor=2fa-abcdefghijklmnopqrst.c2lnbmF0dXJlLW5vdC1jaGVja2VkLWJ5LXNlc3Npb24tbG9va3Vw',
  '__Secure-wasit.session_data=x',
  `${COOKIE}`,
  `${COOKIE}=`,
  `${COOKIE}=""`,
);
const arbitraryPart: fc.Arbitrary<Part> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('session' as const), name: arbitraryName, piece: arbitraryPiece }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('other' as const), text: arbitraryOther }) },
);
const arbitraryHeader = fc.record({
  parts: fc.array(arbitraryPart, { minLength: 1, maxLength: 4 }),
  separator: fc.constantFrom('; ', ';', ' ; ', ';;', '; ; '),
});

describe.each(DATABASE_KINDS)('the session check on %s', (kind) => {
  const suite = useApiSuite(kind);

  let config: SessionCheckConfig;
  const stops: Array<() => Promise<void>> = [];
  const tokens = {} as Record<State, string>;
  const rows: Array<{ state: (typeof STATES)[number]; id: string; token: string; userId: string; createdAt: Date }> = [];

  beforeAll(async () => {
    config = await sessionCheckConfigOf(suite.app, (stop) => stops.push(stop));
    const active = await createTestUser(suite.database);
    const inactive = await createTestUser(suite.database, { isActive: false });
    for (const state of STATES) {
      tokens[state] = randomUUID().replaceAll('-', '');
      rows.push({
        state,
        id: randomUUID(),
        token: tokens[state],
        userId: state === 'inactive-user' ? inactive.id : active.id,
        createdAt: new Date(Date.now() - (state === 'older-than-12-hours' ? 13 * 3600_000 : 60_000)),
      });
    }
    tokens['signed-out'] = randomUUID().replaceAll('-', '');
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  /** better-auth refreshes, and deletes expired sessions: every header starts from the same rows. */
  const resetSessions = async () => {
    const now = Date.now();
    await suite.database.db
      .insert(sessions)
      .values(rows.map((row) => ({ ...row, expiresAt: new Date(now + expiresInSeconds[row.state] * 1000) })))
      .onConflictDoUpdate({ target: sessions.id, set: { expiresAt: sql`excluded.expires_at` } });
  };

  it(`decides as better-auth's own lookup for ${HEADER_COUNT} generated cookie headers`, async () => {
    const decided = { session: 0, none: 0, deferred: 0 };
    await fc.assert(
      fc.asyncProperty(arbitraryHeader, async ({ parts, separator }) => {
        await resetSessions();
        const header = parts
          .map((part) => (part.kind === 'other' ? part.text : `${part.name}=${sessionValue(part.piece, tokens, config.secret)}`))
          .join(separator);
        const fast = await checkSession(suite.database.db, config, header);
        const lookedUp = await suite.app.auth.api.getSession({ headers: new Headers({ cookie: header }) });
        if (fast.kind === 'undecided') decided.deferred += 1;
        else decided[fast.kind] += 1;
        if (fast.kind === 'session') expect([fast.found.sessionId, fast.found.userId]).toEqual([lookedUp?.session.id, lookedUp?.user.id]);
        if (fast.kind === 'none') expect(lookedUp).toBeNull();
      }),
      { seed: SEED, numRuns: HEADER_COUNT, endOnFailure: true },
    );
    console.info(`session check on ${kind}: ${HEADER_COUNT} cookie headers compared with better-auth (${JSON.stringify(decided)})`);
    expect(decided.session).toBeGreaterThan(50);
    expect(decided.none).toBeGreaterThan(50);
    expect(decided.deferred).toBeGreaterThan(50);
  });

  if (kind === 'postgres') {
    describe('two app instances on one PostgreSQL', () => {
      const shared = useSharedPostgres();

      beforeAll(async () => {
        await shared.start(2, 'two-instances-secret-0123456789abcdef');
      });

      const call = async (instance: AppInstance, cookie: string, method: string, url: string, body?: unknown) => {
        const answer = await fetch(`${instance.url}/api${url}`, {
          method,
          headers: { cookie, origin: instance.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return [answer.status, ((await answer.json()) as { code?: string }).code ?? null] as const;
      };

      it("refuses on instance B's very next request a permission removed or a user deactivated on instance A", async () => {
        const [a, b] = shared.instances as [AppInstance, AppInstance];
        const admin = await createTestUser(shared.database, { permissions: ['user-management'] });
        const clerk = await createTestUser(shared.database, { permissions: ['transactions'] });
        const adminCookie = await signInOn(a, admin.email);
        const clerkCookie = await signInOn(a, clerk.email);
        const list = () => call(b, clerkCookie, 'GET', '/operations?limit=10');
        const setPermissions = (permissions: string[]) => call(a, adminCookie, 'PUT', `/users/${clerk.id}/permissions`, { permissions });

        expect(await list()).toEqual([200, null]);
        expect(await setPermissions(['profile'])).toEqual([200, null]);
        expect(await list()).toEqual([403, 'FORBIDDEN']);
        expect(await setPermissions(['transactions'])).toEqual([200, null]);
        expect(await list()).toEqual([200, null]);
        expect(await call(a, adminCookie, 'POST', `/users/${clerk.id}/deactivate`)).toEqual([200, null]);
        expect(await list()).toEqual([401, 'UNAUTHENTICATED']);
        const [row] = await shared.database.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, clerk.id));
        expect(row?.isActive).toBe(false);
      });
    });
  }
});
