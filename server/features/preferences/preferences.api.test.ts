import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { asBrowser, buildTestApp, createTestUser, DATABASE_KINDS, openTestDatabase, signIn, type TestDatabase } from '../../test/helper';

describe.each(DATABASE_KINDS)('preferences on %s', (kind) => {
  let database: TestDatabase;
  let app: App;
  let headers: Record<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database);
    headers = asBrowser(await signIn(app, (await createTestUser(database)).email));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const put = (preference: unknown) => app.inject({ method: 'PUT', url: '/api/preferences/operations.columns', headers, payload: { preference } });
  const get = async () => (await app.inject({ method: 'GET', url: '/api/preferences/operations.columns', headers })).json();

  it('reads null before anything is chosen, then keeps a choice', async () => {
    expect(await get()).toEqual({ key: 'operations.columns', preference: null });
    expect((await put(['amount', 'currency'])).statusCode).toBe(200);
    expect(await get()).toEqual({ key: 'operations.columns', preference: ['amount', 'currency'] });
  });

  it('refuses a null choice by schema, keeping the last one (was a 500: the column holds no null)', async () => {
    const answer = await put(null);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', params: { fields: [{ path: 'preference' }] } });
    expect(await get()).toEqual({ key: 'operations.columns', preference: ['amount', 'currency'] });
  });
});
