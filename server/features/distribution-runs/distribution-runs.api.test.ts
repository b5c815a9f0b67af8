import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  seedLedgerRows,
  seedMediatorLink,
  seedOperation,
  seedSubscriber,
  setDistributionApproval,
  seedDistributionParties,
} from '../../test/distribution-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { confirmedBody } from '../../test/distribution-requests';

type Body = Record<string, unknown>;
type Headers = Record<string, string>;

/** docs/distribution.md §14: four-eyes approval of distributions, commissions and resets. */
describe.each(DATABASE_KINDS)('four-eyes approval of distributions on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      proposer: { name: 'Proposer', permissions: ['profit-distribution', 'approve-distributions'] },
      approver: { name: 'Approver', permissions: ['approve-distributions'] },
      secondApprover: { name: 'Second approver', permissions: ['approve-distributions'] },
      admin: { name: 'Admin', permissions: ['all'] },
      distributorOnly: { name: 'Distributor', permissions: ['profit-distribution'] },
    },
  });
  const { proposer, approver, secondApprover, admin, distributorOnly } = suite.users;

  const period = (month: string) => ({ year: '2026', month, currency: 'USD' });
  const previewBody = (month: string) => ({ ...period(month), source: 'operations', selection: { kind: 'all' }, investorPercentage: '90', loss: '5.00' });
  const post = (url: string, payload: Body, headers: Headers) => suite.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const code = (answer: { statusCode: number; json: () => { code: string } }) => [answer.statusCode, answer.json().code];
  const list = async (query: string, headers = approver.headers) =>
    (await suite.app.inject({ method: 'GET', url: `/api/distribution-runs${query}`, headers })).json().items as Body[];

  /** Preview then distribute, as the page does; the answer is a proposal while the setting is on. */
  async function distribute(month: string, headers = proposer.headers) {
    const preview = (await post('/profit-distribution/preview', previewBody(month), headers)).json();
    return post('/profit-distribution/distribute', confirmedBody(previewBody(month), preview), headers);
  }
  const approve = (id: string, headers: Headers) => post(`/distribution-runs/${id}/approve`, {}, headers);
  const reject = (id: string, reason: string, headers: Headers) => post(`/distribution-runs/${id}/reject`, { reason }, headers);
  const monthRows = async (month: number) => {
    const answer = (await suite.database.db.execute(
      sql`select individual_id as "individualId", subscriber_id as "subscriberId", share::text, distribution_type as type, profit_date::text as date
          from monthly_profits where profit_date = (date '2026-01-01' + make_interval(months => ${month}) - interval '1 day')::date order by individual_id, distribution_type`,
    )) as unknown as { rows: Body[] };
    return answer.rows;
  };

  beforeAll(async () => {
    const db = suite.database.db;
    const {
      client,
      mediators: [mediator],
    } = await seedDistributionParties(db, { mediators: [{ name: 'Mediator' }], beneficiary: 'Beneficiary', weightingMethod: 'daily-product' });
    await seedSubscriber(db, { id: 'fe-a', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '3000.00', name: 'Investor A' });
    await seedSubscriber(db, { id: 'fe-b', currency: 'USD', subscriptionDate: '2026-03-16', subscriptionAmount: '2000.00', name: 'Investor B' });
    await seedMediatorLink(db, { mediatorId: mediator, investorId: 'fe-a', percentage: '12.5' });
    for (const [date, share] of [
      ['2026-03-05', '600.00'],
      ['2026-03-20', '400.33'],
      ['2026-04-02', '50.00'],
      ['2026-05-02', '70.00'],
      ['2026-06-02', '80.00'],
      ['2026-07-02', '90.00'],
    ] as const) {
      await seedOperation(db, { date, currency: 'USD', investorShare: share, clientId: client, mediatorId: mediator });
    }
  });

  it('needs a second approver in a new database', async () => {
    const settings = await suite.app.inject({ method: 'GET', url: '/api/company-settings', headers: admin.headers });
    expect(settings.json().distributionsNeedApproval).toBe(true);
  });

  it('distribute proposes: nothing posted, the sources reserved against a second proposal, the proposal audited', async () => {
    const answer = await distribute('3');
    expect(answer.statusCode, answer.body).toBe(200);
    const { proposal } = answer.json();
    expect(proposal).toMatchObject({
      kind: 'investor',
      source: 'operations',
      year: 2026,
      month: 3,
      currency: 'USD',
      status: 'pending',
      proposedBy: { id: proposer.id, name: 'Proposer' },
      decidedBy: null,
    });
    expect(Number(proposal.total)).toBeGreaterThan(0);
    expect(await countRows(suite.database.db, 'monthly_profits')).toBe(0);
    expect(await countRows(suite.database.db, 'distribution_runs')).toBe(0);
    expect(await countRows(suite.database.db, 'operations', 'is_profit_distributed')).toBe(0);
    expect(code(await distribute('3', admin.headers))).toEqual([409, 'RUN_PENDING_APPROVAL']);
    expect(await countRows(suite.database.db, 'audit_log', "action = 'distribution-run.propose'")).toBe(1);
    const pending = await list('?status=pending', distributorOnly.headers);
    expect(pending.map((run) => run.id)).toEqual([proposal.id]);
    expect(pending[0]).toMatchObject({ total: proposal.total, count: proposal.count, proposedBy: { name: 'Proposer' } });
    // docs/operations.md §14: each approver but the proposer is told, in the proposal's transaction.
    const { rows: told } = (await suite.database.db.execute(
      sql`select user_id as "userId", params->>'proposalId' as "proposalId" from notifications where kind = 'distribution-proposed'`,
    )) as unknown as { rows: Array<{ userId: string; proposalId: string }> };
    const toldUsers = told.filter((row) => row.proposalId === proposal.id).map((row) => row.userId);
    expect(toldUsers).toEqual(expect.arrayContaining([approver.id, secondApprover.id, admin.id]));
    expect(toldUsers).not.toContain(proposer.id);
    expect(toldUsers).not.toContain(distributorOnly.id);
  });

  it('refuses the proposer (SELF_APPROVAL, even holding all) and a user without approve-distributions', async () => {
    const [own] = await list('?status=pending');
    expect(code(await approve(String(own!.id), proposer.headers))).toEqual([403, 'SELF_APPROVAL']);
    expect(code(await approve(String(own!.id), distributorOnly.headers))).toEqual([403, 'FORBIDDEN']);
    expect(code(await reject(String(own!.id), 'no', distributorOnly.headers))).toEqual([403, 'FORBIDDEN']);
    const byAdmin = await distribute('4', admin.headers);
    expect(byAdmin.json().proposal.proposedBy.id).toBe(admin.id);
    expect(code(await approve(byAdmin.json().proposal.id, admin.headers))).toEqual([403, 'SELF_APPROVAL']);
    expect(code(await approve('no-such-run', approver.headers))).toEqual([404, 'NOT_FOUND']);
    expect(await countRows(suite.database.db, 'monthly_profits')).toBe(0);
  });

  it('another approver approves: the run posts, under the proposal id, exactly what distribute posts with the setting off', async () => {
    const [own] = await list('?status=pending&month=3');
    const answer = await approve(String(own!.id), approver.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().run).toMatchObject({ id: own!.id, status: 'approved', decidedBy: { name: 'Approver' } });
    expect(answer.json().result).toMatchObject({ runId: own!.id, sourcesMarked: 2, total: own!.total });
    expect(await countRows(suite.database.db, 'distribution_runs', `id = '${String(own!.id)}'`)).toBe(1);
    expect(await countRows(suite.database.db, 'audit_log', "action = 'distribution-run.approve'")).toBe(1);
    expect(await countRows(suite.database.db, 'audit_log', "action = 'profit-distribution.distribute'")).toBe(1);
    expect(code(await approve(String(own!.id), secondApprover.headers))).toEqual([409, 'RUN_NOT_PENDING']);
    expect(code(await reject(String(own!.id), 'too late', secondApprover.headers))).toEqual([409, 'RUN_NOT_PENDING']);
    const approved = await monthRows(3);
    expect(approved.length).toBeGreaterThan(1);

    await setDistributionApproval(suite.database.db, false);
    try {
      expect((await post('/profit-distribution/reset', period('3'), proposer.headers)).json()).toMatchObject({ deletedRuns: 1 });
      const direct = await distribute('3');
      expect(direct.json()).toMatchObject({ total: own!.total, rowsWritten: approved.length });
      expect(await monthRows(3)).toEqual(approved);
      expect((await post('/profit-distribution/reset', period('3'), proposer.headers)).statusCode).toBe(200);
    } finally {
      await setDistributionApproval(suite.database.db, true);
    }
  });

  it('rejects with a reason: recorded and kept, nothing posted, the month free for a new proposal', async () => {
    const proposal = (await distribute('5')).json().proposal;
    expect(code(await reject(proposal.id, '  ', approver.headers))).toEqual([400, 'VALIDATION_FAILED']);
    const answer = await reject(proposal.id, 'The loss is wrong', approver.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'rejected', reason: 'The loss is wrong', decidedBy: { name: 'Approver' } });
    expect(code(await approve(proposal.id, secondApprover.headers))).toEqual([409, 'RUN_NOT_PENDING']);
    expect((await list('?status=rejected')).map((run) => run.id)).toContain(proposal.id);
    expect(await countRows(suite.database.db, 'distribution_proposals', `id = '${String(proposal.id)}' and status = 'rejected'`)).toBe(1);
    expect(await countRows(suite.database.db, 'audit_log', "action = 'distribution-run.reject'")).toBe(1);
    expect(await monthRows(5)).toEqual([]);
    expect((await distribute('5')).statusCode).toBe(200);
  });

  it('goes stale when the ledger changed before approval: PREVIEW_OUTDATED, nothing posted, the proposal closed as stale', async () => {
    const [pending] = await list('?status=pending&month=5');
    await seedLedgerRows(suite.database.db, [{ subscriberId: 'fe-a', date: '2026-05-10', type: 'credit', status: 'completed', amount: '0.01' }]);
    expect(code(await approve(String(pending!.id), approver.headers))).toEqual([409, 'PREVIEW_OUTDATED']);
    expect(await monthRows(5)).toEqual([]);
    expect((await list('?status=stale')).map((run) => run.id)).toContain(pending!.id);
    expect(code(await approve(String(pending!.id), approver.headers))).toEqual([409, 'RUN_NOT_PENDING']);
    expect(await countRows(suite.database.db, 'audit_log', "action = 'distribution-run.stale'")).toBe(1);
  });

  it('goes stale when a source changed before approval', async () => {
    const proposal = (await distribute('6')).json().proposal;
    await suite.database.db.execute(sql`update operations set investor_share = '80.01' where operation_date = '2026-06-02'`);
    expect(code(await approve(proposal.id, approver.headers))).toEqual([409, 'PREVIEW_OUTDATED']);
    expect(await monthRows(6)).toEqual([]);
  });

  it('sends commissions and reset through approval too', async () => {
    const investor = (await distribute('7')).json().proposal;
    expect((await approve(investor.id, approver.headers)).statusCode).toBe(200);
    const preview = (await post('/profit-distribution/commissions/preview', period('7'), proposer.headers)).json();
    const commissions = await post(
      '/profit-distribution/commissions/distribute',
      { ...period('7'), confirmation: 'YES', expectedTotal: preview.total },
      proposer.headers,
    );
    expect(commissions.json().proposal).toMatchObject({ kind: 'commission', source: null, status: 'pending', total: preview.total });
    expect(
      code(await post('/profit-distribution/commissions/distribute', { ...period('7'), confirmation: 'YES', expectedTotal: preview.total }, admin.headers)),
    ).toEqual([409, 'RUN_PENDING_APPROVAL']);
    expect((await monthRows(7)).filter((row) => row.type === 'commission')).toEqual([]);
    const paid = await approve(commissions.json().proposal.id, secondApprover.headers);
    expect(paid.json().result).toMatchObject({ rowsWritten: 1, total: preview.total });
    const rowsBefore = (await monthRows(7)).length;

    const reset = await post('/profit-distribution/reset', period('7'), proposer.headers);
    expect(reset.json().proposal).toMatchObject({ kind: 'reset', status: 'pending', count: rowsBefore });
    expect((await monthRows(7)).length).toBe(rowsBefore);
    expect(code(await approve(reset.json().proposal.id, proposer.headers))).toEqual([403, 'SELF_APPROVAL']);
    const done = await approve(reset.json().proposal.id, approver.headers);
    expect(done.json().result).toMatchObject({ deletedProfits: rowsBefore, deletedRuns: 2, restoredOperations: 1 });
    expect(await monthRows(7)).toEqual([]);
  });

  it('two approvers racing on one run: exactly one posts, the other is told it is not pending', async () => {
    const proposal = (await distribute('3')).json().proposal;
    const answers = await Promise.all([approve(proposal.id, approver.headers), approve(proposal.id, secondApprover.headers)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('RUN_NOT_PENDING');
    expect(await countRows(suite.database.db, 'distribution_runs', 'year = 2026 and month = 3')).toBe(1);
    expect(await countRows(suite.database.db, 'operations', "is_profit_distributed and operation_date between '2026-03-01' and '2026-03-31'")).toBe(2);
  });

  it('approves nothing into a closed month: PERIOD_CLOSED, the proposal still pending; no new proposal for it either', async () => {
    const preview = (await post('/profit-distribution/commissions/preview', period('3'), proposer.headers)).json();
    const body = { ...period('3'), confirmation: 'YES', expectedTotal: preview.total };
    const proposal = (await post('/profit-distribution/commissions/distribute', body, proposer.headers)).json().proposal;
    expect(proposal).toMatchObject({ kind: 'commission', status: 'pending' });
    expect((await post('/periods/close', period('3'), admin.headers)).statusCode).toBe(200);
    try {
      expect(code(await approve(proposal.id, approver.headers))).toEqual([409, 'PERIOD_CLOSED']);
      expect((await monthRows(3)).filter((row) => row.type === 'commission')).toEqual([]);
      expect((await list('?status=pending&month=3')).map((run) => run.id)).toEqual([proposal.id]);
      expect(code(await post('/profit-distribution/reset', period('3'), proposer.headers))).toEqual([409, 'PERIOD_CLOSED']);
    } finally {
      expect((await post('/periods/reopen', { ...period('3'), reason: 'Test over' }, admin.headers)).statusCode).toBe(200);
    }
    expect((await reject(proposal.id, 'Withdrawn', proposer.headers)).statusCode).toBe(200);
  });

  it('with the setting off, distribute posts at once as before', async () => {
    const saved = await suite.app.inject({ method: 'GET', url: '/api/company-settings', headers: admin.headers });
    const { companyRatio: _ratio, specialBeneficiaryName: _name, updatedAt: _at, ...body } = saved.json();
    expect(
      (await suite.app.inject({ method: 'PUT', url: '/api/company-settings', headers: admin.headers, payload: { ...body, distributionsNeedApproval: false } }))
        .statusCode,
    ).toBe(200);
    const answer = await distribute('4');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).not.toHaveProperty('proposal');
    expect(answer.json().rowsWritten).toBeGreaterThan(0);
    expect(await countRows(suite.database.db, 'audit_log', "action = 'company-settings.update' and after->>'distributionsNeedApproval' = 'false'")).toBe(1);
  });
});
