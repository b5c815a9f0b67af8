import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTwoFactorEnrolment } from '../../../contract/two-factor';
import { auditLog, sessions, users } from '../../../db/schema';
import { checkSession, sessionCheckConfigOf, type SessionCheckConfig } from '../../auth/session-check';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { createTestUser, DATABASE_KINDS, TEST_ORIGIN, TEST_PASSWORD } from '../../test/helper';
import { totpCode } from '../../test/totp';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';

const MINUTE = 60_000;

/** A browser's cookie jar: a later Set-Cookie replaces an earlier one, an emptied or expired one is dropped. */
function applyCookies(jar: Map<string, string>, setCookie: string | string[] | undefined): Map<string, string> {
  const next = new Map(jar);
  for (const line of [setCookie ?? []].flat()) {
    const [pair = '', ...attributes] = line.split(';');
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
    if (!value || expired) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
const headerOf = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

describe.each(DATABASE_KINDS)('the second factor on %s', (kind) => {
  const suite = useApiSuite(kind, {
    database: { twoFactorRequired: true },
    config: {
      rateLimits: { ...DEFAULT_RATE_LIMITS, twoFactorPerUser: { freeFailures: 2, firstDelayMs: MINUTE, maxDelayMs: 4 * MINUTE, forgetMs: 60 * MINUTE } },
    },
  });

  let config: SessionCheckConfig;
  const stops: Array<() => Promise<void>> = [];
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  let adminJar: Map<string, string>;

  beforeAll(async () => {
    config = await sessionCheckConfigOf(suite.app, (stop) => stops.push(stop));
    admin = await createTestUser(suite.database, { permissions: ['all'], type: 'admin' });
    adminJar = await enrolled(admin.email);
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  const post = (url: string, jar: Map<string, string>, payload?: object, from = '127.0.0.1') =>
    suite.app.inject({ method: 'POST', url, payload, remoteAddress: from, headers: { origin: TEST_ORIGIN, cookie: headerOf(jar) } });
  const get = (url: string, jar: Map<string, string>) => suite.app.inject({ method: 'GET', url, headers: { cookie: headerOf(jar) } });
  const setRequired = (required: boolean, jar: Map<string, string>) =>
    suite.app.inject({
      method: 'PUT',
      url: '/api/company-settings/two-factor',
      payload: { required },
      headers: { origin: TEST_ORIGIN, cookie: headerOf(jar) },
    });
  const outcome = (answer: { statusCode: number; json: () => { code?: string } }) => [answer.statusCode, answer.json().code ?? null];

  /** Password step: the jar after it, and the answer. */
  const passwordStep = async (email: string) => {
    const answer = await post('/api/auth/sign-in', new Map(), { email, password: TEST_PASSWORD });
    expect(answer.statusCode, answer.body).toBe(200);
    return { answer: answer.json(), jar: applyCookies(new Map(), answer.headers['set-cookie']), setCookie: [answer.headers['set-cookie'] ?? []].flat() };
  };
  const codeStep = async (jar: Map<string, string>, code: string, from?: string) => {
    const answer = await post('/api/auth/sign-in/two-factor', jar, { code }, from);
    return { answer, jar: applyCookies(jar, answer.headers['set-cookie']) };
  };

  /** Signs in with the password alone, starts and confirms an enrolment; the jar of the renewed session. */
  async function enrol(email: string): Promise<{ jar: Map<string, string>; enrolment: TTwoFactorEnrolment }> {
    const { jar } = await passwordStep(email);
    const started = await post('/api/auth/two-factor/enable', jar, { password: TEST_PASSWORD });
    expect(started.statusCode, started.body).toBe(200);
    const enrolment = started.json<TTwoFactorEnrolment>();
    const confirmed = await post('/api/auth/two-factor/confirm', jar, { code: totpCode(enrolment.manualKey) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { jar: applyCookies(jar, confirmed.headers['set-cookie']), enrolment };
  }
  async function enrolled(email: string): Promise<Map<string, string>> {
    return (await enrol(email)).jar;
  }
  /** The code of the step after this one: accepted (one step either side) and not yet taken. */
  const nextCode = (key: string) => totpCode(key, Date.now(), 1);
  /** A session cookie signed as better-auth signs it, for a session made without any endpoint. */
  const sessionCookie = (token: string) => {
    const signature = createHmac('sha256', config.secret).update(token).digest('base64');
    return new Map([[config.cookieName, encodeURIComponent(`${token}.${signature}`)]]);
  };

  it('ends the other sessions when a factor is confirmed; a session that skipped the code may only sign out', async () => {
    // Issue 30 point 9: S2 is whoever stole the password, signed in before the owner enrolled.
    const owner = await createTestUser(suite.database, { permissions: ['all'], type: 'admin' });
    const mine = await passwordStep(owner.email);
    const stolen = await passwordStep(owner.email);
    expect(outcome(await get('/api/users', stolen.jar))).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    const started = (await post('/api/auth/two-factor/enable', mine.jar, { password: TEST_PASSWORD })).json<TTwoFactorEnrolment>();
    const confirmed = await post('/api/auth/two-factor/confirm', mine.jar, { code: totpCode(started.manualKey) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const renewed = applyCookies(mine.jar, confirmed.headers['set-cookie']);
    expect(outcome(await get('/api/users', stolen.jar))).toEqual([401, 'UNAUTHENTICATED']);
    expect(outcome(await setRequired(false, stolen.jar))).toEqual([401, 'UNAUTHENTICATED']);
    expect((await get('/api/auth/session', stolen.jar)).json()).toEqual({ user: null, mustEnrolTwoFactor: false });
    expect((await suite.database.db.select().from(sessions).where(eq(sessions.userId, owner.id))).map((row) => row.twoFactorVerified)).toEqual([true]);
    expect((await get('/api/users', renewed)).statusCode).toBe(200);
    // A password change keeps the session's standing.
    const changed = await post('/api/auth/change-password', renewed, { currentPassword: TEST_PASSWORD, newPassword: 'another-good-password' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get('/api/users', applyCookies(renewed, changed.headers['set-cookie']))).statusCode).toBe(200);
    // A session opened without a code while the owner has a factor (a sign-in racing the
    // confirmation) is refused by both session checks, and may sign out.
    const context = await suite.app.auth.$context;
    const raced = sessionCookie((await context.internalAdapter.createSession(owner.id)).token);
    expect(outcome(await get('/api/users', raced))).toEqual([401, 'UNAUTHENTICATED']);
    expect(outcome(await post('/api/auth/two-factor/disable', raced, { password: 'another-good-password' }))).toEqual([401, 'UNAUTHENTICATED']);
    expect((await get('/api/auth/session', raced)).json()).toMatchObject({ user: null });
    expect((await post('/api/auth/sign-out', raced)).statusCode).toBe(200);
    expect(outcome(await get('/api/users', raced))).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('takes a code once: the same code again within its 30 seconds, or an older one, is refused (RFC 6238 §5.2)', async () => {
    // Issue 30 point 10: two password sign-ins, one code, were two privileged sessions.
    const user = await createTestUser(suite.database, { permissions: ['user-management'] });
    const { enrolment } = await enrol(user.email);
    const first = await passwordStep(user.email);
    const second = await passwordStep(user.email);
    const code = nextCode(enrolment.manualKey);
    expect((await codeStep(first.jar, code)).answer.statusCode).toBe(200);
    expect(outcome((await codeStep(second.jar, code)).answer)).toEqual([401, 'INVALID_TWO_FACTOR_CODE']);
    // The confirmation's code (this step, older than the one just taken) is spent too.
    expect(outcome((await codeStep(second.jar, totpCode(enrolment.manualKey))).answer)).toEqual([401, 'INVALID_TWO_FACTOR_CODE']);
    const refused = await auditRows(suite.database, 'sign-in.failure', user.id);
    expect(refused.map((row) => (row.after as { outcome: string }).outcome)).toEqual(['spent-code', 'spent-code']);
  });

  it('enrols any user from the profile: QR URI, manual key, ten backup codes, confirmed with a first code', async () => {
    const user = await createTestUser(suite.database, { permissions: ['profile'] });
    const { jar } = await passwordStep(user.email);
    expect(outcome(await post('/api/auth/two-factor/enable', jar, { password: 'not-the-password' }))).toEqual([400, 'WRONG_CURRENT_PASSWORD']);
    const started = (await post('/api/auth/two-factor/enable', jar, { password: TEST_PASSWORD })).json<TTwoFactorEnrolment>();
    expect(started.totpUri).toMatch(/^otpauth:\/\/totp\/Wasit:.+\?secret=[A-Z2-7]+&issuer=Wasit/);
    expect(new URL(started.totpUri).searchParams.get('secret')).toBe(started.manualKey);
    expect(started.backupCodes).toHaveLength(10);
    expect(new Set(started.backupCodes).size).toBe(10);
    // Not on until confirmed: the account still signs in with its password alone.
    expect((await get('/api/auth/session', jar)).json()).toMatchObject({ user: { twoFactorEnabled: false }, mustEnrolTwoFactor: false });
    expect(outcome(await post('/api/auth/two-factor/confirm', jar, { code: '000000' === totpCode(started.manualKey) ? '111111' : '000000' }))).toEqual([
      401,
      'INVALID_TWO_FACTOR_CODE',
    ]);
    const confirmed = await post('/api/auth/two-factor/confirm', jar, { code: totpCode(started.manualKey) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const renewed = applyCookies(jar, confirmed.headers['set-cookie']);
    expect((await get('/api/auth/session', renewed)).json()).toMatchObject({ user: { id: user.id, twoFactorEnabled: true } });
    expect(outcome(await post('/api/auth/two-factor/enable', renewed, { password: TEST_PASSWORD }))).toEqual([409, 'TWO_FACTOR_ALREADY_ENABLED']);
    const audit = await auditRows(suite.database, 'two-factor.enable', user.id);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify([audit[0]?.before, audit[0]?.after])).not.toContain(started.manualKey);
  });

  it('asks an enrolled user for a code after the password; the half-signed-in client has no session anywhere', async () => {
    const user = await createTestUser(suite.database, { permissions: ['profile'] });
    const { enrolment } = await enrol(user.email);
    const { answer, jar, setCookie } = await passwordStep(user.email);
    expect(answer).toEqual({ twoFactorRequired: true });
    expect([...jar.keys()]).toEqual(['wasit.two_factor']);
    // Every cookie the password step sent, even one a client would have to ignore, opens nothing.
    const everything = setCookie.map((line) => line.split(';')[0]).join('; ');
    for (const header of [headerOf(jar), everything]) {
      const fast = await checkSession(suite.database.db, config, header);
      expect(fast.kind).not.toBe('session');
      expect(await suite.app.auth.api.getSession({ headers: new Headers({ cookie: header }) })).toBeNull();
      expect((await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: header } })).json()).toEqual({
        user: null,
        mustEnrolTwoFactor: false,
      });
      expect(outcome(await suite.app.inject({ method: 'GET', url: '/api/me/profits', headers: { cookie: header } }))).toEqual([401, 'UNAUTHENTICATED']);
      expect(
        outcome(
          await suite.app.inject({
            method: 'POST',
            url: '/api/auth/two-factor/enable',
            payload: { password: TEST_PASSWORD },
            headers: { cookie: header, origin: TEST_ORIGIN },
          }),
        ),
      ).toEqual([401, 'UNAUTHENTICATED']);
    }
    // The confirmation took this step's code: the next step's is as good (one step either side).
    const signedIn = await codeStep(jar, nextCode(enrolment.manualKey));
    expect(signedIn.answer.statusCode, signedIn.answer.body).toBe(200);
    expect(signedIn.answer.json()).toMatchObject({ user: { id: user.id, twoFactorEnabled: true }, redirectTo: '/app/profile', mustEnrolTwoFactor: false });
    expect(signedIn.jar.has('wasit.two_factor')).toBe(false);
    const fast = await checkSession(suite.database.db, config, headerOf(signedIn.jar));
    expect(fast.kind === 'session' && fast.found.userId).toBe(user.id);
    expect((await get('/api/auth/session', signedIn.jar)).json()).toMatchObject({ user: { id: user.id } });
    // The challenge is spent with its session: the same cookie asks again.
    expect(outcome((await codeStep(jar, totpCode(enrolment.manualKey))).answer)).toEqual([401, 'TWO_FACTOR_CHALLENGE_EXPIRED']);
    expect(outcome((await codeStep(new Map(), totpCode(enrolment.manualKey))).answer)).toEqual([401, 'TWO_FACTOR_CHALLENGE_EXPIRED']);
    const success = await auditRows(suite.database, 'sign-in.success', user.id);
    expect(success.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a wrong code, then throttles the user (a right code waits too) and audits it', async () => {
    const user = await createTestUser(suite.database, { permissions: ['profile'] });
    const { enrolment } = await enrol(user.email);
    const { jar } = await passwordStep(user.email);
    const right = totpCode(enrolment.manualKey);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    expect(outcome((await codeStep(jar, wrong)).answer)).toEqual([401, 'INVALID_TWO_FACTOR_CODE']);
    expect(outcome((await codeStep(jar, 'ABCDE-12345')).answer)).toEqual([401, 'INVALID_TWO_FACTOR_CODE']);
    const blocked = (await codeStep(jar, right, '10.9.9.9')).answer;
    expect(outcome(blocked)).toEqual([429, 'TOO_MANY_TWO_FACTOR_ATTEMPTS']);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50);
    expect(
      outcome(
        await suite.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/two-factor',
          payload: { code: '' },
          headers: { origin: TEST_ORIGIN, cookie: headerOf(jar) },
        }),
      ),
    ).toEqual([400, 'VALIDATION_FAILED']);
    const refused = await suite.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'sign-in.failure')));
    expect(refused.map((row) => (row.after as { outcome: string }).outcome)).toEqual(['bad-code', 'bad-code']);
    const limited = await suite.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'two-factor.rate-limited')));
    expect(limited).toHaveLength(1);
  });

  it('takes a backup code once, in place of the app code', async () => {
    const user = await createTestUser(suite.database, { permissions: ['profile'] });
    const { enrolment } = await enrol(user.email);
    const [backup, other] = enrolment.backupCodes as [string, string];
    const first = await codeStep((await passwordStep(user.email)).jar, ` ${backup} `);
    expect(first.answer.statusCode, first.answer.body).toBe(200);
    expect((await get('/api/auth/session', first.jar)).json()).toMatchObject({ user: { id: user.id } });
    expect(outcome((await codeStep((await passwordStep(user.email)).jar, backup)).answer)).toEqual([401, 'INVALID_TWO_FACTOR_CODE']);
    expect((await codeStep((await passwordStep(user.email)).jar, other)).answer.statusCode).toBe(200);
  });

  it('makes holders of the privileged permissions enrol before anything else while the setting is on, and not when it is off', async () => {
    const manager = await createTestUser(suite.database, { permissions: ['user-management'] });
    const clerk = await createTestUser(suite.database, { permissions: ['transactions'] });
    const { answer, jar } = await passwordStep(manager.email);
    expect(answer).toMatchObject({ user: { id: manager.id, twoFactorEnabled: false }, mustEnrolTwoFactor: true });
    expect((await get('/api/auth/session', jar)).json()).toMatchObject({ mustEnrolTwoFactor: true });
    expect(outcome(await get('/api/users', jar))).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    expect(outcome(await get('/api/operations?limit=10', jar))).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    expect(outcome(await post('/api/auth/change-password', jar, { currentPassword: TEST_PASSWORD, newPassword: 'another-password' }))).toEqual([
      403,
      'TWO_FACTOR_ENROLMENT_REQUIRED',
    ]);
    // A permission outside the list is not asked to enrol.
    const clerkIn = await passwordStep(clerk.email);
    expect(clerkIn.answer).toMatchObject({ mustEnrolTwoFactor: false });
    expect((await get('/api/operations?limit=10', clerkIn.jar)).statusCode).toBe(200);
    // The setting off: the same manager works with a password alone; on again: refused again.
    expect((await setRequired(false, adminJar)).json()).toEqual({ required: false });
    expect((await get('/api/users', jar)).statusCode).toBe(200);
    expect((await get('/api/auth/session', jar)).json()).toMatchObject({ mustEnrolTwoFactor: false });
    expect((await passwordStep(manager.email)).answer).toMatchObject({ mustEnrolTwoFactor: false });
    expect((await setRequired(true, adminJar)).json()).toEqual({ required: true });
    expect(outcome(await get('/api/users', jar))).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    expect((await get('/api/auth/session', jar)).json()).toMatchObject({ mustEnrolTwoFactor: true });
    const settingAudit = await auditRows(suite.database, 'company-settings.two-factor');
    expect(settingAudit.map((row) => row.after)).toEqual([{ twoFactorRequired: false }, { twoFactorRequired: true }]);
    expect(outcome(await setRequired(false, clerkIn.jar))).toEqual([403, 'FORBIDDEN']);
    // Enrolling opens the API; a required user cannot turn it off again.
    const started = (await post('/api/auth/two-factor/enable', jar, { password: TEST_PASSWORD })).json<TTwoFactorEnrolment>();
    const confirmed = await post('/api/auth/two-factor/confirm', jar, { code: totpCode(started.manualKey) });
    const enrolledJar = applyCookies(jar, confirmed.headers['set-cookie']);
    expect((await get('/api/users', enrolledJar)).statusCode).toBe(200);
    expect(outcome(await post('/api/auth/two-factor/disable', enrolledJar, { password: TEST_PASSWORD }))).toEqual([409, 'TWO_FACTOR_REQUIRED']);
    expect((await passwordStep(manager.email)).answer).toEqual({ twoFactorRequired: true });
  });

  it('lets only an administrator change the requirement, and turn it off only from a session opened with a code', async () => {
    // Issue 30 point 11: `company-settings` alone, never asked for a code, could switch it off.
    const holder = await createTestUser(suite.database, { permissions: ['company-settings'] });
    const holderIn = await passwordStep(holder.email);
    expect(holderIn.answer).toMatchObject({ mustEnrolTwoFactor: false });
    expect((await get('/api/company-settings/two-factor', holderIn.jar)).json()).toEqual({ required: true });
    expect(outcome(await setRequired(false, holderIn.jar))).toEqual([403, 'FORBIDDEN']);
    const other = await createTestUser(suite.database, { permissions: ['all'], type: 'admin' });
    const passwordOnly = (await passwordStep(other.email)).jar;
    expect(outcome(await setRequired(false, passwordOnly))).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    expect((await setRequired(false, adminJar)).json()).toEqual({ required: false });
    // Off, an administrator without a factor works with the password alone, and may turn it on,
    // never off (were it on again by then, a stolen password could undo it).
    expect(outcome(await setRequired(false, passwordOnly))).toEqual([403, 'SECOND_FACTOR_SESSION_REQUIRED']);
    expect((await setRequired(true, passwordOnly)).json()).toEqual({ required: true });
    const audit = await auditRows(suite.database, 'company-settings.two-factor');
    expect(audit.slice(-2).map((row) => [row.actorId, row.after])).toEqual([
      [admin.id, { twoFactorRequired: false }],
      [other.id, { twoFactorRequired: true }],
    ]);
  });

  it('lets a user not required to keep it turn it off with the password', async () => {
    const user = await createTestUser(suite.database, { permissions: ['profile'] });
    const { jar } = await enrol(user.email);
    expect(outcome(await post('/api/auth/two-factor/disable', jar, { password: 'wrong-password' }))).toEqual([400, 'WRONG_CURRENT_PASSWORD']);
    const disabled = await post('/api/auth/two-factor/disable', jar, { password: TEST_PASSWORD });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(outcome(await post('/api/auth/two-factor/disable', applyCookies(jar, disabled.headers['set-cookie']), { password: TEST_PASSWORD }))).toEqual([
      409,
      'TWO_FACTOR_NOT_ENABLED',
    ]);
    expect((await passwordStep(user.email)).answer).toMatchObject({ user: { twoFactorEnabled: false } });
  });

  it("lets an administrator reset a user's second factor, audited; never their own, never without user-management", async () => {
    const user = await createTestUser(suite.database, { permissions: ['profile'] });
    await enrol(user.email);
    const clerk = await createTestUser(suite.database, { permissions: ['transactions'] });
    const clerkJar = (await passwordStep(clerk.email)).jar;
    expect(outcome(await post(`/api/users/${user.id}/two-factor/reset`, clerkJar))).toEqual([403, 'FORBIDDEN']);
    expect(outcome(await post(`/api/users/${admin.id}/two-factor/reset`, adminJar))).toEqual([409, 'CANNOT_CHANGE_SELF']);
    expect(outcome(await post('/api/users/no-such-user/two-factor/reset', adminJar))).toEqual([404, 'USER_NOT_FOUND']);
    const reset = await post(`/api/users/${user.id}/two-factor/reset`, adminJar);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ id: user.id, twoFactorEnabled: false });
    const [row] = await suite.database.db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id));
    expect(row?.enabled).toBe(false);
    const audit = await auditRows(suite.database, 'user.two-factor-reset', user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, before: { twoFactorEnabled: true }, after: { twoFactorEnabled: false } });
    // The password alone signs in again.
    expect((await passwordStep(user.email)).answer).toMatchObject({ user: { id: user.id, twoFactorEnabled: false } });
  });
});
