import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postOn, signInOn, useSharedPostgres } from '../../test/app-instances';
import { createTestUser } from '../../test/helper';
import { linkUser, seedCapital, seedPerson, seedProfit, seedProfitRequest, seedRun } from '../../test/member-seed';

const APPROVALS = 20;

describe.runIf(process.env.TEST_DATABASE_URL)('two app instances approving one request at once', () => {
  // A new database requires a second factor of privileged users; this one keeps that default.
  const shared = useSharedPostgres({ twoFactorRequired: true });
  const fixture = { requestId: '', subscriberId: '', profitId: '' };
  const cookies: string[] = [];

  beforeAll(async () => {
    const { database } = shared;
    const member = await createTestUser(database, { permissions: ['profile'], type: 'client' });
    const approvers = await Promise.all([createTestUser(database, { permissions: ['add-profit'] }), createTestUser(database, { permissions: ['add-profit'] })]);
    const person = await seedPerson(database.db);
    await linkUser(database.db, member.id, person.id);
    fixture.subscriberId = await seedCapital(database.db, { individualId: person.id, amount: '100000' });
    fixture.profitId = await seedProfit(database.db, { runId: await seedRun(database.db), individualId: person.id, share: '2500' });
    fixture.requestId = randomUUID();
    await seedProfitRequest(database.db, { id: fixture.requestId, profitId: fixture.profitId, requesterUserId: member.id, individualId: person.id });
    const secret = `race-secret-${randomUUID()}`;
    const instances = await shared.start(2, secret);
    // Approver i signs in on instance i; both sessions live in the shared database.
    cookies.push(...(await Promise.all(approvers.map((approver, index) => signInOn(instances[index]!, approver.email)))));
  }, 120_000);

  it('credits the balance exactly once; every other approval is refused as already decided', async () => {
    const answers = await Promise.all(
      Array.from({ length: APPROVALS }, (_, index) =>
        postOn(shared.instances[index % 2]!, cookies[index % 2]!, `/profit-requests/${fixture.requestId}/approve`, {}),
      ),
    );
    const succeeded = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(succeeded).toHaveLength(1);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual(
      Array.from({ length: APPROVALS - 1 }, () => [409, 'PROFIT_REQUEST_ALREADY_DECIDED']),
    );

    const { rows: ledger } = (await shared.database.db.execute(
      sql`select amount::text from balance_transactions where subscriber_id = ${fixture.subscriberId} and credit_type = 'profit'`,
    )) as unknown as { rows: Array<{ amount: string }> };
    expect(ledger).toEqual([{ amount: '2500.00' }]);
    const { rows: capital } = (await shared.database.db.execute(sql`select balance::text from subscribers where id = ${fixture.subscriberId}`)) as unknown as {
      rows: Array<{ balance: string }>;
    };
    expect(capital[0]!.balance).toBe('102500.00');
    const { rows: profit } = (await shared.database.db.execute(sql`select paid from monthly_profits where id = ${fixture.profitId}::bigint`)) as unknown as {
      rows: Array<{ paid: boolean }>;
    };
    expect(profit[0]!.paid).toBe(true);
  });
});
