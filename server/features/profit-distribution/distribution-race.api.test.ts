import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postOn, signInOn, useSharedPostgres, type AppInstance } from '../../test/app-instances';
import {
  seedIndividual,
  seedMediatorLink,
  seedMarchOperations,
  seedSubscriber,
  setDistributionSettings,
  setDistributionApproval,
} from '../../test/distribution-seed';
import { createTestUser } from '../../test/helper';
import { confirmedBody } from '../../test/distribution-requests';

/** Two app processes on one PostgreSQL; 50 requests at once, split between them. */
describe.runIf(process.env.TEST_DATABASE_URL)('distribution races between two app instances', () => {
  const shared = useSharedPostgres();
  let cookie = '';
  const period = { year: '2026', month: '3', currency: 'USD' };
  const investorBody = { ...period, source: 'operations', selection: { kind: 'all' }, investorPercentage: '90', loss: '10.00' };

  const call = (instance: AppInstance, url: string, body: unknown) => postOn(instance, cookie, `/profit-distribution/${url}`, body);
  const fireFifty = (url: string, body: (index: number) => { url: string; body: unknown } | unknown) =>
    Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const chosen = body(index) as { url?: string; body?: unknown };
        return chosen && typeof chosen === 'object' && 'url' in chosen && chosen.url
          ? call(shared.instances[index % 2]!, chosen.url, chosen.body)
          : call(shared.instances[index % 2]!, url, chosen);
      }),
    );
  const count = async (query: string) => {
    const answer = (await shared.database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ value: string | number | null }> };
    return answer.rows[0]?.value ?? null;
  };
  const investorPreview = async () => (await call(shared.instances[0]!, 'preview', investorBody)).body;
  const distributeBody = (preview: Record<string, unknown>) => confirmedBody(investorBody, preview);

  beforeAll(async () => {
    const db = shared.database.db;
    await setDistributionApproval(db, false);
    const party = await seedIndividual(db, { name: 'Client' });
    const mediator = await seedIndividual(db, { name: 'Mediator' });
    await setDistributionSettings(db, { specialServiceRatio: '5', weightingMethod: 'daily-product', specialBeneficiaryId: await seedIndividual(db) });
    for (let index = 0; index < 30; index += 1) {
      const investor = await seedSubscriber(db, {
        currency: 'USD',
        subscriptionDate: `2026-03-${String(1 + (index % 28)).padStart(2, '0')}`,
        subscriptionAmount: `${1000 + index * 37}.${index % 10}1`,
      });
      if (index % 3 === 0) await seedMediatorLink(db, { mediatorId: mediator, investorId: investor.id, percentage: '7.5' });
    }
    await seedMarchOperations(db, 12, (index) => `${100 + index * 13}.37`, { clientId: party, mediatorId: mediator });
    const user = await createTestUser(shared.database, { permissions: ['profit-distribution'] });
    const secret = 'race-test-secret-that-is-long-enough-0123456789';
    const [first] = await shared.start(2, secret);
    cookie = await signInOn(first!, user.email);
  }, 120_000);

  it('50 distributes of one month: exactly one succeeds, the others are told it is already distributed', async () => {
    const preview = await investorPreview();
    const answers = await fireFifty('distribute', () => distributeBody(preview));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body.code])).toEqual(
      Array(49).fill([409, 'ALREADY_DISTRIBUTED']),
    );
    expect(await count('select count(*)::int as value from distribution_runs')).toBe(1);
    expect(await count("select count(*) - count(distinct subscriber_id) as value from monthly_profits where distribution_type = 'profit'")).toBe('0');
    expect(await count('select count(*)::int as value from distribution_sources')).toBe(12);
    expect(await count('select count(*)::int as value from operations where is_profit_distributed')).toBe(12);
    const expectedTotal = await count(`select (${preview.distributable}::numeric + ${preview.special}::numeric)::text as value`);
    expect(await count('select sum(share)::text as value from monthly_profits')).toBe(expectedTotal);
  });

  it('50 commission distributes: exactly one succeeds, the others are told commissions are already there', async () => {
    const preview = (await call(shared.instances[1]!, 'commissions/preview', period)).body;
    const answers = await fireFifty('commissions/distribute', () => ({ ...period, confirmation: 'YES', expectedTotal: preview.total }));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect([answer.status, ['ALREADY_DISTRIBUTED', 'COMMISSIONS_ALREADY_DISTRIBUTED'].includes(answer.body.code ?? '')]).toEqual([409, true]);
    }
    expect(await count("select count(*)::int as value from distribution_runs where kind = 'commission'")).toBe(1);
    expect(await count("select sum(share)::text as value from monthly_profits where distribution_type = 'commission'")).toBe(preview.total);
  });

  it('resets racing distributes leave the month either whole or empty, never half', async () => {
    expect((await call(shared.instances[0]!, 'reset', period)).status).toBe(200);
    const preview = await investorPreview();
    const answers = await fireFifty('', (index) => (index % 2 === 0 ? { url: 'distribute', body: distributeBody(preview) } : { url: 'reset', body: period }));
    for (const answer of answers) {
      expect(answer.status === 200 || (answer.status === 409 && answer.body.code === 'ALREADY_DISTRIBUTED'), JSON.stringify(answer)).toBe(true);
    }
    const runs = await count('select count(*)::int as value from distribution_runs');
    const marked = await count('select count(*)::int as value from operations where is_profit_distributed');
    const sources = await count('select count(*)::int as value from distribution_sources');
    const total = await count('select coalesce(sum(share), 0)::text as value from monthly_profits');
    const whole = await count(`select (${preview.distributable}::numeric + ${preview.special}::numeric)::text as value`);
    expect([[runs, marked, sources, total]]).toContainEqual(runs === 1 ? [1, 12, 12, whole] : [0, 0, 0, '0']);
  });
});
