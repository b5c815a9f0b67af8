import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox, sessions, users, verifications } from '../../../db/schema';
import { smtpCapture, smtpConfig } from '../../test/smtp-capture';
import { signUpTokenIn } from '../../test/sign-up-links';
import { asBrowser, buildTestApp, cookieFrom, createTestUser, DATABASE_KINDS, signIn, TEST_PASSWORD } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';

const newcomer = { email: 'Newcomer@Example.com ', password: 'a-good-password', name: 'Nadia Newcomer', phone: '+235 66 12 34 56' };

describe.each(DATABASE_KINDS)('authentication on %s', (kind) => {
  const smtp = smtpCapture();
  // Mails go through a real SMTP session, read back by the capture.
  const suite = useApiSuite(kind, { buildApp: async (database) => buildTestApp(database, { smtp: smtpConfig(await smtp.listen()) }) });
  afterAll(() => smtp.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('sign-up', () => {
    // Every sign-up from an address of its own, so that the suite stays under one address's limit.
    let lastAddress = 0;
    const signUp = (payload: object) => suite.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload, remoteAddress: `192.0.2.${(lastAddress += 1)}` });
    const confirm = (token: string) => post('/api/auth/sign-up/confirm', { token });
    const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
    const tokenMailedTo = (email: string) => signUpTokenIn(mailsTo(email).at(-1)?.text ?? '');
    const usersWith = (email: string) => suite.database.db.select().from(users).where(eq(users.email, email));

    it('creates nothing but mails a link; the link makes a pending client holding only profile, once', async () => {
      const answer = await signUp(newcomer);
      expect([answer.statusCode, answer.json(), answer.headers['set-cookie']]).toEqual([202, { ok: true }, undefined]);
      expect(await usersWith('newcomer@example.com')).toHaveLength(0);
      const mail = await smtp.waitFor('newcomer@example.com');
      expect(mail.text).toContain('http://localhost:3000/confirm-sign-up?token=');
      const token = signUpTokenIn(mail.text)!;
      expect(token).toMatch(/^[\w-]{43}$/);
      // Only a hash of the token is kept: the database alone cannot follow the link.
      const kept = await suite.database.db.select().from(verifications).where(like(verifications.identifier, '%sign-up%'));
      expect(kept).toHaveLength(0);
      expect(JSON.stringify(await suite.database.db.select().from(verifications))).not.toContain(token);

      const followed = await confirm(token);
      expect([followed.statusCode, followed.json(), followed.headers['set-cookie']]).toEqual([200, { ok: true }, undefined]);
      const [row] = await usersWith('newcomer@example.com');
      expect(row).toMatchObject({ type: 'client', canLogin: false, isActive: true, approvedAt: null, permissions: ['profile'], name: 'Nadia Newcomer' });
      expect(await auditRows(suite.database, 'sign-up', row!.id)).toHaveLength(1);
      const again = await confirm(token);
      expect([again.statusCode, again.json().code]).toEqual([400, 'SIGN_UP_LINK_INVALID']);
      expect(await usersWith('newcomer@example.com')).toHaveLength(1);
    });

    it('answers a registered e-mail exactly as a new one, creates nothing, and tells the owner by mail without a link', async () => {
      const owner = await createTestUser(suite.database, { email: 'owner@example.com', name: 'Owner Original' });
      const fresh = await signUp({ ...newcomer, email: 'someone-new@example.com' });
      const taken = await signUp({ ...newcomer, email: 'OWNER@example.com', name: 'Intruder' });
      expect([taken.statusCode, taken.json(), taken.headers['set-cookie']]).toEqual([fresh.statusCode, fresh.json(), undefined]);
      const rows = await usersWith('owner@example.com');
      expect(rows.map((row) => [row.id, row.name])).toEqual([[owner.id, 'Owner Original']]);
      const [told] = await Promise.all([smtp.waitFor('owner@example.com'), smtp.waitFor('someone-new@example.com')]);
      expect(mailsTo('owner@example.com')).toHaveLength(1);
      expect(told.text).toContain('An account with this email already exists');
      expect(told.text).toContain('http://localhost:3000/login');
      expect(signUpTokenIn(told.text)).toBeNull();
      expect(tokenMailedTo('someone-new@example.com')).not.toBeNull();
      expect(await auditRows(suite.database, 'sign-up.existing-email', owner.id)).toHaveLength(1);
    });

    it('refuses an expired link, a guessed one and a second link of an e-mail that got its account', async () => {
      await signUp({ ...newcomer, email: 'late@example.com' });
      await suite.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await confirm(tokenMailedTo('late@example.com')!)).json().code).toBe('SIGN_UP_LINK_INVALID');
      expect((await confirm('a'.repeat(43))).json().code).toBe('SIGN_UP_LINK_INVALID');
      expect((await confirm('')).json().code).toBe('VALIDATION_FAILED');

      await signUp({ ...newcomer, email: 'twice@example.com', name: 'First Try' });
      const first = tokenMailedTo('twice@example.com')!;
      await signUp({ ...newcomer, email: 'twice@example.com', name: 'Second Try' });
      const second = tokenMailedTo('twice@example.com')!;
      expect(second).not.toBe(first);
      expect((await confirm(second)).statusCode).toBe(200);
      expect([(await confirm(first)).statusCode, (await confirm(first)).json().code]).toEqual([400, 'SIGN_UP_LINK_INVALID']);
      expect((await usersWith('twice@example.com')).map((row) => row.name)).toEqual(['Second Try']);
      expect(await usersWith('late@example.com')).toHaveLength(0);
    });

    it('refuses bad fields one by one, with their field and issue, and writes nothing', async () => {
      const answer = await post('/api/auth/sign-up', { email: 'not-an-email', password: 'short', name: ' ', phone: 'call me', admin: true });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        params: {
          fields: expect.arrayContaining([
            { path: 'email', issue: 'invalid_email' },
            { path: 'password', issue: 'min_length', min: 8 },
            { path: 'name', issue: 'required' },
            { path: 'phone', issue: 'invalid_phone' },
            { path: 'admin', issue: 'unknown_field' },
          ]),
        },
      });
      expect(await suite.database.db.select().from(users).where(eq(users.email, 'not-an-email'))).toHaveLength(0);
    });

    it('refuses a body that is not JSON with a 400, not a 500', async () => {
      const answer = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: '{broken', headers: { 'content-type': 'application/json' } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('sign-in', () => {
    it('refuses the pending account with its own message, after checking the password', async () => {
      expect((await post('/api/auth/sign-in', { email: 'newcomer@example.com', password: newcomer.password })).json().code).toBe('ACCOUNT_PENDING');
      expect((await post('/api/auth/sign-in', { email: 'newcomer@example.com', password: 'wrong-password' })).json().code).toBe('INVALID_CREDENTIALS');
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const unknown = await post('/api/auth/sign-in', { email: 'nobody@example.com', password: 'whatever-it-is' });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().code).toBe('INVALID_CREDENTIALS');
    });

    it('refuses disabled and inactive accounts with their own messages and leaves no session', async () => {
      const disabled = await createTestUser(suite.database, { canLogin: false, approved: true });
      const inactive = await createTestUser(suite.database, { isActive: false });
      const first = await post('/api/auth/sign-in', { email: disabled.email, password: TEST_PASSWORD });
      expect([first.statusCode, first.json().code]).toEqual([403, 'ACCOUNT_DISABLED']);
      const second = await post('/api/auth/sign-in', { email: inactive.email, password: TEST_PASSWORD });
      expect([second.statusCode, second.json().code]).toEqual([403, 'ACCOUNT_INACTIVE']);
      expect(await suite.database.db.select().from(sessions).where(eq(sessions.userId, disabled.id))).toHaveLength(0);
      expect(await suite.database.db.select().from(sessions).where(eq(sessions.userId, inactive.id))).toHaveLength(0);
    });

    it('signs in, records last_login and the audit row, and sends staff to the dashboard', async () => {
      const manager = await createTestUser(suite.database, { type: 'manager', permissions: ['profile'] });
      const answer = await post('/api/auth/sign-in', { email: manager.email.toUpperCase(), password: TEST_PASSWORD });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().redirectTo).toBe('/app/dashboard');
      const [row] = await suite.database.db.select().from(users).where(eq(users.id, manager.id));
      expect(row?.lastLogin).toBeInstanceOf(Date);
      const audit = await auditRows(suite.database, 'sign-in.success', manager.id);
      expect(audit[0]?.clientAddress).toBeTruthy();
      const session = await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: cookieFrom(answer.headers['set-cookie']) } });
      expect(session.json().user.email).toBe(manager.email);
    });

    it('sends a member without the dashboard permission to the profile', async () => {
      const member = await createTestUser(suite.database, { type: 'client', permissions: ['profile'] });
      expect((await post('/api/auth/sign-in', { email: member.email, password: TEST_PASSWORD })).json().redirectTo).toBe('/app/profile');
    });

    it('audits failed sign-ins', async () => {
      const failures = await auditRows(suite.database, 'sign-in.failure');
      expect(failures.map((row) => (row.after as { outcome: string }).outcome)).toEqual(
        expect.arrayContaining(['bad-credentials', 'ACCOUNT_PENDING', 'ACCOUNT_DISABLED', 'ACCOUNT_INACTIVE']),
      );
    });
  });

  describe('sessions', () => {
    it('signs out: the cookie no longer opens the session', async () => {
      const user = await createTestUser(suite.database);
      const cookie = await signIn(suite.app, user.email);
      expect((await post('/api/auth/sign-out', {}, asBrowser(cookie))).statusCode).toBe(200);
      expect((await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user).toBeNull();
    });

    it('ends a session idle for more than an hour', async () => {
      const user = await createTestUser(suite.database);
      const cookie = await signIn(suite.app, user.email);
      await suite.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user.id));
      const answer = await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect(answer.json().user).toBeNull();
      expect(String(answer.headers['set-cookie'])).toContain('Max-Age=0');
      expect(await suite.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    });

    it('moves the idle expiry forward, with a new cookie, once a minute has passed since the last move', async () => {
      const user = await createTestUser(suite.database);
      const cookie = await signIn(suite.app, user.email);
      const fresh = await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect([fresh.json().user.email, fresh.headers['set-cookie']]).toEqual([user.email, undefined]);
      const stale = new Date(Date.now() + 3600_000 - 61_000);
      await suite.database.db.update(sessions).set({ expiresAt: stale }).where(eq(sessions.userId, user.id));
      const moved = await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect(moved.json().user.email).toBe(user.email);
      expect(String(moved.headers['set-cookie'])).toContain('Max-Age=3600');
      const [row] = await suite.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(row!.expiresAt.getTime()).toBeGreaterThan(stale.getTime() + 50_000);
    });

    it('applies a withdrawn permission, a disabled account and a deleted session to the very next request', async () => {
      const user = await createTestUser(suite.database, { permissions: ['transactions'] });
      const cookie = await signIn(suite.app, user.email);
      const list = () => suite.app.inject({ method: 'GET', url: '/api/operations?limit=10', headers: { cookie } });
      expect((await list()).statusCode).toBe(200);
      expect((await list()).statusCode).toBe(200);
      await suite.database.db
        .update(users)
        .set({ permissions: ['profile'] })
        .where(eq(users.id, user.id));
      expect([(await list()).statusCode, (await list()).json().code]).toEqual([403, 'FORBIDDEN']);
      await suite.database.db
        .update(users)
        .set({ permissions: ['transactions'] })
        .where(eq(users.id, user.id));
      expect((await list()).statusCode).toBe(200);
      await suite.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await list()).statusCode).toBe(401);
      await suite.database.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
      expect((await list()).statusCode).toBe(200);
      await suite.database.db.delete(sessions).where(eq(sessions.userId, user.id));
      expect((await list()).statusCode).toBe(401);
    });

    it('opens nothing with a cookie whose signature does not match its token', async () => {
      const user = await createTestUser(suite.database);
      const cookie = await signIn(suite.app, user.email);
      const [name, value] = cookie.split('=') as [string, string];
      const decoded = decodeURIComponent(value);
      const token = decoded.slice(0, decoded.lastIndexOf('.'));
      const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
      expect((await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: forged } })).json().user).toBeNull();
      const unsigned = `${name}=${encodeURIComponent(token)}`;
      expect((await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: unsigned } })).json().user).toBeNull();
      expect((await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user.email).toBe(user.email);
    });

    it('ends a session older than 12 hours even while in use', async () => {
      const user = await createTestUser(suite.database);
      const cookie = await signIn(suite.app, user.email);
      await suite.database.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - 12 * 3600_000 - 1000) })
        .where(eq(sessions.userId, user.id));
      expect((await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user).toBeNull();
      expect(await suite.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    });

    it('refuses a cookie-authenticated write from another origin', async () => {
      const user = await createTestUser(suite.database);
      const cookie = await signIn(suite.app, user.email);
      const forged = await post('/api/auth/sign-out', {}, { cookie, origin: 'https://evil.example' });
      expect([forged.statusCode, forged.json().code]).toEqual([403, 'CSRF_REJECTED']);
      const bare = await post('/api/auth/sign-out', {}, { cookie });
      expect(bare.statusCode).toBe(403);
    });
  });

  describe('password reset', () => {
    const lastResetToken = async (email: string) => {
      const rows = await suite.database.db.select().from(outbox).where(eq(outbox.recipient, email));
      const body = rows.at(-1)?.body ?? '';
      return /reset-password\?token=([^\s]+)/.exec(body)?.[1] ?? null;
    };

    it('answers neutrally for an unknown e-mail and sends nothing', async () => {
      const answer = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
      expect(answer.json()).toEqual({ ok: true });
      expect(await lastResetToken('ghost@example.com')).toBeNull();
    });

    it('mails a link whose token is stored hashed; the new password works once, the old one no longer, other sessions end', async () => {
      const user = await createTestUser(suite.database);
      const otherSession = await signIn(suite.app, user.email);
      expect((await post('/api/auth/forgot-password', { email: user.email })).json()).toEqual({ ok: true });
      const token = await lastResetToken(user.email);
      expect(token).toBeTruthy();
      const stored = await suite.database.db.execute(`select identifier from verifications`);
      expect(JSON.stringify(stored)).not.toContain(token!);

      expect((await post('/api/auth/reset-password/check', { token })).json()).toEqual({ valid: true });
      expect((await post('/api/auth/reset-password', { token, password: 'a-brand-new-secret' })).statusCode).toBe(200);
      expect((await post('/api/auth/reset-password/check', { token })).json()).toEqual({ valid: false });
      const again = await post('/api/auth/reset-password', { token, password: 'yet-another-secret' });
      expect(again.json().code).toBe('RESET_LINK_INVALID');

      expect((await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD })).json().code).toBe('INVALID_CREDENTIALS');
      expect((await post('/api/auth/sign-in', { email: user.email, password: 'a-brand-new-secret' })).statusCode).toBe(200);
      expect((await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: otherSession } })).json().user).toBeNull();
    });

    it('refuses a made-up token and a short password', async () => {
      expect((await post('/api/auth/reset-password/check', { token: 'made-up' })).json()).toEqual({ valid: false });
      expect((await post('/api/auth/reset-password', { token: 'made-up', password: 'long-enough-1' })).json().code).toBe('RESET_LINK_INVALID');
      expect((await post('/api/auth/reset-password', { token: 'made-up', password: 'short' })).json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('password change and profile', () => {
    it('changes the password with the current one and keeps this session only', async () => {
      const user = await createTestUser(suite.database);
      const elsewhere = await signIn(suite.app, user.email);
      const here = await signIn(suite.app, user.email);
      const wrong = await post('/api/auth/change-password', { currentPassword: 'not-it-at-all', newPassword: 'another-secret' }, asBrowser(here));
      expect(wrong.json().code).toBe('WRONG_CURRENT_PASSWORD');
      const changed = await post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'another-secret' }, asBrowser(here));
      expect(changed.statusCode).toBe(200);
      const renewed = cookieFrom(changed.headers['set-cookie']) || here;
      expect((await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: renewed } })).json().user?.id).toBe(user.id);
      expect((await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: elsewhere } })).json().user).toBeNull();
      expect((await post('/api/auth/sign-in', { email: user.email, password: 'another-secret' })).statusCode).toBe(200);
    });

    it('edits name and phone, audited, and refuses an invalid phone', async () => {
      const user = await createTestUser(suite.database);
      const cookie = await signIn(suite.app, user.email);
      const patch = (payload: object) => suite.app.inject({ method: 'PATCH', url: '/api/profile', payload, headers: asBrowser(cookie) });
      const answer = await patch({ name: 'Renamed Person', phone: '+33 6 12 34 56 78' });
      expect(answer.json().user).toMatchObject({ name: 'Renamed Person', phone: '+33 6 12 34 56 78' });
      expect((await patch({ name: 'Renamed Person', phone: 'abc' })).json().params.fields).toEqual([{ path: 'phone', issue: 'invalid_phone' }]);
      const audit = await auditRows(suite.database, 'profile.update', user.id);
      expect(audit[0]?.before).toMatchObject({ name: user.name });
    });
  });
});
