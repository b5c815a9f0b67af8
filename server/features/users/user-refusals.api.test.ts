import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema';
import { DATABASE_KINDS } from '../../test/helper';
import { useUserManagementSuite } from '../../test/user-management-suite';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe.each(DATABASE_KINDS)('user management on %s', (kind) => {
  const { suite, admin, call, asAdmin, userRow, auditCount, makeUser } = useUserManagementSuite(kind);

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
