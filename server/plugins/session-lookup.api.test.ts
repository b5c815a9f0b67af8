import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { build, type App } from '../app';
import { asBrowser, createTestUser, DATABASE_KINDS, openTestDatabase, signIn, testConfig, type TestDatabase } from '../test/helper';

// The operations bench measures the app with better-auth's own session lookup too: it must admit
// and refuse exactly as the default session check does.
describe.each(DATABASE_KINDS)('session lookup by better-auth on %s', (kind) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await build({ config: testConfig(), database, logger: false, sessionLookup: 'better-auth' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('admits a signed-in holder of the permission and refuses the rest', async () => {
    const holder = await createTestUser(database, { permissions: ['transactions'] });
    const outsider = await createTestUser(database, { permissions: ['dashboard'] });
    const cookie = await signIn(app, holder.email);
    const list = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/operations?limit=25', headers });
    expect((await list(asBrowser(cookie))).statusCode).toBe(200);
    expect((await list(asBrowser(await signIn(app, outsider.email)))).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
    await database.db.update(users).set({ canLogin: false }).where(eq(users.id, holder.id));
    expect((await list(asBrowser(cookie))).statusCode).toBe(401);
  });
});
