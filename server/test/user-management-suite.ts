import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TUserPage } from '../../contract/users';
import { auditLog, users } from '../../db/schema';
import { asBrowser, createTestUser, TEST_PASSWORD, type DatabaseKind, type TestUserOptions } from './helper';
import { useApiSuite } from './api-suite';
import { auditRows } from './audit-rows';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** The user-management API tests' suite: an administrator signed in, and the calls and reads its tests share. */
export function useUserManagementSuite(kind: DatabaseKind) {
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
  const auditOf = (action: string, entityId: string) => auditRows(suite.database, action, entityId);
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
  return { suite, admin, call, asAdmin, page, tryToSignIn, userRow, auditOf, auditCount, makeUser, allPages };
}
