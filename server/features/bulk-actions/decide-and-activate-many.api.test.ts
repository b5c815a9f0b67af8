import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TBulkSummary } from '../../../contract/bulk-actions';
import { rowsOf } from '../../../db/queries/raw-rows';
import { asBrowser, DATABASE_KINDS } from '../../test/helper';
import { auditRows } from '../../test/audit-rows';
import { linkUser, seedCapital, seedPerson, seedProfit, seedProfitRequest, seedRun } from '../../test/member-seed';
import { makeIndividual } from '../../test/people-fixtures';
import { useApiSuite } from '../../test/api-suite';

/** docs/operations.md §12: deciding many profit requests and (de)activating many individuals, each through its single-row action. */
describe.each(DATABASE_KINDS)('deciding many profit requests and activating many individuals on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      approver: { permissions: ['add-profit'], name: 'Bulk Approver' },
      member: { permissions: ['profile'], type: 'client' },
      clerk: ['individuals'],
      outsider: ['transactions'],
    },
  });
  const { approver, member, clerk, outsider } = suite.users;
  const query = <T>(text: SQL) => rowsOf<T>(suite.database.db, text);
  let keys = 0;
  const post = (url: string, payload: object, cookie: string, key = `bulk-${kind}-${(keys += 1)}`) =>
    suite.app.inject({ method: 'POST', url, headers: { ...asBrowser(cookie), 'idempotency-key': key }, payload });
  let run = '';
  let memberIndividual = '';
  let approverIndividual = '';

  beforeAll(async () => {
    run = await seedRun(suite.database.db);
    memberIndividual = (await seedPerson(suite.database.db)).id;
    await linkUser(suite.database.db, member.id, memberIndividual);
    await seedCapital(suite.database.db, { individualId: memberIndividual, amount: '1000' });
    approverIndividual = (await seedPerson(suite.database.db)).id;
    await linkUser(suite.database.db, approver.id, approverIndividual);
  });

  const request = async (individualId: string, status = 'pending') => {
    const profitId = await seedProfit(suite.database.db, { runId: run, individualId, subscriberId: null, share: '100' });
    return seedProfitRequest(suite.database.db, { profitId, requesterUserId: member.id, individualId, status });
  };
  const statusOf = async (ids: string[]) => {
    const found: string[][] = [];
    for (const id of ids) {
      const [row] = await query<{ status: string }>(sql`select status from profit_requests where id = ${id}`);
      found.push([id, row!.status]);
    }
    return found;
  };

  it('approves each pending request once, refuses a decided one and one of the approver himself, and replays its summary', async () => {
    const good = [await request(memberIndividual), await request(memberIndividual)];
    const decided = await request(memberIndividual, 'rejected');
    const own = await request(approverIndividual);
    const key = `decide-${kind}`;
    const ids = [good[0]!, decided, own, good[1]!];
    const answer = await post('/api/profit-requests/decide-many', { ids, decision: 'approve' }, approver.cookie, key);
    expect(answer.statusCode, answer.body).toBe(200);
    const summary: TBulkSummary = answer.json();
    expect(summary).toEqual({
      total: 4,
      done: 2,
      sentForApproval: 0,
      refused: [
        { id: decided, code: 'PROFIT_REQUEST_ALREADY_DECIDED', params: { status: 'rejected' } },
        { id: own, code: 'SELF_APPROVAL', params: {} },
      ],
    });
    expect(await auditRows(suite.database, 'profit-request.approve', good)).toHaveLength(2);
    expect(await statusOf([decided, own])).toEqual([
      [decided, 'rejected'],
      [own, 'pending'],
    ]);
    const replay = await post('/api/profit-requests/decide-many', { ids, decision: 'approve' }, approver.cookie, key);
    expect([replay.statusCode, replay.headers['idempotent-replayed'], replay.json()]).toEqual([200, 'true', summary]);
    expect(await auditRows(suite.database, 'profit-request.approve', good)).toHaveLength(2);
  });

  it('rejects every pending request the list shows (its filter), and refuses callers without add-profit', async () => {
    const ids = [await request(memberIndividual), await request(memberIndividual)];
    const forbidden = await post('/api/profit-requests/decide-many', { filter: {}, decision: 'reject' }, outsider.cookie);
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, 'FORBIDDEN']);
    const listed = (await suite.app.inject({ method: 'GET', url: '/api/profit-requests?limit=100', headers: asBrowser(approver.cookie) })).json() as {
      items: Array<{ id: string }>;
    };
    const answer = await post('/api/profit-requests/decide-many', { filter: {}, decision: 'reject', reason: 'not this month' }, approver.cookie);
    const summary: TBulkSummary = answer.json();
    // The approver's own request, still pending from the test before, is the list's too and refused as his own.
    expect([summary.total, summary.done, summary.refused.map((row) => row.code)]).toEqual([listed.items.length, listed.items.length - 1, ['SELF_APPROVAL']]);
    expect((await statusOf(ids)).map(([, status]) => status)).toEqual(['rejected', 'rejected']);
  });

  it('deactivates the individuals named and those the filter keeps, audited one by one; refuses an unknown id and a caller without the permission', async () => {
    const people = [await makeIndividual(suite.app, clerk.cookie), await makeIndividual(suite.app, clerk.cookie)];
    const missing = 'no-such-individual';
    const answer = await post('/api/individuals/set-active-many', { ids: [...people.map((row) => row.id), missing], active: false }, clerk.cookie);
    expect(answer.json()).toEqual({ total: 3, done: 2, sentForApproval: 0, refused: [{ id: missing, code: 'INDIVIDUAL_NOT_FOUND', params: {} }] });
    for (const person of people) expect(await auditRows(suite.database, 'individual.deactivate', person.id)).toHaveLength(1);

    const filter = { search: people[0]!.name, active: 'false' };
    const count = await suite.app.inject({
      method: 'GET',
      url: `/api/individuals/matching-count?${new URLSearchParams(filter).toString()}`,
      headers: asBrowser(clerk.cookie),
    });
    expect(count.json()).toMatchObject({ count: 1, overLimit: false });
    const again = await post('/api/individuals/set-active-many', { filter, active: true }, clerk.cookie);
    expect(again.json()).toEqual({ total: 1, done: 1, sentForApproval: 0, refused: [] });
    expect(await auditRows(suite.database, 'individual.activate', people[0]!.id)).toHaveLength(1);
    expect(await auditRows(suite.database, 'individual.activate', people[1]!.id)).toHaveLength(0);

    const forbidden = await post('/api/individuals/set-active-many', { ids: [people[1]!.id], active: true }, outsider.cookie);
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await auditRows(suite.database, 'individual.activate', people[1]!.id)).toHaveLength(0);
  });
});
