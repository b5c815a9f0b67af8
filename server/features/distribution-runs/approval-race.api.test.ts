import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postOn, signInOn, useSharedPostgres } from '../../test/app-instances';
import { seedIndividual, seedMarchOperations, seedSubscriber } from '../../test/distribution-seed';
import { createTestUser } from '../../test/helper';
import { confirmedBody, wholeMonthBody } from '../../test/distribution-requests';

/** docs/distribution.md §14: two app processes on one PostgreSQL, approvers of one proposal on each. */
describe.runIf(process.env.TEST_DATABASE_URL)('approving one proposed run from two app instances', () => {
  // Distributors must otherwise enrol a second factor first (docs/permissions.md §11); not what this test is about.
  const shared = useSharedPostgres();
  const cookies: string[] = [];
  const period = { year: '2026', month: '3', currency: 'USD' };
  const investorBody = wholeMonthBody(period);

  const count = async (query: string) => {
    const answer = (await shared.database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ value: number }> };
    return answer.rows[0]?.value ?? null;
  };

  beforeAll(async () => {
    const db = shared.database.db;
    const party = await seedIndividual(db, { name: 'Client' });
    for (let index = 0; index < 20; index += 1) {
      await seedSubscriber(db, { currency: 'USD', subscriptionDate: '2026-01-01', subscriptionAmount: `${1000 + index * 41}.00` });
    }
    await seedMarchOperations(db, 8, (index) => `${200 + index * 7}.11`, { clientId: party, mediatorId: party });
    const users = await Promise.all([
      createTestUser(shared.database, { permissions: ['profit-distribution'] }),
      createTestUser(shared.database, { permissions: ['approve-distributions'] }),
      createTestUser(shared.database, { permissions: ['approve-distributions'] }),
    ]);
    const secret = 'approval-race-secret-that-is-long-enough-0123456789';
    const [first, second] = await shared.start(2, secret);
    cookies.push(await signInOn(first!, users[0].email), await signInOn(first!, users[1].email), await signInOn(second!, users[2].email));
  }, 300_000);

  it('two approvers on two instances, ten rounds: each time exactly one posts, the other is told RUN_NOT_PENDING', { timeout: 300_000 }, async () => {
    for (let round = 0; round < 10; round += 1) {
      const preview = (await postOn(shared.instances[0]!, cookies[0]!, '/profit-distribution/preview', investorBody)).body;
      const proposed = await postOn(shared.instances[0]!, cookies[0]!, '/profit-distribution/distribute', confirmedBody(investorBody, preview));
      expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
      const id = (proposed.body.proposal as { id: string }).id;
      const answers = await Promise.all([
        postOn(shared.instances[0]!, cookies[1]!, `/distribution-runs/${id}/approve`, {}),
        postOn(shared.instances[1]!, cookies[2]!, `/distribution-runs/${id}/approve`, {}),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('RUN_NOT_PENDING');
      expect(await count('select count(*)::int as value from distribution_runs')).toBe(1);
      expect(await count('select count(*)::int as value from operations where is_profit_distributed')).toBe(8);
      expect(await count("select count(*)::int as value from audit_log where action = 'distribution-run.approve'")).toBe(2 * round + 1);
      // The month is reset (itself proposed and approved: one more approval row) for the next round.
      const reset = await postOn(shared.instances[1]!, cookies[0]!, '/profit-distribution/reset', period);
      const resetId = (reset.body.proposal as { id: string }).id;
      expect((await postOn(shared.instances[1]!, cookies[2]!, `/distribution-runs/${resetId}/approve`, {})).status).toBe(200);
      expect(await count('select count(*)::int as value from distribution_runs')).toBe(0);
    }
  });
});
