import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceAt, LEDGER_END, parseIsoDate, type LedgerEntry } from '../../../domain';
import { numericToMinor } from '../../../db/money-columns';
import { asBrowser, DATABASE_KINDS } from '../../test/helper';
import { linkUser, seedCapital, seedLedger, seedPerson, seedProfit, seedRun } from '../../test/member-seed';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import type { TProfitRequestPage } from '../../../contract/profit-requests';
import { rowsOf } from '../../../db/queries/raw-rows';
import { useApiSuite } from '../../test/api-suite';

describe.each(DATABASE_KINDS)('profit requests and their approval on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      approver: { permissions: ['add-profit'], name: 'Approver' },
      selfApprover: ['profile', 'add-profit'],
      firstMember: { permissions: ['profile'], type: 'client' },
      secondMember: { permissions: ['profile'], type: 'client' },
      thirdMember: { permissions: ['profile'], type: 'client' },
    },
  });
  const { approver, selfApprover, firstMember, secondMember, thirdMember } = suite.users;

  let run = '';
  let selfApproverIndividualId = '';
  const members: Array<{ cookie: string; individualId: string; userId: string }> = [];

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    suite.app.inject({ method, url, headers: asBrowser(cookie), ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
  const query = <T>(text: SQL) => rowsOf<T>(suite.database.db, text);

  /** A linked member with an unpaid profit row and a pending request on it; returns the request id. */
  async function pendingRequest(params: {
    member: number;
    share: string;
    subscriberId?: string | null;
    currency?: string;
  }): Promise<{ requestId: string; profitId: string }> {
    const member = members[params.member]!;
    const profitId = await seedProfit(suite.database.db, {
      runId: run,
      individualId: member.individualId,
      subscriberId: params.subscriberId ?? null,
      share: params.share,
      currency: params.currency,
    });
    const answer = await call(member.cookie, 'POST', `/api/me/profits/${profitId}/request`, { note: 'add it' });
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await query<{ id: string }>(sql`select id from profit_requests where monthly_profit_id = ${profitId}::bigint and status = 'pending'`);
    return { requestId: row!.id, profitId };
  }

  beforeAll(async () => {
    run = await seedRun(suite.database.db);
    for (const user of [firstMember, secondMember, thirdMember]) {
      const person = await seedPerson(suite.database.db);
      await linkUser(suite.database.db, user.id, person.id);
      members.push({ cookie: user.cookie, individualId: person.id, userId: user.id });
    }
    const selfPerson = await seedPerson(suite.database.db);
    await linkUser(suite.database.db, selfApprover.id, selfPerson.id);
    await seedCapital(suite.database.db, { individualId: selfPerson.id });
    selfApproverIndividualId = selfPerson.id;
  });

  it('approves in one transaction: a completed profit credit, the balance cache raised, the row paid, the request approved, audited', async () => {
    const member = members[0]!;
    const subscriberId = await seedCapital(suite.database.db, { individualId: member.individualId, amount: '100000' });
    await seedLedger(suite.database.db, { subscriberId, date: '2025-02-01', type: 'credit', amount: '5000' });
    const { requestId, profitId } = await pendingRequest({ member: 0, share: '1234' });
    const list = await call(approver.cookie, 'GET', '/api/profit-requests');
    expect(list.json().items.find((row: { id: string }) => row.id === requestId)).toMatchObject({
      amount: '1234',
      currency: 'XAF',
      type: 'profit',
      note: 'add it',
      status: 'pending',
    });

    const answer = await call(approver.cookie, 'POST', `/api/profit-requests/${requestId}/approve`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ request: { id: requestId, status: 'approved' }, balanceBefore: '105000', balanceAfter: '106234' });

    const ledger = await query<{ type: string; creditType: string; amount: string; status: string }>(
      sql`select type, credit_type as "creditType", amount::text, status from balance_transactions where subscriber_id = ${subscriberId} order by id`,
    );
    expect(ledger.at(-1)).toEqual({ type: 'credit', creditType: 'profit', amount: '1234.00', status: 'completed' });
    const [cached] = await query<{ balance: string; amount: string }>(
      sql`select balance::text, subscription_amount::text as amount from subscribers where id = ${subscriberId}`,
    );
    const entries: LedgerEntry[] = (
      await query<{ date: string; type: 'credit' | 'debit'; status: 'completed'; amount: string }>(
        sql`select transaction_date::text as date, type, status, amount::text from balance_transactions where subscriber_id = ${subscriberId}`,
      )
    ).map((row) => ({ date: parseIsoDate(row.date), type: row.type, status: row.status, amountMinor: numericToMinor(row.amount, 'XAF') }));
    expect(numericToMinor(cached!.balance, 'XAF')).toBe(
      balanceAt({ subscriptionAmountMinor: numericToMinor(cached!.amount, 'XAF'), entries, date: LEDGER_END }),
    );
    expect(cached!.balance).toBe('106234.00');

    const [profit] = await query<{ paid: boolean }>(sql`select paid from monthly_profits where id = ${profitId}::bigint`);
    expect(profit!.paid).toBe(true);
    const [request] = await query<{ status: string; decidedBy: string; decided: boolean }>(
      sql`select status, decided_by as "decidedBy", decided_at is not null as decided from profit_requests where id = ${requestId}`,
    );
    expect(request).toEqual({ status: 'approved', decidedBy: approver.id, decided: true });
    const audit = await query<{ action: string }>(
      sql`select action from audit_log where actor_id = ${approver.id} and action <> 'sign-in.success' order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['balance-transaction.profit-request', 'monthly-profit.paid', 'profit-request.approve']);
    // The books pay the row out of profits payable into the capital, not out of cash (docs/accounting.md §3).
    const books = await query<{ line: string }>(
      sql`select (case when l.debit > 0 then 'D ' else 'C ' end) || l.account_code || ':' || coalesce(l.party_id, '-') || ' ' || (l.debit + l.credit)::text as line
          from journal_lines l join journal_entries e on e.id = l.entry_id
          where e.source_kind = 'balance-transaction' and e.source_id = ${answer.json().ledgerRowId} order by l.line_no`,
    );
    expect(books.map((row) => row.line)).toEqual([`D 2200:${subscriberId} 1234.00`, `C 3100:${subscriberId} 1234.00`]);

    const again = await call(approver.cookie, 'POST', `/api/profit-requests/${requestId}/approve`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'PROFIT_REQUEST_ALREADY_DECIDED']);
    const paidAgain = await call(member.cookie, 'POST', `/api/me/profits/${profitId}/request`);
    expect([paidAgain.statusCode, paidAgain.json().code]).toEqual([409, 'PROFIT_ALREADY_PAID']);
    const seen = await call(member.cookie, 'GET', '/api/me/profits');
    expect(seen.json().items.find((row: { id: string }) => row.id === profitId)).toMatchObject({ paid: true, requestStatus: 'approved', requestable: false });
  });

  it('credits the profit row’s own subscriber when it names one, even with several active subscriptions', async () => {
    const member = members[1]!;
    const first = await seedCapital(suite.database.db, { individualId: member.individualId, amount: '1000' });
    const second = await seedCapital(suite.database.db, { individualId: member.individualId, amount: '2000' });
    const named = await pendingRequest({ member: 1, share: '50', subscriberId: second });
    const answer = await call(approver.cookie, 'POST', `/api/profit-requests/${named.requestId}/approve`);
    expect(answer.json()).toMatchObject({ balanceBefore: '2000', balanceAfter: '2050' });
    const balances = await query<{ id: string; balance: string }>(
      sql`select id, balance::text from subscribers where id in (${first}, ${second}) order by balance`,
    );
    expect(balances).toEqual([
      { id: first, balance: '1000.00' },
      { id: second, balance: '2050.00' },
    ]);
  });

  it('refuses clearly when the subscriber to credit is ambiguous or missing, and changes nothing', async () => {
    const ambiguous = await pendingRequest({ member: 1, share: '10' });
    const first = await call(approver.cookie, 'POST', `/api/profit-requests/${ambiguous.requestId}/approve`);
    expect([first.statusCode, first.json().code, first.json().params]).toEqual([409, 'PROFIT_SUBSCRIBER_AMBIGUOUS', { currency: 'XAF' }]);
    const missing = await pendingRequest({ member: 1, share: '10', currency: 'EUR' });
    const second = await call(approver.cookie, 'POST', `/api/profit-requests/${missing.requestId}/approve`);
    expect([second.statusCode, second.json().code]).toEqual([409, 'PROFIT_SUBSCRIBER_MISSING']);
    const states = await query<{ status: string; paid: boolean }>(
      sql`select r.status, p.paid from profit_requests r join monthly_profits p on p.id = r.monthly_profit_id where r.id in (${ambiguous.requestId}, ${missing.requestId})`,
    );
    expect(states).toEqual([
      { status: 'pending', paid: false },
      { status: 'pending', paid: false },
    ]);
  });

  it('rejects with a reason: nothing credited, and the member may ask again', async () => {
    const member = members[2]!;
    const subscriberId = await seedCapital(suite.database.db, { individualId: member.individualId, amount: '700' });
    const { requestId, profitId } = await pendingRequest({ member: 2, share: '30' });
    const tooLong = await call(approver.cookie, 'POST', `/api/profit-requests/${requestId}/reject`, { reason: 'x'.repeat(501) });
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const answer = await call(approver.cookie, 'POST', `/api/profit-requests/${requestId}/reject`, { reason: 'wrong month' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ request: { status: 'rejected' }, ledgerRowId: null });
    const [request] = await query<{ status: string; reason: string }>(sql`select status, decision_note as reason from profit_requests where id = ${requestId}`);
    expect(request).toEqual({ status: 'rejected', reason: 'wrong month' });
    const [capital] = await query<{ balance: string }>(sql`select balance::text from subscribers where id = ${subscriberId}`);
    expect(capital!.balance).toBe('700.00');
    const decided = await call(approver.cookie, 'POST', `/api/profit-requests/${requestId}/approve`);
    expect([decided.statusCode, decided.json().code]).toEqual([409, 'PROFIT_REQUEST_ALREADY_DECIDED']);
    const list = await call(member.cookie, 'GET', '/api/me/profits');
    expect(list.json().items.find((row: { id: string }) => row.id === profitId)).toMatchObject({ requestStatus: 'rejected', requestable: true });
    const again = await call(member.cookie, 'POST', `/api/me/profits/${profitId}/request`);
    expect(again.statusCode).toBe(200);
  });

  it('nobody decides their own request', async () => {
    const profitId = await seedProfit(suite.database.db, { runId: run, individualId: selfApproverIndividualId, share: '99' });
    expect((await call(selfApprover.cookie, 'POST', `/api/me/profits/${profitId}/request`)).statusCode).toBe(200);
    const [row] = await query<{ id: string }>(sql`select id from profit_requests where monthly_profit_id = ${profitId}::bigint`);
    for (const action of ['approve', 'reject']) {
      const answer = await call(selfApprover.cookie, 'POST', `/api/profit-requests/${row!.id}/${action}`);
      expect([answer.statusCode, answer.json().code]).toEqual([403, 'SELF_APPROVAL']);
    }
    const [state] = await query<{ status: string }>(sql`select status from profit_requests where id = ${row!.id}`);
    expect(state!.status).toBe('pending');
  });

  it('refuses unknown requests, malformed ids and unknown fields', async () => {
    const unknown = await call(approver.cookie, 'POST', '/api/profit-requests/6f1c2a3b-1111-4222-8333-444455556666/approve');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'PROFIT_REQUEST_NOT_FOUND']);
    const malformed = await call(approver.cookie, 'POST', '/api/profit-requests/12/approve');
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const extra = await call(approver.cookie, 'POST', '/api/profit-requests/6f1c2a3b-1111-4222-8333-444455556666/approve', { amount: '1' });
    expect([extra.statusCode, extra.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('pages the pending requests oldest first without repeats', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await call(approver.cookie, 'GET', `/api/profit-requests?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.statusCode, answer.body).toBe(200);
      ids.push(...answer.json().items.map((row: { id: string }) => row.id));
      cursor = answer.json().nextCursor;
    } while (cursor);
    const [count] = await query<{ count: number }>(sql`select count(*)::int as count from profit_requests where status = 'pending'`);
    expect(new Set(ids).size).toBe(count!.count);
    expect(ids).toHaveLength(count!.count);
  });

  it('sorts the pending requests by every column both ways, paging without a repeat or a gap, and refuses a forged cursor', async () => {
    for (const [index, share] of ['300', '125', '980', '40'].entries()) await pendingRequest({ member: index % 3, share });
    const list = async (params: Record<string, string>): Promise<TProfitRequestPage> =>
      (await call(approver.cookie, 'GET', `/api/profit-requests?${new URLSearchParams(params).toString()}`)).json();
    await expectSortedPaging(
      list,
      {},
      { fields: ['profitDate', 'type', 'note', 'requestedAt'], decimals: ['amount'], computed: { member: (row) => row.memberName } },
    );
    const first = await list({ sort: 'amount-desc', limit: '10' });
    await expectCursorsRefused(
      'amount-desc',
      first.items[0]!.amount,
      (cursor) => call(approver.cookie, 'GET', `/api/profit-requests?${new URLSearchParams({ sort: 'amount-desc', cursor }).toString()}`),
      ['forged'],
    );
    for (const sort of ['requester-asc', 'amount']) {
      const answer = await call(approver.cookie, 'GET', `/api/profit-requests?sort=${sort}`);
      expect([answer.statusCode, answer.json().code], sort).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});
