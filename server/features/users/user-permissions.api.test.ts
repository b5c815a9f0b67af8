import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TUserRow } from '../../../contract/users';
import { users } from '../../../db/schema';
import { DATABASE_KINDS, signIn, TEST_PASSWORD } from '../../test/helper';
import { useUserManagementSuite } from '../../test/user-management-suite';

describe.each(DATABASE_KINDS)('user management on %s', (kind) => {
  const { suite, admin, call, asAdmin, userRow, auditOf, auditCount, makeUser, allPages } = useUserManagementSuite(kind);

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
});
