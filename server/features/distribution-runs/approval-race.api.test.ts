import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/client';
import { startAppInstance, type AppInstance } from '../../test/app-instances';
import { seedIndividual, seedOperation, seedSubscriber } from '../../test/distribution-seed';
import { createScratchPostgres, createTestUser, TEST_PASSWORD, withoutTwoFactorRequirement, type ScratchPostgres } from '../../test/helper';

type Answer = { status: number; body: { code?: string } & Record<string, unknown> };

/** docs/distribution.md §14: two app processes on one PostgreSQL, approvers of one proposal on each. */
describe.runIf(process.env.TEST_DATABASE_URL)('approving one proposed run from two app instances', () => {
  let scratch: ScratchPostgres;
  let database: Database;
  let instances: AppInstance[] = [];
  const cookies: string[] = [];
  const period = { year: '2026', month: '3', currency: 'USD' };
  const investorBody = { ...period, source: 'operations', selection: { kind: 'all' }, investorPercentage: '100', loss: '0' };

  const call = async (instance: AppInstance, cookie: string, url: string, body: unknown): Promise<Answer> => {
    const response = await fetch(`${instance.url}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: instance.url },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const count = async (query: string) => {
    const answer = (await database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ value: number }> };
    return answer.rows[0]?.value ?? null;
  };
  const signIn = async (instance: AppInstance, email: string) => {
    const answer = await fetch(`${instance.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: instance.url },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    return answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  };

  beforeAll(async () => {
    scratch = await createScratchPostgres();
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    // Distributors must otherwise enrol a second factor first (docs/permissions.md §11); not what this test is about.
    await withoutTwoFactorRequirement(database);
    const db = database.db;
    const party = await seedIndividual(db, { name: 'Client' });
    for (let index = 0; index < 20; index += 1) {
      await seedSubscriber(db, { currency: 'USD', subscriptionDate: '2026-01-01', subscriptionAmount: `${1000 + index * 41}.00` });
    }
    for (let index = 0; index < 8; index += 1) {
      await seedOperation(db, {
        date: `2026-03-${String(1 + index).padStart(2, '0')}`,
        currency: 'USD',
        investorShare: `${200 + index * 7}.11`,
        clientId: party,
        mediatorId: party,
      });
    }
    const users = await Promise.all([
      createTestUser(database, { permissions: ['profit-distribution'] }),
      createTestUser(database, { permissions: ['approve-distributions'] }),
      createTestUser(database, { permissions: ['approve-distributions'] }),
    ]);
    const secret = 'approval-race-secret-that-is-long-enough-0123456789';
    instances = await Promise.all([startAppInstance(scratch.url, secret), startAppInstance(scratch.url, secret)]);
    cookies.push(await signIn(instances[0]!, users[0].email), await signIn(instances[0]!, users[1].email), await signIn(instances[1]!, users[2].email));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close();
    await scratch?.drop();
  });

  it('two approvers on two instances, ten rounds: each time exactly one posts, the other is told RUN_NOT_PENDING', { timeout: 300_000 }, async () => {
    for (let round = 0; round < 10; round += 1) {
      const preview = (await call(instances[0]!, cookies[0]!, '/profit-distribution/preview', investorBody)).body;
      const expected = { sourceCount: preview.sourceCount, baseTotal: preview.baseTotal, distributable: preview.distributable };
      const proposed = await call(instances[0]!, cookies[0]!, '/profit-distribution/distribute', { ...investorBody, expected });
      expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
      const id = (proposed.body.proposal as { id: string }).id;
      const answers = await Promise.all([
        call(instances[0]!, cookies[1]!, `/distribution-runs/${id}/approve`, {}),
        call(instances[1]!, cookies[2]!, `/distribution-runs/${id}/approve`, {}),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('RUN_NOT_PENDING');
      expect(await count('select count(*)::int as value from distribution_runs')).toBe(1);
      expect(await count('select count(*)::int as value from operations where is_profit_distributed')).toBe(8);
      expect(await count("select count(*)::int as value from audit_log where action = 'distribution-run.approve'")).toBe(2 * round + 1);
      // The month is reset (itself proposed and approved: one more approval row) for the next round.
      const reset = await call(instances[1]!, cookies[0]!, '/profit-distribution/reset', period);
      const resetId = (reset.body.proposal as { id: string }).id;
      expect((await call(instances[1]!, cookies[2]!, `/distribution-runs/${resetId}/approve`, {})).status).toBe(200);
      expect(await count('select count(*)::int as value from distribution_runs')).toBe(0);
    }
  });
});
