import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, rateLimits, sessions, users } from '../../../db/schema';
import { useSharedPostgres } from '../../test/app-instances';
import { cookieFrom, createTestUser, DATABASE_KINDS, TEST_PASSWORD } from '../../test/helper';
import { auditRows } from '../../test/audit-rows';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { useApiSuite } from '../../test/api-suite';
import { mailedSignUpToken } from '../../test/sign-up-links';

const MINUTE = 60_000;
/** A wait told in whole seconds, read to the half minute: the password checks before it take a moment. */
const roughly = (seconds: unknown) => Math.ceil(Number(seconds) / 30) * 30;
/** An hour's window counted from its first attempt: the wait is the hour less the minutes a loaded machine took to get there. */
const theHour = (seconds: unknown) => (Number(seconds) > 3300 && Number(seconds) <= 3600 ? 3600 : Number(seconds));
const newcomer = (email: string) => ({ email, password: 'a-good-password', name: 'Nadia Newcomer', phone: '+235 66 12 34 56' });

describe.each(DATABASE_KINDS)('abuse costs the abuser on %s', (kind) => {
  const suite = useApiSuite(kind, {
    config: {
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        signInPerAddressAndEmail: { freeFailures: 3, firstDelayMs: MINUTE, maxDelayMs: 4 * MINUTE, forgetMs: 24 * 60 * MINUTE },
        signInPerAddress: { max: 14, windowMs: 15 * MINUTE },
        signInPerAccount: { max: 10, windowMs: 60 * MINUTE },
        signUpPerAddress: { max: 2, windowMs: 60 * MINUTE },
        signUpPerNetwork: { max: 3, windowMs: 60 * MINUTE },
        resetPerEmail: { max: 1, windowMs: MINUTE },
        resetPerAddress: { max: 100, windowMs: MINUTE },
      },
    },
  });

  const signIn = (from: string, email: string, password: string) =>
    suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress: from });
  const outcome = async (answer: Awaited<ReturnType<typeof signIn>>) => [
    answer.statusCode,
    answer.json().code ?? null,
    answer.json().params?.retryAfterSeconds ?? null,
  ];
  /** As if `ms` had passed since the last attempt on the e-mail's throttles. */
  const later = (email: string, ms: number) =>
    suite.database.db
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - ${ms} * interval '1 millisecond'` })
      .where(like(rateLimits.key, `%${email}`));

  describe('sign-in', () => {
    it('refuses attempts past the free failures, even with the right password, saying when to come back', async () => {
      const user = await createTestUser(suite.database);
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await outcome(await signIn('10.0.0.1', user.email, 'wrong-password')))[0]).toBe(401);
      const blocked = await signIn('10.0.0.1', user.email, TEST_PASSWORD);
      const [status, code, wait] = await outcome(blocked);
      expect([status, code, roughly(wait)]).toEqual([429, 'TOO_MANY_LOGIN_ATTEMPTS', 60]);
      expect(blocked.headers['retry-after']).toBe(String(wait));
    });

    it('counts only failures per e-mail: a user who signs in often is never locked out', async () => {
      const user = await createTestUser(suite.database);
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('10.0.0.2', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('makes each further failure wait twice as long, up to the cap, and a success starts the count again', async () => {
      const user = await createTestUser(suite.database);
      for (let attempt = 0; attempt < 3; attempt += 1) await signIn('10.0.0.3', user.email, 'wrong-password');
      const waits: unknown[] = [];
      for (const waited of [MINUTE, 2 * MINUTE, 4 * MINUTE, 4 * MINUTE]) {
        waits.push(roughly((await outcome(await signIn('10.0.0.3', user.email, 'wrong-password')))[2]));
        await later(user.email, waited);
        expect((await signIn('10.0.0.3', user.email, 'wrong-password')).statusCode).toBe(401);
      }
      expect(waits).toEqual([60, 120, 240, 240]);
      await later(user.email, 4 * MINUTE);
      expect((await signIn('10.0.0.3', user.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await signIn('10.0.0.3', user.email, 'wrong-password')).statusCode).toBe(401);
    });

    it("never locks the owner out from another address, whatever a stranger's failures", async () => {
      const owner = await createTestUser(suite.database);
      for (let attempt = 0; attempt < 6; attempt += 1) await signIn('10.0.0.66', owner.email, 'guessing');
      expect((await outcome(await signIn('10.0.0.66', owner.email, TEST_PASSWORD)))[1]).toBe('TOO_MANY_LOGIN_ATTEMPTS');
      expect((await signIn('10.0.0.4', owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('lets no more than the free failures through when attempts come all at once', async () => {
      const user = await createTestUser(suite.database);
      const answers = await Promise.all(Array.from({ length: 8 }, () => signIn('10.0.0.5', user.email, 'wrong-password')));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    });

    it('puts an account under guard after failures from many addresses: the guesser learns nothing, the owner signs in by a mailed link', async () => {
      // Issue 30 point 12: 8 addresses × 6 wrong passwords were 48 × 401 and no limit.
      const owner = await createTestUser(suite.database);
      const answers = [];
      for (let address = 0; address < 8; address += 1)
        for (let attempt = 0; attempt < 3; attempt += 1) answers.push(await signIn(`10.0.2.${address}`, owner.email, `guess-${address}-${attempt}`));
      expect(answers.slice(0, 10).map((answer) => answer.json().code)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
      expect(answers.slice(10).map((answer) => [answer.statusCode, answer.json(), [answer.headers['set-cookie'] ?? []].flat()])).toEqual(
        Array(14).fill([200, { signInLinkSent: true }, []]),
      );
      // The right password from anywhere: the very same answer, no session, and a link to the owner.
      const right = await signIn('10.0.3.1', owner.email, TEST_PASSWORD);
      expect([right.statusCode, right.json(), [right.headers['set-cookie'] ?? []].flat()]).toEqual([200, { signInLinkSent: true }, []]);
      expect(await suite.database.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(0);
      const mails = await suite.database.db.select().from(outbox).where(eq(outbox.recipient, owner.email));
      expect(mails).toHaveLength(1);
      const token = decodeURIComponent(/\/sign-in-link\?token=(\S+)/.exec(mails[0]!.body)?.[1] ?? '');
      expect(token).not.toBe('');
      const link = (payload: object) => suite.app.inject({ method: 'POST', url: '/api/auth/sign-in/link', payload, remoteAddress: '10.0.3.2' });
      const opened = await link({ token });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toMatchObject({ user: { id: owner.id } });
      const session = await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: cookieFrom(opened.headers['set-cookie']) } });
      expect(session.json().user.id).toBe(owner.id);
      expect([(await link({ token })).json().code, (await link({ token: 'made-up' })).json().code]).toEqual(['SIGN_IN_LINK_INVALID', 'SIGN_IN_LINK_INVALID']);
      expect(await suite.database.db.select().from(outbox).where(eq(outbox.recipient, owner.email))).toHaveLength(1);
      expect(await auditRows(suite.database, 'sign-in.link-sent', owner.id)).toHaveLength(1);
      // 25 password checks (scrypt) on a shared machine.
    }, 300_000);

    it('keeps a ceiling per address over every e-mail it tries', async () => {
      for (let attempt = 0; attempt < 14; attempt += 1) await signIn('10.0.0.6', `spray-${attempt}@example.com`, 'wrong-password');
      const user = await createTestUser(suite.database);
      const refused = await signIn('10.0.0.6', user.email, TEST_PASSWORD);
      expect((await outcome(refused)).slice(0, 2)).toEqual([429, 'TOO_MANY_LOGIN_ATTEMPTS']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect((await signIn('10.0.0.7', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('sign-up', () => {
    const signUp = (from: string, email: string) =>
      suite.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newcomer(email), remoteAddress: from });
    const linksSentTo = async (pattern: string) =>
      (await suite.database.db.select({ to: outbox.recipient }).from(outbox).where(like(outbox.recipient, pattern))).map((row) => row.to).sort();

    it('limits sign-ups per address, then per network, before any password is hashed or mail sent', async () => {
      expect((await signUp('10.0.1.1', 'first@example.com')).statusCode).toBe(202);
      expect((await signUp('10.0.1.1', 'first@example.com')).statusCode).toBe(202);
      const third = await signUp('10.0.1.1', 'third@example.com');
      const [status, code, wait] = await outcome(third);
      expect([status, code, theHour(wait)]).toEqual([429, 'TOO_MANY_SIGN_UPS', 3600]);
      expect(third.headers['retry-after']).toBe(String(wait));
      // A neighbour in the same /24 has the network's last sign-up, then none.
      expect((await signUp('10.0.1.2', 'neighbour@example.com')).statusCode).toBe(202);
      expect((await outcome(await signUp('10.0.1.3', 'next-door@example.com'))).slice(0, 2)).toEqual([429, 'TOO_MANY_SIGN_UPS']);
      expect((await signUp('10.0.2.1', 'elsewhere@example.com')).statusCode).toBe(202);
      expect(await linksSentTo('%@example.com')).toEqual(['elsewhere@example.com', 'first@example.com', 'first@example.com', 'neighbour@example.com']);
    });

    it('lets a newcomer from a fresh network sign up whatever many strangers spent', async () => {
      // Nineteen addresses in three networks (one IPv6 /64, one IPv4 /24 written as IPv6) each try until refused.
      const hosts = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
      const strangers = [
        ...hosts(7).map((host) => `198.51.100.${host}`),
        ...hosts(6).map((host) => `2001:db8:7:1::${host}`),
        ...hosts(6).map((host) => `::ffff:100.64.0.${host}`),
      ];
      const statuses = new Set<number>();
      for (const [index, address] of strangers.entries())
        for (let attempt = 0; attempt < 3; attempt += 1) statuses.add((await signUp(address, `stranger-${index}-${attempt}@spam.example`)).statusCode);
      expect([...statuses].sort()).toEqual([202, 429]);
      expect(await linksSentTo('%@spam.example')).toHaveLength(3 * 3);

      const answer = await signUp('192.0.2.77', 'genuine@newcomer.example');
      expect(answer.statusCode).toBe(202);
      const token = await mailedSignUpToken(suite.database, 'genuine@newcomer.example');
      const confirmed = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-up/confirm', payload: { token }, remoteAddress: '192.0.2.77' });
      expect(confirmed.statusCode).toBe(200);
      const [row] = await suite.database.db.select().from(users).where(eq(users.email, 'genuine@newcomer.example'));
      expect(row).toMatchObject({ canLogin: false, approvedAt: null });
      // Nine passwords hashed on a shared machine.
    }, 180_000);
  });

  it('refuses a second reset request within the window', async () => {
    const user = await createTestUser(suite.database);
    const first = await suite.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(first.statusCode).toBe(200);
    const second = await suite.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const [status, code, wait] = await outcome(second);
    expect([status, code, roughly(wait)]).toEqual([429, 'TOO_MANY_RESET_ATTEMPTS', 60]);
  });

  if (kind === 'postgres') {
    describe('two app instances on one PostgreSQL', () => {
      // A new database requires a second factor of privileged users; this one keeps that default.
      const shared = useSharedPostgres({ twoFactorRequired: true });

      beforeAll(async () => {
        await shared.start(2, 'throttles-secret-0123456789abcdefghij', { TRUST_PROXY: 'true' });
      });

      const post = async (index: number, from: string, url: string, body: unknown) => {
        const instance = shared.instances[index % 2]!;
        const answer = await fetch(`${instance.url}/api/auth/${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: instance.url, 'x-forwarded-for': from },
          body: JSON.stringify(body),
        });
        const json = (await answer.json()) as { code?: string; params?: { retryAfterSeconds?: number } };
        return [answer.status, json.code ?? null, json.params?.retryAfterSeconds ?? null] as const;
      };

      it('share the growing delays of a pair, and never lock the owner signing in from elsewhere', async () => {
        const owner = await createTestUser(shared.database);
        for (let attempt = 0; attempt < 5; attempt += 1)
          expect(await post(attempt, '203.0.113.9', 'sign-in', { email: owner.email, password: 'guess' })).toEqual([401, 'INVALID_CREDENTIALS', null]);
        // As if the fifth failure had just happened (the first wait is 2 s by default, a password check takes a while).
        await shared.database.db
          .update(rateLimits)
          .set({ windowStart: sql`now()` })
          .where(like(rateLimits.key, `sign-in:failures:%${owner.email}`));
        expect(await post(1, '203.0.113.9', 'sign-in', { email: owner.email, password: TEST_PASSWORD })).toEqual([429, 'TOO_MANY_LOGIN_ATTEMPTS', 2]);
        expect((await post(1, '198.51.100.20', 'sign-in', { email: owner.email, password: TEST_PASSWORD }))[0]).toBe(200);
      });

      it('share the sign-up ceilings, and answer a registered e-mail as a new one', async () => {
        const owner = await createTestUser(shared.database);
        for (let attempt = 0; attempt < 4; attempt += 1)
          expect(await post(attempt, '203.0.113.50', 'sign-up', newcomer(`twin-${attempt}@example.com`))).toEqual([202, null, null]);
        expect(await post(4, '203.0.113.50', 'sign-up', newcomer(owner.email))).toEqual([202, null, null]);
        const sixth = await post(5, '203.0.113.50', 'sign-up', newcomer('sixth@example.com'));
        expect([sixth[0], sixth[1], theHour(sixth[2])]).toEqual([429, 'TOO_MANY_SIGN_UPS', 3600]);
        expect(await shared.database.db.select().from(outbox).where(eq(outbox.recipient, owner.email))).toHaveLength(1);
        // A network at its ceiling (20 an hour by default) is refused on both instances; another network is not.
        await shared.database.db.update(rateLimits).set({ count: 20 }).where(eq(rateLimits.key, 'sign-up:network:203.0.113.0/24'));
        expect((await post(0, '203.0.113.51', 'sign-up', newcomer('late-a@example.com'))).slice(0, 2)).toEqual([429, 'TOO_MANY_SIGN_UPS']);
        expect((await post(1, '203.0.113.52', 'sign-up', newcomer('late-b@example.com'))).slice(0, 2)).toEqual([429, 'TOO_MANY_SIGN_UPS']);
        expect(await post(1, '198.51.100.53', 'sign-up', newcomer('late-c@example.com'))).toEqual([202, null, null]);
      });
    });
  }
});
