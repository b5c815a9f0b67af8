import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, seedIndividual, seedOperation, seedSale, seedSubscriber } from '../../test/distribution-seed';
import { seedProfit, seedProfitRequest, seedRun } from '../../test/member-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';

type Body = Record<string, unknown>;
type Headers = Record<string, string>;
type Answer = { statusCode: number; json: () => Body; headers: Record<string, unknown> };

/** docs/operations.md §23: amounts above which a money write waits for a second approver. */
describe.each(DATABASE_KINDS)('approval limits on money writes on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      clerk: { name: 'Clerk', permissions: ['transactions', 'update-balance', 'complete-operations', 'product-sales', 'add-profit', 'approve-distributions'] },
      approver: { name: 'Approver', permissions: ['approve-distributions'] },
      limiter: { name: 'Limiter', permissions: ['approval-limits'] },
      settingsReader: { name: 'Settings reader', permissions: ['company-settings'] },
      outsider: { name: 'Outsider', permissions: ['transactions'] },
      member: { name: 'Member', permissions: ['profile'] },
    },
  });
  const { clerk, approver, limiter, settingsReader, outsider, member } = suite.users;

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: Body) =>
    suite.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload }) }) as unknown as Promise<Answer>;
  const code = (answer: Answer) => [answer.statusCode, answer.json().code];
  const setLimit = (action: string, currency: string, amount: string | null) =>
    send('PUT', '/approval-limits', limiter.headers, { limits: [{ action, currency, amount }] });
  const approve = (id: string, headers: Headers) => send('POST', `/money-proposals/${id}/approve`, headers, {});
  const reject = (id: string, reason: string, headers: Headers) => send('POST', `/money-proposals/${id}/reject`, headers, { reason });
  const balanceOf = async (id: string) =>
    (
      (await suite.database.db.execute(sql`select balance::text as balance from subscribers where id = ${id}`)) as unknown as {
        rows: Array<{ balance: string }>;
      }
    ).rows[0]!.balance;
  /** What a held write must leave alone: the ledger, the journal, the balances. */
  const moneyState = async () => ({
    ledger: await countRows(suite.database.db, 'balance_transactions'),
    journal: await countRows(suite.database.db, 'journal_entries'),
    balances: ((await suite.database.db.execute(sql`select id, balance::text from subscribers order by id`)) as unknown as { rows: Body[] }).rows,
  });
  const newSubscriber = async (amount = '1000.00', currency = 'USD') =>
    (await seedSubscriber(suite.database.db, { currency, subscriptionDate: '2025-01-01', subscriptionAmount: amount, name: `Investor ${currency}` })).id;

  beforeAll(async () => {
    expect((await setLimit('update-balance', 'USD', '500')).statusCode).toBe(200);
  });

  it('lists every action × currency with no limit in a new database, readable with company-settings', async () => {
    const answer = await send('GET', '/approval-limits', settingsReader.headers);
    expect(answer.statusCode).toBe(200);
    const limits = answer.json().limits as Body[];
    expect(limits).toHaveLength(8 * 6);
    expect(limits.find((limit) => limit.action === 'update-balance' && limit.currency === 'USD')).toEqual({
      action: 'update-balance',
      currency: 'USD',
      amount: '500.00',
    });
    expect(limits.find((limit) => limit.action === 'withdrawal' && limit.currency === 'XAF')).toEqual({ action: 'withdrawal', currency: 'XAF', amount: null });
  });

  it('changes limits only with approval-limits, audited; bad input answers its codes and changes nothing', async () => {
    expect(code(await send('PUT', '/approval-limits', settingsReader.headers, { limits: [] }))).toEqual([403, 'FORBIDDEN']);
    expect(code(await send('PUT', '/approval-limits', clerk.headers, { limits: [] }))).toEqual([403, 'FORBIDDEN']);
    expect(code(await send('GET', '/approval-limits', outsider.headers))).toEqual([403, 'FORBIDDEN']);
    const before = (await send('GET', '/approval-limits', limiter.headers)).json();
    expect(code(await setLimit('sale-sell', 'XAF', '10.5'))).toEqual([400, 'TOO_MANY_DECIMALS']);
    expect(code(await setLimit('sale-sell', 'USD', '-1'))).toEqual([400, 'NEGATIVE_AMOUNT']);
    expect(code(await setLimit('sale-sell', 'USD', 'abc'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(code(await setLimit('no-such-action', 'USD', '1'))).toEqual([400, 'VALIDATION_FAILED']);
    const twice = await send('PUT', '/approval-limits', limiter.headers, {
      limits: [
        { action: 'sale-sell', currency: 'USD', amount: '1' },
        { action: 'sale-sell', currency: 'USD', amount: '2' },
      ],
    });
    expect(twice.json()).toMatchObject({ code: 'VALIDATION_FAILED', params: { fields: [{ path: 'limits.1.action', issue: 'invalid_value' }] } });
    expect((await send('GET', '/approval-limits', limiter.headers)).json()).toEqual(before);

    const set = await setLimit('correction', 'EUR', '1000.5');
    expect(set.statusCode).toBe(200);
    expect((set.json().limits as Body[]).find((limit) => limit.action === 'correction' && limit.currency === 'EUR')?.amount).toBe('1000.50');
    const [audit] = await auditRows(suite.database, 'approval-limits.update')
      .orderBy(sql`id desc`)
      .limit(1);
    expect(audit).toMatchObject({
      actorId: limiter.id,
      before: { limits: [{ action: 'correction', currency: 'EUR', amount: null }] },
      after: { limits: [{ action: 'correction', currency: 'EUR', amount: '1000.50' }] },
    });
    expect((await setLimit('correction', 'EUR', null)).statusCode).toBe(200);
  });

  it('a write at or below its limit, or with no limit in its currency, works as before', async () => {
    const usd = await newSubscriber();
    const atLimit = await send('POST', '/update-balance', clerk.headers, { subscriberId: usd, type: 'credit', creditType: 'new-amount', amount: '500' });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json()).toMatchObject({ balanceBefore: '1000.00', balanceAfter: '1500.00' });
    const eur = await newSubscriber('1000.00', 'EUR');
    const noLimit = await send('POST', '/update-balance', clerk.headers, { subscriberId: eur, type: 'credit', creditType: 'new-amount', amount: '9000' });
    expect(noLimit.json()).toMatchObject({ balanceAfter: '10000.00' });
    expect(await countRows(suite.database.db, 'money_proposals')).toBe(0);
  });

  it('above its limit a write answers 202 with its proposal and changes nothing; a replay answers the same 202', async () => {
    const subscriber = await newSubscriber();
    const before = await moneyState();
    const body = { subscriberId: subscriber, type: 'credit', creditType: 'new-amount', amount: '500.01', note: 'big' };
    const headers = { ...clerk.headers, 'idempotency-key': 'limit-replay-1' };
    const first = await send('POST', '/update-balance', headers, body);
    expect(first.statusCode, JSON.stringify(first.json())).toBe(202);
    expect(first.json().proposal).toMatchObject({
      kind: 'ledger.updateBalance',
      action: 'update-balance',
      currency: 'USD',
      amount: '500.01',
      subject: 'Investor USD',
      status: 'pending',
      proposedBy: { id: clerk.id, name: 'Clerk' },
      payload: body,
    });
    const replay = await send('POST', '/update-balance', headers, body);
    expect([replay.statusCode, replay.headers['idempotent-replayed'], replay.json()]).toEqual([202, 'true', first.json()]);
    expect(await moneyState()).toEqual(before);
    const id = (first.json().proposal as Body).id as string;
    expect(await auditRows(suite.database, 'money-proposal.propose', id)).toHaveLength(1);
    const listed = (await send('GET', '/money-proposals?status=pending', approver.headers)).json().items as Body[];
    expect(listed.filter((item) => item.id === id)).toHaveLength(1);
  });

  it('the proposer cannot approve; another approver does, the write happens once and is audited; then it is decided', async () => {
    const subscriber = await newSubscriber();
    const proposed = await send('POST', '/update-balance', clerk.headers, {
      subscriberId: subscriber,
      type: 'credit',
      creditType: 'new-amount',
      amount: '700',
    });
    const id = (proposed.json().proposal as Body).id as string;
    expect(code(await approve(id, clerk.headers))).toEqual([403, 'SELF_APPROVAL']);
    expect(code(await approve(id, outsider.headers))).toEqual([403, 'FORBIDDEN']);
    expect(await balanceOf(subscriber)).toBe('1000.00');

    const approved = await approve(id, { ...approver.headers, 'idempotency-key': 'approve-1' });
    expect(approved.statusCode, JSON.stringify(approved.json())).toBe(200);
    expect(approved.json().proposal).toMatchObject({ status: 'approved', decidedBy: { id: approver.id, name: 'Approver' } });
    const rowId = (approved.json().proposal as Body).result as string;
    expect(await balanceOf(subscriber)).toBe('1700.00');
    expect(await countRows(suite.database.db, 'balance_transactions', `subscriber_id = '${subscriber}'`)).toBe(1);
    expect(await auditRows(suite.database, 'balance-transaction.update-balance', rowId)).toHaveLength(1);
    expect(await auditRows(suite.database, 'money-proposal.approve', id)).toMatchObject([
      { actorId: approver.id, after: { status: 'approved', result: rowId } },
    ]);
    expect(await countRows(suite.database.db, 'journal_entries', `source_id = '${rowId}'`)).toBe(1);

    const replay = await approve(id, { ...approver.headers, 'idempotency-key': 'approve-1' });
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(code(await approve(id, approver.headers))).toEqual([409, 'RUN_NOT_PENDING']);
    expect(code(await reject(id, 'late', approver.headers))).toEqual([409, 'RUN_NOT_PENDING']);
    expect(await balanceOf(subscriber)).toBe('1700.00');
  });

  it('a rejection writes nothing and keeps its reason; a reason is required', async () => {
    const subscriber = await newSubscriber();
    const proposed = await send('POST', '/update-balance', clerk.headers, { subscriberId: subscriber, type: 'debit', amount: '600' });
    const id = (proposed.json().proposal as Body).id as string;
    const before = await moneyState();
    expect((await send('POST', `/money-proposals/${id}/reject`, approver.headers, { reason: ' ' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { fields: [{ path: 'reason', issue: 'required' }] },
    });
    expect(code(await send('POST', `/money-proposals/${id}/reject`, approver.headers, { reason: 'x', extra: 1 }))).toEqual([400, 'VALIDATION_FAILED']);
    const rejected = await reject(id, 'Not agreed with the investor', approver.headers);
    expect(rejected.json().proposal).toMatchObject({ status: 'rejected', reason: 'Not agreed with the investor', result: null });
    expect(await moneyState()).toEqual(before);
    expect(await auditRows(suite.database, 'money-proposal.reject', id)).toHaveLength(1);
    expect(code(await approve(id, approver.headers))).toEqual([409, 'RUN_NOT_PENDING']);
    expect(code(await approve('no-such-proposal', approver.headers))).toEqual([404, 'NOT_FOUND']);
    expect(code(await approve('bad%20id', approver.headers))).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('checks the write again on approval: a balance spent meanwhile refuses it, nothing written, still pending', async () => {
    const subscriber = await newSubscriber();
    const proposed = await send('POST', '/update-balance', clerk.headers, { subscriberId: subscriber, type: 'debit', amount: '900' });
    expect(proposed.statusCode).toBe(202);
    const id = (proposed.json().proposal as Body).id as string;
    const spent = await send('POST', '/update-balance', clerk.headers, { subscriberId: subscriber, type: 'debit', amount: '400' });
    expect(spent.statusCode).toBe(200);
    const before = await moneyState();
    expect(code(await approve(id, approver.headers))).toEqual([409, 'INSUFFICIENT_BALANCE']);
    expect(await moneyState()).toEqual(before);
    expect(await balanceOf(subscriber)).toBe('600.00');
    expect((await send('GET', '/money-proposals?status=pending', approver.headers)).json().items).toContainEqual(
      expect.objectContaining({ id, status: 'pending' }),
    );
    expect(await auditRows(suite.database, 'money-proposal.approve', id)).toHaveLength(0);
  });

  it('a bad write above its limit is refused as it always was, never proposed', async () => {
    const before = await countRows(suite.database.db, 'money_proposals');
    const subscriber = await newSubscriber('100.00');
    expect(code(await send('POST', '/update-balance', clerk.headers, { subscriberId: subscriber, type: 'debit', amount: '800' }))).toEqual([
      409,
      'INSUFFICIENT_BALANCE',
    ]);
    expect(code(await send('POST', '/update-balance', clerk.headers, { subscriberId: subscriber, type: 'credit', amount: '800' }))).toEqual([
      400,
      'CREDIT_TYPE_REQUIRED',
    ]);
    expect(await countRows(suite.database.db, 'money_proposals')).toBe(before);
  });

  it('capital rows: a completed credit, a completion and the corrections answer to their own limits', async () => {
    await send('PUT', '/approval-limits', limiter.headers, {
      limits: [
        { action: 'capital-credit', currency: 'XAF', amount: '1000' },
        { action: 'correction', currency: 'XAF', amount: '1000' },
      ],
    });
    const subscriber = await newSubscriber('5000', 'XAF');
    const row = (amount: string, status: string) => ({
      subscriberId: subscriber,
      type: 'credit',
      creditType: 'new-amount',
      amount,
      transactionDate: '2025-03-01',
      status,
    });
    const completed = await send('POST', '/balance-transactions', clerk.headers, row('2000', 'completed'));
    expect([completed.statusCode, (completed.json().proposal as Body).kind]).toEqual([202, 'ledger.create']);
    // A pending row moves nothing: it is recorded, and its completion is the limited write.
    const pending = await send('POST', '/balance-transactions', clerk.headers, row('3000', 'pending'));
    expect(pending.statusCode).toBe(200);
    const pendingId = (pending.json().row as Body).id as string;
    const completion = await send('POST', `/balance-transactions/${pendingId}/complete`, clerk.headers);
    expect(completion.json().proposal).toMatchObject({ kind: 'ledger.complete', action: 'capital-credit', amount: '3000', payload: { id: pendingId } });
    const cancel = await send('POST', `/balance-transactions/${pendingId}/cancel`, clerk.headers);
    expect(cancel.json().proposal).toMatchObject({ kind: 'ledger.cancel', action: 'correction' });
    expect(await balanceOf(subscriber)).toBe('5000.00');

    expect((await approve((completion.json().proposal as Body).id as string, approver.headers)).statusCode).toBe(200);
    expect(await balanceOf(subscriber)).toBe('8000.00');
    // The row is completed now: the cancellation held meanwhile is refused on approval.
    expect(code(await approve((cancel.json().proposal as Body).id as string, approver.headers))).toEqual([409, 'TRANSACTION_NOT_PENDING']);

    const reverse = await send('POST', `/balance-transactions/${pendingId}/reverse`, clerk.headers);
    expect(reverse.json().proposal).toMatchObject({ kind: 'ledger.reverse', action: 'correction', amount: '3000' });
    expect((await approve((reverse.json().proposal as Body).id as string, approver.headers)).statusCode).toBe(200);
    expect(await balanceOf(subscriber)).toBe('5000.00');
    expect((await approve((completed.json().proposal as Body).id as string, approver.headers)).statusCode).toBe(200);
    expect(await balanceOf(subscriber)).toBe('7000.00');
  });

  it('completing an operation and selling a precious product wait above their limits, then happen on approval', async () => {
    await send('PUT', '/approval-limits', limiter.headers, {
      limits: [
        { action: 'operation-complete', currency: 'XAF', amount: '50000' },
        { action: 'sale-sell', currency: 'XAF', amount: '50000' },
      ],
    });
    const db = suite.database.db;
    const client = await seedIndividual(db, { name: 'Client' });
    const mediator = await seedIndividual(db, { name: 'Mediator', type: 'mediator' });
    const operation = await seedOperation(db, {
      date: '2025-03-01',
      currency: 'XAF',
      investorShare: '1000',
      status: 'pending',
      clientId: client,
      mediatorId: mediator,
    });
    const journal = await countRows(db, 'journal_entries');
    const proposed = await send('POST', `/operations/${operation}/complete`, clerk.headers);
    expect(proposed.json().proposal).toMatchObject({ kind: 'operations.complete', action: 'operation-complete', amount: '1000000' });
    expect((await send('GET', `/operations/${operation}`, clerk.headers)).json().status).toBe('pending');
    expect(await countRows(db, 'journal_entries')).toBe(journal);
    expect((await approve((proposed.json().proposal as Body).id as string, approver.headers)).statusCode).toBe(200);
    expect((await send('GET', `/operations/${operation}`, clerk.headers)).json().status).toBe('completed');
    expect(await auditRows(suite.database, 'operation.complete', operation)).toMatchObject([{ actorId: approver.id }]);

    const small = await seedSale(db, { date: '2025-03-01', currency: 'XAF', profit: '50000', status: 'pending' });
    expect((await send('POST', `/product-sales/${small}/sell`, clerk.headers)).statusCode).toBe(200);
    const big = await seedSale(db, { date: '2025-03-01', currency: 'XAF', profit: '50001', status: 'pending' });
    const sale = await send('POST', `/product-sales/${big}/sell`, clerk.headers);
    expect(sale.json().proposal).toMatchObject({ kind: 'productSales.sell', action: 'sale-sell', amount: '50001' });
    expect((await send('GET', `/product-sales/${big}`, clerk.headers)).json().status).toBe('pending');
    expect((await approve((sale.json().proposal as Body).id as string, approver.headers)).statusCode).toBe(200);
    expect((await send('GET', `/product-sales/${big}`, clerk.headers)).json().status).toBe('sold');
  });

  it("approving a member's profit request above its limit waits, then credits the capital once", async () => {
    await setLimit('profit-request-approve', 'XAF', '100');
    const db = suite.database.db;
    const { id: subscriberId, individualId } = await seedSubscriber(db, {
      currency: 'XAF',
      subscriptionDate: '2025-01-01',
      subscriptionAmount: '1000',
      name: 'Member',
    });
    const runId = await seedRun(db);
    const profitId = await seedProfit(db, { runId, individualId, subscriberId, share: '250' });
    const requestId = await seedProfitRequest(db, { profitId, requesterUserId: member.id, individualId });
    const proposed = await send('POST', `/profit-requests/${requestId}/approve`, clerk.headers, {});
    expect(proposed.json().proposal).toMatchObject({ kind: 'profitRequests.approve', action: 'profit-request-approve', amount: '250', subject: 'Member' });
    expect(await balanceOf(subscriberId)).toBe('1000.00');
    const approved = await approve((proposed.json().proposal as Body).id as string, approver.headers);
    expect(approved.statusCode, JSON.stringify(approved.json())).toBe(200);
    expect(await balanceOf(subscriberId)).toBe('1250.00');
    expect(await auditRows(suite.database, 'profit-request.approve', requestId)).toHaveLength(1);
  });

  it('the proposals list is for the approvals screen readers only', async () => {
    expect(code(await send('GET', '/money-proposals', outsider.headers))).toEqual([403, 'FORBIDDEN']);
    expect(code(await send('GET', '/money-proposals?status=nope', approver.headers))).toEqual([400, 'VALIDATION_FAILED']);
  });
});
