import { setDistributionApproval } from '../../test/distribution-seed';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/helper';
import { seedPerson, seedProfit, seedProfitRequest, seedRun } from '../../test/member-seed';
import { useApiSuite } from '../../test/api-suite';

type RequestRow = { status: string; monthlyProfitId: string | null; amount: string; profitDate: string; currency: string };

/** A month reset meets members' requests on its profit rows (was a foreign-key 500 that blocked the month for ever). */
describe.each(DATABASE_KINDS)('month reset with profit requests on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { manager: ['profit-distribution'], requester: ['profile'] } });
  const { manager, requester } = suite.users;

  beforeAll(async () => {
    await setDistributionApproval(suite.database.db, false);
  });

  /** A distributed month (one run, one profit row) whose row a member asked for, the request in `status`. */
  async function monthWithRequest(month: number, status: string) {
    const person = await seedPerson(suite.database.db);
    const runId = await seedRun(suite.database.db, { year: 2026, month, currency: 'XAF' });
    const date = `2026-${String(month).padStart(2, '0')}-${month === 2 ? '28' : '30'}`;
    const profitId = await seedProfit(suite.database.db, { runId, individualId: person.id, share: '1500', date, paid: status === 'approved' });
    const requestId = await seedProfitRequest(suite.database.db, { profitId, requesterUserId: requester.id, individualId: person.id, status });
    return {
      requestId,
      profitId,
      reset: () =>
        suite.app.inject({
          method: 'POST',
          url: '/api/profit-distribution/reset',
          headers: manager.headers,
          payload: { year: '2026', month: String(month), currency: 'XAF' },
        }),
    };
  }

  async function requestRow(id: string): Promise<RequestRow> {
    const answer = (await suite.database.db.execute(
      sql`select status, monthly_profit_id::text as "monthlyProfitId", amount::text, profit_date::text as "profitDate", currency from profit_requests where id = ${id}`,
    )) as unknown as { rows: RequestRow[] };
    return answer.rows[0]!;
  }

  const profitRows = async (id: string) =>
    ((await suite.database.db.execute(sql`select id from monthly_profits where id = ${id}::bigint`)) as unknown as { rows: unknown[] }).rows.length;

  it('refuses with a clear code while a request waits for a decision, deleting nothing', async () => {
    const month = await monthWithRequest(6, 'pending');
    const answer = await month.reset();
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'MONTH_HAS_PENDING_REQUESTS', params: { pending: 1, year: 2026, month: 6 } });
    expect(await profitRows(month.profitId)).toBe(1);
    expect(await requestRow(month.requestId)).toMatchObject({ status: 'pending', monthlyProfitId: month.profitId });
  });

  it('resets a month whose request was rejected, keeping the request with what it asked for', async () => {
    const month = await monthWithRequest(9, 'rejected');
    const answer = await month.reset();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ deletedProfits: 1, deletedRuns: 1 });
    expect(await profitRows(month.profitId)).toBe(0);
    expect(await requestRow(month.requestId)).toEqual({
      status: 'rejected',
      monthlyProfitId: null,
      amount: '1500.00',
      profitDate: '2026-09-30',
      currency: 'XAF',
    });
    const audit = (await suite.database.db.execute(
      sql`select before from audit_log where action = 'profit-distribution.reset' and entity_id = '2026-09-XAF'`,
    )) as unknown as {
      rows: Array<{ before: { detachedRequests: Array<{ id: string }> } }>;
    };
    expect(audit.rows[0]?.before.detachedRequests.map((request) => request.id)).toEqual([month.requestId]);
  });

  it('refuses a month whose request was approved: its profit is paid', async () => {
    const month = await monthWithRequest(4, 'approved');
    const answer = await month.reset();
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().code).toBe('MONTH_HAS_PAID_ROWS');
    expect(await requestRow(month.requestId)).toMatchObject({ status: 'approved', monthlyProfitId: month.profitId });
  });

  it('keeps the database from detaching a request that is not rejected', async () => {
    const month = await monthWithRequest(11, 'pending');
    await expect(suite.database.db.execute(sql`update profit_requests set monthly_profit_id = null where id = ${month.requestId}`)).rejects.toThrow();
  });
});
