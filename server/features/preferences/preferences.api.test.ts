import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';

describe.each(DATABASE_KINDS)('preferences on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { member: {} } });
  const { member } = suite.users;

  const put = (preference: unknown) =>
    suite.app.inject({ method: 'PUT', url: '/api/preferences/operations.columns', headers: member.headers, payload: { preference } });
  const get = async () => (await suite.app.inject({ method: 'GET', url: '/api/preferences/operations.columns', headers: member.headers })).json();

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
