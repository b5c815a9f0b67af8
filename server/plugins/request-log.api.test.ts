import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { TTwoFactorEnrolment } from '../../contract/two-factor';
import { build, type App } from '../app';
import { asBrowser, cookieFrom, createTestUser, DATABASE_KINDS, openTestDatabase, TEST_PASSWORD, testConfig, type TestDatabase } from '../test/helper';
import { individualBody } from '../test/people-fixtures';
import { totpCode } from '../test/totp';

const NEW_PASSWORD = 'a-brand-new-password-7781';
const WRONG_PASSWORD = 'not-the-password-5519';
const NNI = '1987654321098';

/** Every line the app's logger writes, as written. */
function capture(): { stream: Writable; lines: () => string[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean) };
}

const escaped = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(DATABASE_KINDS)('the request log on %s (docs/running.md §3)', (kind) => {
  let database: TestDatabase;
  let app: App;
  const log = capture();
  /** What must never be written: filled as the sweep meets each secret. */
  const secrets = new Map<string, string>([
    ['the password', TEST_PASSWORD],
    ['a wrong password', WRONG_PASSWORD],
    ['the new password', NEW_PASSWORD],
    ['the national id', NNI],
  ]);
  let userId = '';

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await build({ config: testConfig({ logLevel: 'trace' }), database, logStream: log.stream });
    await app.ready();

    const user = await createTestUser(database, { permissions: ['all'], type: 'admin' });
    userId = user.id;
    const post = (url: string, cookie: string, payload: object) => app.inject({ method: 'POST', url, headers: asBrowser(cookie), payload });

    const refused = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: user.email, password: WRONG_PASSWORD } });
    expect(refused.statusCode).toBe(401);
    const signedIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    let cookie = cookieFrom(signedIn.headers['set-cookie']);
    secrets.set('the session cookie', cookie).set('the session token', cookie.split('=')[1]!.split('.')[0]!);

    const enabled = await post('/api/auth/two-factor/enable', cookie, { password: TEST_PASSWORD });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const enrolment = enabled.json<TTwoFactorEnrolment>();
    secrets.set('the TOTP secret', enrolment.manualKey).set('the TOTP URI', enrolment.totpUri);
    enrolment.backupCodes.forEach((code, index) => secrets.set(`backup code ${index + 1}`, code));
    const code = totpCode(enrolment.manualKey);
    secrets.set('the TOTP code', code);
    const confirmed = await post('/api/auth/two-factor/confirm', cookie, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    cookie = cookieFrom(confirmed.headers['set-cookie']) || cookie;
    secrets.set('the renewed session cookie', cookie);

    const created = await post('/api/individuals', cookie, individualBody({ nni: NNI }));
    expect(created.statusCode, created.body).toBe(200);
    // A refused body (the national id too long) is not logged either.
    expect((await post('/api/individuals', cookie, individualBody({ nni: `${NNI}${'9'.repeat(40)}` }))).statusCode).toBe(400);
    const listed = await app.inject({ method: 'GET', url: `/api/individuals?search=${NNI}`, headers: asBrowser(cookie) });
    expect(listed.statusCode, listed.body).toBe(200);
    const changed = await post('/api/auth/change-password', cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    // A failed statement as the error handler would log it: drizzle puts its parameters in the message.
    app.log.error({ err: new DrizzleQueryError('insert into individuals (nni) values ($1)', [NNI], new Error('boom')) }, 'unexpected error');
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('writes no secret on any line: password, cookie, token, second-factor secret or code, national id', () => {
    const lines = log.lines();
    expect(lines.length).toBeGreaterThan(8);
    for (const [what, secret] of secrets) {
      // A code is digits: only a whole number equal to it counts, not digits inside a timestamp.
      const pattern = /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`) : new RegExp(escaped(secret));
      const leaking = lines.filter((line) => pattern.test(line) || line.includes(encodeURIComponent(secret)));
      expect(leaking, what).toEqual([]);
    }
  });

  it('writes one JSON line per request with its id, user, route pattern, status and duration; refusals with their code', () => {
    const requests = log
      .lines()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request completed');
    expect(requests.map((line) => `${line.method} ${line.route} ${line.status}`)).toEqual([
      'POST /api/auth/sign-in 401',
      'POST /api/auth/sign-in 200',
      'POST /api/auth/two-factor/enable 200',
      'POST /api/auth/two-factor/confirm 200',
      'POST /api/individuals 200',
      'POST /api/individuals 400',
      'GET /api/individuals 200',
      'POST /api/auth/change-password 200',
    ]);
    for (const line of requests) {
      expect(line).toMatchObject({ reqId: expect.any(String), method: expect.any(String), route: expect.stringMatching(/^\/api\//) });
      expect(typeof line.status).toBe('number');
      expect(typeof line.durationMs).toBe('number');
    }
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(requests.length);
    expect(requests[0]).toMatchObject({ route: '/api/auth/sign-in', status: 401, code: 'INVALID_CREDENTIALS', userId: null });
    expect(requests[1]).toMatchObject({ route: '/api/auth/sign-in', status: 200, userId: null });
    expect(requests[2]).toMatchObject({ userId });
    expect(requests[5]).toMatchObject({ code: 'VALIDATION_FAILED', userId });
    expect(requests[7]).toMatchObject({ userId });
  });

  it('logs a failed statement by its query and type, without its parameters', () => {
    const failure = log
      .lines()
      .map((line) => JSON.parse(line) as { msg?: string; err?: { type: string; message: string; cause?: { message: string } } })
      .find((line) => line.msg === 'unexpected error');
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into individuals (nni) values ($1)',
      cause: { message: 'boom' },
    });
  });
});
