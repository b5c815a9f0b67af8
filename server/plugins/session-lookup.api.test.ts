import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { build } from '../app';
import { asBrowser, createTestUser, DATABASE_KINDS, signIn, testConfig } from '../test/helper';
import { useApiSuite } from '../test/api-suite';

// The operations bench measures the app with better-auth's own session lookup too: it must admit
// and refuse exactly as the default session check does.
describe.each(DATABASE_KINDS)('session lookup by better-auth on %s', (kind) => {
  const suite = useApiSuite(kind, { buildApp: (database) => build({ config: testConfig(), database, logger: false, sessionLookup: 'better-auth' }) });

  it('admits a signed-in holder of the permission and refuses the rest', async () => {
    const holder = await createTestUser(suite.database, { permissions: ['transactions'] });
    const outsider = await createTestUser(suite.database, { permissions: ['dashboard'] });
    const cookie = await signIn(suite.app, holder.email);
    const list = (headers: Record<string, string>) => suite.app.inject({ method: 'GET', url: '/api/operations?limit=25', headers });
    expect((await list(asBrowser(cookie))).statusCode).toBe(200);
    expect((await list(asBrowser(await signIn(suite.app, outsider.email)))).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
    await suite.database.db.update(users).set({ canLogin: false }).where(eq(users.id, holder.id));
    expect((await list(asBrowser(cookie))).statusCode).toBe(401);
  });
});
