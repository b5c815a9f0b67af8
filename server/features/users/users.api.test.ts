import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TUserPage, TUserRow } from '../../../contract/users';
import { auditLog, outbox, sessions, users } from '../../../db/schema';
import { asBrowser, createTestUser, DATABASE_KINDS, signIn, TEST_PASSWORD, type TestUserOptions } from '../../test/helper';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe.each(DATABASE_KINDS)('user management on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { admin: { type: 'admin', permissions: ['all'], name: 'Root Administrator' } } });
  const { admin } = suite.users;

  const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
    suite.app.inject({ method, url, headers: asBrowser(cookie), ...(payload === undefined ? {} : { payload }) });
  const asAdmin = {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object = {}) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
  };
  const page = async (query: Record<string, string>): Promise<TUserPage> => {
    const answer = await asAdmin.get(`/api/users?${new URLSearchParams(query).toString()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const tryToSignIn = (email: string) => suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: TEST_PASSWORD } });
  const userRow = async (id: string) => (await suite.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const auditOf = (action: string, entityId: string) =>
    auditRows(suite.database, action, entityId);
  const auditCount = async () => (await suite.database.db.select({ total: count() }).from(auditLog))[0]!.total;
  const makeUser = async (options: TestUserOptions & { phone?: string } = {}) => {
    const row = await createTestUser(suite.database, { type: 'user', ...options });
    if (options.phone === undefined) return row;
    await suite.database.db.update(users).set({ phone: options.phone }).where(eq(users.id, row.id));
    return { ...row, phone: options.phone };
  };
  /** Every page of a listing, following nextCursor to the end. */
  const allPages = async (query: Record<string, string>) => {
    const pages: TUserPage[] = [];
    let cursor: string | null = null;
    do {
      const next: TUserPage = await page(cursor ? { ...query, cursor } : query);
      pages.push(next);
      cursor = next.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  };

  describe('listing', () => {
    it('searches name, e-mail and phone, without case, and treats % and _ as plain characters', async () => {
      const tag = randomUUID().slice(0, 8);
      const byName = await makeUser({ name: `Zéphyrine Qwerty${tag}` });
      const byEmail = await makeUser({ email: `mailonly-${tag}@search.example` });
      const byPhone = await makeUser({ phone: `+235 99 ${tag.replaceAll(/\D/g, '').padEnd(6, '7').slice(0, 6)}` });
      const ids = (found: TUserPage) => found.items.map((item) => item.id);

      expect(ids(await page({ search: `qwerty${tag}`.toUpperCase() }))).toEqual([byName.id]);
      expect(ids(await page({ search: `MAILONLY-${tag}` }))).toEqual([byEmail.id]);
      expect(ids(await page({ search: byPhone.phone!.slice(4) }))).toEqual([byPhone.id]);
      expect(ids(await page({ search: `  qwerty${tag}  ` }))).toEqual([byName.id]);
      expect((await page({ search: '%' })).items).toEqual([]);
      expect((await page({ search: '_' })).items).toEqual([]);
    });

    it('filters by type and by each status', async () => {
      const tag = `Filter${randomUUID().slice(0, 8)}`;
      const made = {
        pending: await makeUser({ name: `${tag} pending`, canLogin: false, approved: false, type: 'client' }),
        active: await makeUser({ name: `${tag} active`, type: 'trader' }),
        disabled: await makeUser({ name: `${tag} disabled`, canLogin: false, approved: true }),
        inactive: await makeUser({ name: `${tag} inactive`, isActive: false }),
        inactiveNeverApproved: await makeUser({ name: `${tag} inactive never approved`, isActive: false, canLogin: false, approved: false }),
      };
      const names = async (query: Record<string, string>) => (await page({ search: tag, ...query })).items.map((item) => item.name).sort();

      expect(await names({ status: 'pending' })).toEqual([made.pending.name]);
      expect(await names({ status: 'active' })).toEqual([made.active.name]);
      expect(await names({ status: 'disabled' })).toEqual([made.disabled.name]);
      expect(await names({ status: 'inactive' })).toEqual([made.inactive.name, made.inactiveNeverApproved.name].sort());
      expect(await names({ type: 'trader' })).toEqual([made.active.name]);
      expect(await names({ type: 'client', status: 'active' })).toEqual([]);

      const statuses = Object.fromEntries((await page({ search: tag })).items.map((item) => [item.name, item.status]));
      expect(statuses).toEqual({
        [made.pending.name]: 'pending',
        [made.active.name]: 'active',
        [made.disabled.name]: 'disabled',
        [made.inactive.name]: 'inactive',
        [made.inactiveNeverApproved.name]: 'inactive',
      });
    });

    it('pages with a cursor: pending first, then by creation, no row twice, none left out, even with equal timestamps', async () => {
      const tag = `Pager${randomUUID().slice(0, 8)}`;
      const made: Array<{ id: string; pending: boolean }> = [];
      for (let index = 0; index < 23; index += 1) {
        const pending = index % 4 === 1;
        const row = await makeUser({ name: `${tag} ${index}`, canLogin: !pending, approved: !pending });
        made.push({ id: row.id, pending });
      }
      // Rows created in the same instant must still page apart: the id breaks the tie.
      const tied = made.slice(5, 14).map((row) => row.id);
      await suite.database.db
        .update(users)
        .set({ createdAt: new Date('2030-01-01T00:00:00.000Z') })
        .where(inArray(users.id, tied));

      const pages = await allPages({ search: tag, limit: '10' });
      expect(pages.map((one) => one.items.length)).toEqual([10, 10, 3]);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      const seen = pages.flatMap((one) => one.items);
      expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
      expect(new Set(seen.map((item) => item.id))).toEqual(new Set(made.map((row) => row.id)));

      const rank = (item: TUserRow) => (item.status === 'pending' ? 0 : 1);
      const pendingCount = made.filter((row) => row.pending).length;
      expect(seen.slice(0, pendingCount).every((item) => rank(item) === 0)).toBe(true);
      expect(seen.slice(pendingCount).every((item) => rank(item) === 1)).toBe(true);
      for (let index = 1; index < seen.length; index += 1) {
        const [before, after] = [seen[index - 1]!, seen[index]!];
        if (rank(before) !== rank(after)) continue;
        const order = before.createdAt.localeCompare(after.createdAt) || before.id.localeCompare(after.id);
        expect(order, `${before.name} before ${after.name}`).toBeLessThan(0);
      }
    });

    it('pages the whole list the same way, with every pending sign-up ahead', async () => {
      const [{ total }] = (await suite.database.db.select({ total: count() }).from(users)) as [{ total: number }];
      const seen = (await allPages({ limit: '10' })).flatMap((one) => one.items);
      expect(seen).toHaveLength(total);
      expect(new Set(seen.map((item) => item.id)).size).toBe(total);
      const firstOther = seen.findIndex((item) => item.status !== 'pending');
      expect(seen.slice(firstOther).some((item) => item.status === 'pending')).toBe(false);
    });

    it('sorts by every sortable column both ways, paging without a repeat or a gap', async () => {
      const tag = `Srt${randomUUID().slice(0, 8)}`;
      const plans = [
        { letter: 'd', type: 'client', canLogin: false, approved: false, phone: '+235 66 00 00 03', login: null },
        { letter: 'b', type: 'trader', phone: null, login: '2025-03-01T10:00:00.000Z' },
        { letter: 'a', type: 'user', canLogin: false, approved: true, phone: '+235 66 00 00 09', login: '2025-01-01T10:00:00.000Z' },
        { letter: 'e', type: 'user', isActive: false, phone: '+235 66 00 00 03', login: null },
        { letter: 'c', type: 'client', canLogin: false, approved: false, phone: '+235 66 00 00 05', login: '2025-02-01T10:00:00.000Z' },
      ] as const;
      for (const plan of plans) {
        const { letter, login, phone, ...options } = plan;
        const row = await makeUser({ ...options, name: `${tag} ${letter}`, email: `${tag.toLowerCase()}${letter}@sort.example` });
        await suite.database.db
          .update(users)
          .set({ phone, lastLogin: login ? new Date(login) : null })
          .where(eq(users.id, row.id));
      }
      const rank = { pending: '0', active: '1', disabled: '2', inactive: '3' } as const;
      await expectSortedPaging(
        page,
        { search: tag },
        {
          status: (row) => `${rank[row.status]}${row.createdAt}`,
          name: (row) => row.name,
          email: (row) => row.email,
          phone: (row) => row.phone ?? '',
          type: (row) => row.type,
          lastLogin: (row) => row.lastLogin ?? '1970-01-01T00:00:00.000Z',
          createdAt: (row) => row.createdAt,
        },
      );
      const first = await page({ search: tag, sort: 'lastLogin-desc', limit: '10' });
      // The latest sign-in first; those who never signed in last.
      expect(first.items.slice(0, 3).map((row) => row.name.slice(-1))).toEqual(['b', 'c', 'a']);
      await expectCursorsRefused('lastLogin-desc', '2025-03-01 10:00:00+00', (cursor) => asAdmin.get(`/api/users?${new URLSearchParams({ search: tag, sort: 'lastLogin-desc', cursor }).toString()}`));
      for (const query of ['sort=permissions-asc', 'sort=name-sideways']) {
        expect((await asAdmin.get(`/api/users?${query}`)).json().code, query).toBe('VALIDATION_FAILED');
      }
    });

    it.each([
      ['not base64 json', 'garbage!'],
      ['a wrong rank', Buffer.from(JSON.stringify([2, '2024-01-01T00:00:00.000Z', 'x'])).toString('base64url')],
      ['a bad date', Buffer.from(JSON.stringify([1, 'yesterday', 'x'])).toString('base64url')],
      ['a missing id', Buffer.from(JSON.stringify([0, '2024-01-01T00:00:00.000Z'])).toString('base64url')],
      ['an object', Buffer.from(JSON.stringify({ rank: 0 })).toString('base64url')],
    ])('refuses a cursor that is %s with 400', async (_label, cursor) => {
      const answer = await asAdmin.get(`/api/users?cursor=${encodeURIComponent(cursor)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', params: { fields: [{ path: 'cursor', issue: 'invalid_value' }] } });
    });

    it('refuses a bad limit, type, status or an unknown query parameter', async () => {
      for (const query of ['limit=7', 'limit=1000', 'type=superhero', 'status=banned', 'sort=name']) {
        const answer = await asAdmin.get(`/api/users?${query}`);
        expect([answer.statusCode, answer.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
      }
    });
  });

  describe('approval and account state', () => {
    it('approves a pending sign-up: it can sign in, an "approved" mail is in the outbox, the change is audited', async () => {
      const pending = await makeUser({ type: 'client', canLogin: false, approved: false });
      expect((await tryToSignIn(pending.email)).json().code).toBe('ACCOUNT_PENDING');

      const answer = await asAdmin.post(`/api/users/${pending.id}/approve`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ id: pending.id, canLogin: true, isActive: true, status: 'active' });
      expect(await userRow(pending.id)).toMatchObject({ canLogin: true, approvedAt: expect.any(Date) });

      const mails = await suite.database.db.select().from(outbox).where(eq(outbox.recipient, pending.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/approved/);
      expect(mails[0]!.body).toContain('http://localhost:3000/login');

      const [audit] = await auditOf('user.approve', pending.id);
      expect(audit).toMatchObject({
        actorId: admin.id,
        entity: 'user',
        clientAddress: '127.0.0.1',
        requestId: expect.any(String),
        before: expect.objectContaining({ canLogin: false, isActive: true, email: pending.email }),
        after: expect.objectContaining({ canLogin: true, isActive: true, email: pending.email }),
      });
      expect(JSON.stringify([audit!.before, audit!.after])).not.toMatch(/password|scrypt/i);

      expect((await tryToSignIn(pending.email)).statusCode).toBe(200);
      // Approving an account that can already sign in changes nothing and mails nothing.
      expect((await asAdmin.post(`/api/users/${pending.id}/approve`)).statusCode).toBe(200);
      expect(await suite.database.db.select().from(outbox).where(eq(outbox.recipient, pending.email))).toHaveLength(1);
    });

    it('disabling login ends that user’s sessions at once; sign-in then says ACCOUNT_DISABLED; approving again restores it', async () => {
      const user = await makeUser();
      const cookie = await signIn(suite.app, user.email);
      expect((await call('GET', '/api/user-types', undefined, cookie)).statusCode).toBe(200);

      const answer = await asAdmin.post(`/api/users/${user.id}/disable-login`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ canLogin: false, isActive: true, status: 'disabled' });
      expect((await call('GET', '/api/user-types', undefined, cookie)).json().code).toBe('UNAUTHENTICATED');
      expect(await suite.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      expect([(await tryToSignIn(user.email)).statusCode, (await tryToSignIn(user.email)).json().code]).toEqual([403, 'ACCOUNT_DISABLED']);
      const [audit] = await auditOf('user.disable-login', user.id);
      expect(audit).toMatchObject({
        actorId: admin.id,
        before: expect.objectContaining({ canLogin: true }),
        after: expect.objectContaining({ canLogin: false }),
      });

      expect((await asAdmin.post(`/api/users/${user.id}/approve`)).json().status).toBe('active');
      expect((await tryToSignIn(user.email)).statusCode).toBe(200);
    });

    it('deactivating ends the sessions and sign-in says ACCOUNT_INACTIVE; activating restores the account', async () => {
      const user = await makeUser();
      const cookie = await signIn(suite.app, user.email);

      const answer = await asAdmin.post(`/api/users/${user.id}/deactivate`);
      expect(answer.json()).toMatchObject({ isActive: false, canLogin: true, status: 'inactive' });
      expect((await call('GET', '/api/user-types', undefined, cookie)).statusCode).toBe(401);
      expect(await suite.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      const refused = await tryToSignIn(user.email);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCOUNT_INACTIVE']);

      const activated = await asAdmin.post(`/api/users/${user.id}/activate`);
      expect(activated.json()).toMatchObject({ isActive: true, status: 'active' });
      expect((await tryToSignIn(user.email)).statusCode).toBe(200);
      expect((await auditOf('user.deactivate', user.id))[0]).toMatchObject({
        actorId: admin.id,
        before: expect.objectContaining({ isActive: true }),
        after: expect.objectContaining({ isActive: false }),
      });
      expect((await auditOf('user.activate', user.id))[0]).toMatchObject({ after: expect.objectContaining({ isActive: true }) });
    });

    it('changes the type, audited, and refuses an unknown type or extra fields without changing anything', async () => {
      const user = await makeUser({ type: 'user' });
      const answer = await asAdmin.put(`/api/users/${user.id}/type`, { type: 'investor_mediator' });
      expect(answer.json()).toMatchObject({ type: 'investor_mediator' });
      expect((await userRow(user.id)).type).toBe('investor_mediator');
      expect((await auditOf('user.type', user.id))[0]).toMatchObject({
        actorId: admin.id,
        before: expect.objectContaining({ type: 'user' }),
        after: expect.objectContaining({ type: 'investor_mediator' }),
      });

      const auditsBefore = await auditCount();
      for (const body of [{ type: 'superhero' }, { type: 'Admin' }, { type: 'admin', permissions: ['all'] }, {}, { type: null }]) {
        const refused = await asAdmin.put(`/api/users/${user.id}/type`, body);
        expect([refused.statusCode, refused.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await asAdmin.put(`/api/users/${user.id}/type`, { type: 'admin', extra: 1 })).json().params.fields).toEqual([
        { path: 'extra', issue: 'unknown_field' },
      ]);
      expect((await userRow(user.id)).type).toBe('investor_mediator');
      expect(await auditCount()).toBe(auditsBefore);
    });
  });

  describe('permissions', () => {
    it('a grant or a revoke applies to the user’s very next request', async () => {
      const user = await makeUser({ permissions: ['profile'] });
      const cookie = await signIn(suite.app, user.email);
      const listAsUser = async () => (await call('GET', '/api/users', undefined, cookie)).statusCode;
      const grant = async (permissions: string[]) => {
        const answer = await asAdmin.put(`/api/users/${user.id}/permissions`, { permissions });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json() as TUserRow;
      };

      expect(await listAsUser()).toBe(403);
      expect((await grant(['profile', 'user-management'])).permissions).toEqual(['profile', 'user-management']);
      expect(await listAsUser()).toBe(200);
      await grant(['profile']);
      expect(await listAsUser()).toBe(403);
      expect((await grant(['all'])).permissions).toEqual(['all']);
      expect(await listAsUser()).toBe(200);
      expect((await grant(['reports', 'reports', 'dashboard'])).permissions).toEqual(['reports', 'dashboard']);
      expect(await listAsUser()).toBe(403);
      await grant([]);
      const profile = await call('PATCH', '/api/profile', { name: 'No Rights', phone: '+235 66 00 00 02' }, cookie);
      expect([profile.statusCode, profile.json().code]).toEqual([403, 'FORBIDDEN']);
      expect((await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json().user.permissions).toEqual([]);

      const audits = await auditOf('user.permissions', user.id);
      expect(audits).toHaveLength(5);
      expect(audits.map((row) => (row.after as { permissions: string[] }).permissions)).toEqual(
        expect.arrayContaining([['profile', 'user-management'], ['all'], []]),
      );
      expect(audits.every((row) => row.actorId === admin.id && row.clientAddress === '127.0.0.1')).toBe(true);
    });

    it('refuses unknown permission names and malformed bodies, changing nothing', async () => {
      const user = await makeUser({ permissions: ['reports'] });
      const auditsBefore = await auditCount();
      const bodies: object[] = [
        { permissions: ['reports', 'superuser'] },
        { permissions: ['Reports'] },
        { permissions: ['precious products reports'] },
        { permissions: 'all' },
        { permissions: [['all']] },
        {},
        { permissions: ['all'], type: 'admin' },
      ];
      for (const body of bodies) {
        const answer = await asAdmin.put(`/api/users/${user.id}/permissions`, body);
        expect([answer.statusCode, answer.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await userRow(user.id)).permissions).toEqual(['reports']);
      expect(await auditCount()).toBe(auditsBefore);
    });
  });

  describe('refusals', () => {
    it('an administrator cannot remove their own all, nor disable or deactivate themselves', async () => {
      const auditsBefore = await auditCount();
      for (const [method, url, body] of [
        ['PUT', `/api/users/${admin.id}/permissions`, { permissions: ['user-management', 'profile'] }],
        ['PUT', `/api/users/${admin.id}/permissions`, { permissions: [] }],
        ['POST', `/api/users/${admin.id}/disable-login`, {}],
        ['POST', `/api/users/${admin.id}/deactivate`, {}],
      ] as const) {
        const answer = await call(method, url, body);
        expect([answer.statusCode, answer.json().code], url).toEqual([409, 'CANNOT_CHANGE_SELF']);
      }
      expect(await userRow(admin.id)).toMatchObject({ permissions: ['all'], canLogin: true, isActive: true });
      expect(await auditCount()).toBe(auditsBefore);
      expect((await asAdmin.get('/api/users?limit=10')).statusCode).toBe(200);
      // Keeping all while adding others is no loss of rights.
      expect((await asAdmin.put(`/api/users/${admin.id}/permissions`, { permissions: ['all', 'reports'] })).statusCode).toBe(200);
      expect((await asAdmin.put(`/api/users/${admin.id}/permissions`, { permissions: ['all'] })).json().permissions).toEqual(['all']);
    });

    it('answers 404 USER_NOT_FOUND for an unknown id on every user route, and 400 for an id too long', async () => {
      const ghost = randomUUID();
      const attempts: Array<[Method, string, object | undefined]> = [
        ['GET', `/api/users/${ghost}`, undefined],
        ['POST', `/api/users/${ghost}/approve`, {}],
        ['POST', `/api/users/${ghost}/disable-login`, {}],
        ['POST', `/api/users/${ghost}/deactivate`, {}],
        ['POST', `/api/users/${ghost}/activate`, {}],
        ['PUT', `/api/users/${ghost}/type`, { type: 'manager' }],
        ['PUT', `/api/users/${ghost}/permissions`, { permissions: ['reports'] }],
      ];
      for (const [method, url, body] of attempts) {
        const answer = await call(method, url, body);
        expect([answer.statusCode, answer.json().code], `${method} ${url}`).toEqual([404, 'USER_NOT_FOUND']);
      }
      expect((await asAdmin.get(`/api/users/${'x'.repeat(65)}`)).json().code).toBe('VALIDATION_FAILED');
      expect(await suite.database.db.select().from(auditLog).where(eq(auditLog.entityId, ghost))).toHaveLength(0);
    });

    it('reads one user by id', async () => {
      const user = await makeUser({ type: 'mediator', permissions: ['reports'] });
      expect((await asAdmin.get(`/api/users/${user.id}`)).json()).toMatchObject({
        id: user.id,
        email: user.email,
        type: 'mediator',
        permissions: ['reports'],
        status: 'active',
        lastLogin: null,
      });
    });
  });

  describe('the audit row and the change are one transaction', () => {
    it('when the audit row cannot be written, the change and the session ending are rolled back', async () => {
      const user = await makeUser({ type: 'user' });
      const cookie = await signIn(suite.app, user.email);
      await suite.database.db.execute(sql`alter table audit_log add constraint refuse_for_test check (action not in ('user.type', 'user.disable-login')) not valid`);
      try {
        const typed = await asAdmin.put(`/api/users/${user.id}/type`, { type: 'manager' });
        expect([typed.statusCode, typed.json().code]).toEqual([500, 'INTERNAL']);
        const disabled = await asAdmin.post(`/api/users/${user.id}/disable-login`);
        expect([disabled.statusCode, disabled.json().code]).toEqual([500, 'INTERNAL']);
      } finally {
        await suite.database.db.execute(sql`alter table audit_log drop constraint refuse_for_test`);
      }
      expect(await userRow(user.id)).toMatchObject({ type: 'user', canLogin: true });
      expect((await call('GET', '/api/user-types', undefined, cookie)).statusCode).toBe(200);
    });
  });

  describe('permissions stored in legacy forms', () => {
    const legacy = async (stored: unknown) => {
      const user = await makeUser({ permissions: stored });
      const signedIn = await suite.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: user.email, password: TEST_PASSWORD } });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const cookie = [signedIn.headers['set-cookie'] ?? []]
        .flat()
        .map((line) => line.split(';')[0])
        .join('; ');
      const session = await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      return { user, cookie, signedIn: signedIn.json(), permissions: session.json().user.permissions as string[] };
    };
    const storedShape = async (id: string) =>
      (
        await suite.database.db
          .select({ shape: sql<string>`jsonb_typeof(${users.permissions})` })
          .from(users)
          .where(eq(users.id, id))
      )[0]!.shape;

    it('reads a JSON string as the list it holds, and enforces it', async () => {
      const { user, cookie, signedIn, permissions } = await legacy('["dashboard","user-management"]');
      expect(await storedShape(user.id)).toBe('string');
      expect(signedIn.user.permissions).toEqual(['dashboard', 'user-management']);
      expect(signedIn.redirectTo).toBe('/app/dashboard');
      expect(permissions).toEqual(['dashboard', 'user-management']);
      expect((await call('GET', '/api/users?limit=10', undefined, cookie)).statusCode).toBe(200);
      expect((await call('PATCH', '/api/profile', { name: 'Legacy', phone: '+235 66 00 00 03' }, cookie)).statusCode).toBe(403);
    });

    it('reads a comma list, and a name written with spaces', async () => {
      const comma = await legacy('dashboard, reports');
      expect(comma.permissions).toEqual(['dashboard', 'reports']);
      expect((await call('GET', '/api/users', undefined, comma.cookie)).json().code).toBe('FORBIDDEN');

      const spaced = await legacy('precious products reports');
      expect(spaced.permissions).toEqual(['precious-products-reports']);
      expect(spaced.signedIn.redirectTo).toBe('/app/profile');
    });

    it('reads names with spaces and capitals inside a list, and lets them through', async () => {
      const { user, cookie, permissions } = await legacy(['Profile', 'User Management', 'no such thing']);
      expect(await storedShape(user.id)).toBe('array');
      expect(permissions).toEqual(['profile', 'user-management']);
      expect((await call('PATCH', '/api/profile', { name: 'Legacy Person', phone: '+235 66 00 00 04' }, cookie)).statusCode).toBe(200);
      expect((await call('GET', '/api/users?limit=10', undefined, cookie)).statusCode).toBe(200);
    });

    it('shows legacy rows normalised to administrators, and writes an array once changed', async () => {
      const user = await makeUser({ permissions: 'Reports,  settings' });
      expect((await asAdmin.get(`/api/users/${user.id}`)).json().permissions).toEqual(['reports', 'settings']);
      expect((await allPages({ limit: '100' })).flatMap((one) => one.items).find((item) => item.id === user.id)?.permissions).toEqual(['reports', 'settings']);
      await asAdmin.put(`/api/users/${user.id}/permissions`, { permissions: ['reports'] });
      expect(await storedShape(user.id)).toBe('array');
      expect((await auditOf('user.permissions', user.id))[0]).toMatchObject({
        before: expect.objectContaining({ permissions: ['reports', 'settings'] }),
        after: expect.objectContaining({ permissions: ['reports'] }),
      });
    });
  });

  it('refuses an id that is not a record id, NUL included, before any query (was a 500)', async () => {
    for (const id of ['%00', 'a%00b', 'no%20pe', '..%2F..%2Fetc']) {
      for (const answer of [
        await asAdmin.post(`/api/users/${id}/approve`),
        await asAdmin.get(`/api/users/${id}`),
        await asAdmin.put(`/api/users/${id}/type`, { type: 'user' }),
      ]) {
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', params: { fields: [{ path: 'id', issue: 'invalid_value' }] } });
      }
    }
    expect((await asAdmin.get(`/api/users/${randomUUID()}`)).json().code).toBe('USER_NOT_FOUND');
  });

  it('refuses text the database cannot store (NUL, a lone surrogate) in a body or a search, field named (was a 500)', async () => {
    const nameOf = async () => (await suite.database.db.select({ name: users.name }).from(users).where(eq(users.id, admin.id)))[0]?.name;
    const before = await nameOf();
    const searched = await asAdmin.get('/api/users?search=a%00b');
    expect(searched.statusCode, searched.body).toBe(400);
    expect(searched.json().params.fields).toEqual([{ path: 'search', issue: 'invalid_value' }]);
    // JSON escapes, as a client sends them: the parsed strings hold a NUL and a lone surrogate.
    for (const name of ['a\\u0000b', 'a\\ud800b']) {
      const answer = await suite.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: `{"name":"${name}","phone":"+235 66 00 00 01"}`,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', params: { fields: [{ path: 'name', issue: 'invalid_value' }] } });
    }
    expect(await nameOf()).toBe(before);
  });
});
