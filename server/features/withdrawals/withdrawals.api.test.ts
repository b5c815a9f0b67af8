import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBrowser, DATABASE_KINDS } from '../../test/helper';
import { rowsOf } from '../../../db/queries/raw-rows';
import { linkUser, seedCapital, seedLedger, seedPerson, seedProfit, seedRun } from '../../test/member-seed';
import { notifyProfitPosted } from '../notifications/notifications.service';
import { useApiSuite } from '../../test/api-suite';

describe.each(DATABASE_KINDS)('withdrawal requests, their decision and the notifications on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      approver: { permissions: ['add-profit'], name: 'Approver' },
      otherApprover: { permissions: ['all'], name: 'Second approver' },
      reader: ['subscribers'],
      member: { permissions: ['profile'], type: 'client' },
      otherMember: { permissions: ['profile'], type: 'client' },
      unsubscribed: { permissions: ['profile'], type: 'client' },
      unlinked: { permissions: ['profile'], type: 'client' },
    },
  });
  const { approver, otherApprover, member, otherMember, unsubscribed, unlinked } = suite.users;
  const state = { subscriberId: '', otherSubscriberId: '' };

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
    suite.app.inject({
      method,
      url,
      headers: { ...asBrowser(cookie), ...(key ? { 'idempotency-key': key } : {}) },
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
  const query = <T>(text: SQL) => rowsOf<T>(suite.database.db, text);
  const balanceOf = async (subscriberId: string) =>
    (await query<{ balance: string }>(sql`select balance::text from subscribers where id = ${subscriberId}`))[0]!.balance;
  const notificationsOf = (cookie: string) => call(cookie, 'GET', '/api/notifications');
  const ask = async (cookie: string, body: object) => call(cookie, 'POST', '/api/withdrawals', body);

  beforeAll(async () => {
    const person = await seedPerson(suite.database.db);
    await linkUser(suite.database.db, member.id, person.id);
    state.subscriberId = await seedCapital(suite.database.db, { individualId: person.id, amount: '100000' });
    await seedLedger(suite.database.db, { subscriberId: state.subscriberId, date: '2025-02-01', type: 'credit', amount: '5000' });
    const other = await seedPerson(suite.database.db);
    await linkUser(suite.database.db, otherMember.id, other.id);
    state.otherSubscriberId = await seedCapital(suite.database.db, { individualId: other.id, amount: '800', currency: 'EUR' });
    const lonely = await seedPerson(suite.database.db);
    await linkUser(suite.database.db, unsubscribed.id, lonely.id);
  });

  it('request, then approve: the balance down by exactly the amount, one completed debit, audited, both told', async () => {
    const asked = await ask(member.cookie, { currency: 'XAF', amount: '1234', reason: 'school fees' });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json();
    expect(request).toMatchObject({
      subscriberId: state.subscriberId,
      amount: '1234',
      currency: 'XAF',
      reason: 'school fees',
      status: 'pending',
      ledgerRowId: null,
    });
    expect(await balanceOf(state.subscriberId)).toBe('105000.00');

    const told = await notificationsOf(approver.cookie);
    expect(told.json().unread).toBeGreaterThanOrEqual(1);
    expect(told.json().items[0]).toMatchObject({
      kind: 'withdrawal-requested',
      read: false,
      params: { withdrawalId: request.id, amount: '1234', currency: 'XAF' },
    });
    expect((await notificationsOf(otherApprover.cookie)).json().items[0]).toMatchObject({ kind: 'withdrawal-requested' });
    expect((await notificationsOf(member.cookie)).json().items.some((row: { kind: string }) => row.kind === 'withdrawal-requested')).toBe(false);

    const pending = await call(approver.cookie, 'GET', '/api/withdrawals?status=pending');
    expect(pending.json().items.map((row: { id: string }) => row.id)).toContain(request.id);

    const key = 'withdrawal-approve-1';
    const decided = await call(approver.cookie, 'POST', `/api/withdrawals/${request.id}/decide`, { decision: 'approve' }, key);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ request: { id: request.id, status: 'approved' }, balanceBefore: '105000', balanceAfter: '103766' });
    expect(await balanceOf(state.subscriberId)).toBe('103766.00');
    const ledger = await query<{ id: string; type: string; amount: string; status: string }>(
      sql`select id::text, type, amount::text, status from balance_transactions where subscriber_id = ${state.subscriberId} and type = 'debit'`,
    );
    expect(ledger).toEqual([{ id: decided.json().ledgerRowId, type: 'debit', amount: '1234.00', status: 'completed' }]);
    const [row] = await query<{ status: string; ledgerRowId: string; decidedBy: string }>(
      sql`select status, ledger_row_id::text as "ledgerRowId", decided_by as "decidedBy" from withdrawal_requests where id = ${request.id}`,
    );
    expect(row).toEqual({ status: 'approved', ledgerRowId: decided.json().ledgerRowId, decidedBy: approver.id });
    const audit = await query<{ action: string }>(sql`select action from audit_log where actor_id = ${approver.id} and action like '%withdrawal%' order by id`);
    expect(audit.map((entry) => entry.action)).toEqual(['balance-transaction.withdrawal', 'withdrawal.approve']);
    const books = await query<{ count: number }>(
      sql`select count(*)::int as count from journal_entries where source_kind = 'balance-transaction' and source_id = ${decided.json().ledgerRowId}`,
    );
    expect(books[0]!.count).toBe(1);

    // A replay with the same key answers the first answer and writes nothing more.
    const replay = await call(approver.cookie, 'POST', `/api/withdrawals/${request.id}/decide`, { decision: 'approve' }, key);
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(replay.json()).toEqual(decided.json());
    const reused = await call(approver.cookie, 'POST', `/api/withdrawals/${request.id}/decide`, { decision: 'reject' }, key);
    expect([reused.statusCode, reused.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const again = await call(otherApprover.cookie, 'POST', `/api/withdrawals/${request.id}/decide`, { decision: 'approve' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'WITHDRAWAL_ALREADY_DECIDED']);
    expect(await balanceOf(state.subscriberId)).toBe('103766.00');

    const mine = await notificationsOf(member.cookie);
    expect(mine.json().items[0]).toMatchObject({
      kind: 'withdrawal-decided',
      read: false,
      params: { withdrawalId: request.id, status: 'approved', amount: '1234' },
    });
    const own = await call(member.cookie, 'GET', '/api/withdrawals');
    expect(own.json().items.find((item: { id: string }) => item.id === request.id)).toMatchObject({
      status: 'approved',
      ledgerRowId: decided.json().ledgerRowId,
    });
  });

  it('refuses more than the balance, at the request and again at the approval', async () => {
    const tooMuch = await ask(member.cookie, { currency: 'XAF', amount: '103767', reason: 'everything' });
    expect([tooMuch.statusCode, tooMuch.json().code, tooMuch.json().params]).toMatchObject([
      409,
      'INSUFFICIENT_BALANCE',
      { balance: '103766', currency: 'XAF' },
    ]);
    // Two requests each within the balance, together over it: the second approval finds the balance short.
    const first = (await ask(member.cookie, { currency: 'XAF', amount: '60000', reason: 'a' })).json();
    const second = (await ask(member.cookie, { currency: 'XAF', amount: '60000', reason: 'b' })).json();
    expect((await call(approver.cookie, 'POST', `/api/withdrawals/${first.id}/decide`, { decision: 'approve' })).statusCode).toBe(200);
    const short = await call(approver.cookie, 'POST', `/api/withdrawals/${second.id}/decide`, { decision: 'approve' });
    expect([short.statusCode, short.json().code]).toEqual([409, 'INSUFFICIENT_BALANCE']);
    expect(await balanceOf(state.subscriberId)).toBe('43766.00');
    const [row] = await query<{ status: string }>(sql`select status from withdrawal_requests where id = ${second.id}`);
    expect(row!.status).toBe('pending');
    // Rejected with a reason: nothing changes but the request, and the member is told why.
    const rejected = await call(approver.cookie, 'POST', `/api/withdrawals/${second.id}/decide`, { decision: 'reject', reason: 'not enough left' });
    expect(rejected.json()).toMatchObject({ request: { status: 'rejected', decisionNote: 'not enough left' }, ledgerRowId: null });
    expect(await balanceOf(state.subscriberId)).toBe('43766.00');
    expect((await notificationsOf(member.cookie)).json().items[0]).toMatchObject({
      kind: 'withdrawal-decided',
      params: { status: 'rejected', reason: 'not enough left' },
    });
  });

  it('a member sees only their own requests and decides none; nobody decides their own', async () => {
    const theirs = (await ask(otherMember.cookie, { currency: 'EUR', amount: '10.50', reason: 'rent' })).json();
    const own = await call(member.cookie, 'GET', '/api/withdrawals');
    expect(own.statusCode).toBe(200);
    expect(own.json().items.every((row: { subscriberId: string }) => row.subscriberId === state.subscriberId)).toBe(true);
    const all = await call(member.cookie, 'GET', '/api/withdrawals?scope=all');
    expect([all.statusCode, all.json().code]).toEqual([403, 'FORBIDDEN']);
    for (const decision of ['approve', 'reject']) {
      const answer = await call(member.cookie, 'POST', `/api/withdrawals/${theirs.id}/decide`, { decision });
      expect([answer.statusCode, answer.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    await linkUser(
      suite.database.db,
      otherApprover.id,
      (await query<{ id: string }>(sql`select individual_id as id from subscribers where id = ${state.otherSubscriberId}`))[0]!.id,
    );
    const self = await call(otherApprover.cookie, 'POST', `/api/withdrawals/${theirs.id}/decide`, { decision: 'approve' });
    expect([self.statusCode, self.json().code]).toEqual([403, 'SELF_APPROVAL']);
    const [row] = await query<{ status: string }>(sql`select status from withdrawal_requests where id = ${theirs.id}`);
    expect(row!.status).toBe('pending');
    expect(await balanceOf(state.otherSubscriberId)).toBe('800.00');
  });

  it('refuses clearly a member without a subscription in the currency, or without an individual, and bad input', async () => {
    const none = await ask(unsubscribed.cookie, { currency: 'XAF', amount: '1', reason: 'x' });
    expect([none.statusCode, none.json().code]).toEqual([409, 'NO_SUBSCRIPTION']);
    const otherCurrency = await ask(member.cookie, { currency: 'USD', amount: '1', reason: 'x' });
    expect([otherCurrency.statusCode, otherCurrency.json().code]).toEqual([409, 'NO_SUBSCRIPTION']);
    const unlinkedAnswer = await ask(unlinked.cookie, { currency: 'XAF', amount: '1', reason: 'x' });
    expect([unlinkedAnswer.statusCode, unlinkedAnswer.json().code]).toEqual([409, 'NO_LINKED_INDIVIDUAL']);
    const before = await query<{ count: number }>(sql`select count(*)::int as count from withdrawal_requests`);
    for (const body of [
      { currency: 'XAF', amount: 'abc', reason: 'x' },
      { currency: 'XAF', amount: '0', reason: 'x' },
      { currency: 'XYZ', amount: '1', reason: 'x' },
      { currency: 'XAF', amount: '1', reason: '' },
      { currency: 'XAF', amount: '1', reason: 'x'.repeat(501) },
      { currency: 'XAF', amount: '1', reason: 'x', subscriberId: state.otherSubscriberId },
    ]) {
      const answer = await ask(member.cookie, body);
      expect([answer.statusCode, answer.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    for (const [amount, code] of [
      ['-5', 'NEGATIVE_AMOUNT'],
      ['1.5', 'TOO_MANY_DECIMALS'],
    ] as const) {
      const answer = await ask(member.cookie, { currency: 'XAF', amount, reason: 'x' });
      expect([answer.statusCode, answer.json().code], amount).toEqual([400, code]);
    }
    for (const [url, body] of [
      ['/api/withdrawals/12/decide', { decision: 'approve' }],
      ['/api/withdrawals/6f1c2a3b-1111-4222-8333-444455556666/decide', { decision: 'maybe' }],
      ['/api/withdrawals/6f1c2a3b-1111-4222-8333-444455556666/decide', { decision: 'approve', amount: '1' }],
    ] as const) {
      const answer = await call(approver.cookie, 'POST', url, body);
      expect([answer.statusCode, answer.json().code], url).toEqual([400, 'VALIDATION_FAILED']);
    }
    const unknown = await call(approver.cookie, 'POST', '/api/withdrawals/6f1c2a3b-1111-4222-8333-444455556666/decide', { decision: 'approve' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'WITHDRAWAL_NOT_FOUND']);
    const after = await query<{ count: number }>(sql`select count(*)::int as count from withdrawal_requests`);
    expect(after).toEqual(before);
  });

  it('marks one notification read, then all; another user’s reads as missing', async () => {
    const list = (await notificationsOf(member.cookie)).json();
    const first = list.items.find((row: { read: boolean }) => !row.read);
    const one = await call(member.cookie, 'POST', '/api/notifications/read', { id: first.id });
    expect(one.json()).toEqual({ marked: 1, unread: list.unread - 1 });
    const stolen = await call(approver.cookie, 'POST', '/api/notifications/read', { id: first.id });
    expect([stolen.statusCode, stolen.json().code]).toEqual([404, 'NOTIFICATION_NOT_FOUND']);
    const bad = await call(member.cookie, 'POST', '/api/notifications/read', { all: false });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const all = await call(member.cookie, 'POST', '/api/notifications/read', { all: true });
    expect(all.json()).toMatchObject({ unread: 0 });
    const unread = await call(member.cookie, 'GET', '/api/notifications?unread=true');
    expect(unread.json()).toEqual({ items: [], unread: 0, nextCursor: null });
    expect((await notificationsOf(approver.cookie)).json().unread).toBeGreaterThan(0);
  });

  it('lists the member’s statement months since subscribing and sends each as a PDF; another member’s is refused', async () => {
    const months = await call(member.cookie, 'GET', '/api/statements');
    expect(months.statusCode, months.body).toBe(200);
    const items = months.json().items as Array<{ year: number; month: number; subscriptions: Array<{ subscriberId: string }> }>;
    expect(items.at(-1)).toMatchObject({ year: 2025, month: 1, subscriptions: [{ subscriberId: state.subscriberId, currency: 'XAF' }] });
    const now = new Date();
    expect(items[0]).toMatchObject({ year: now.getFullYear(), month: now.getMonth() + 1 });
    expect(items).toHaveLength((now.getFullYear() - 2025) * 12 + now.getMonth() + 1);
    const pdf = await call(member.cookie, 'GET', `/api/statements/2025/2/pdf?subscriberId=${state.subscriberId}&lang=ar`);
    expect([pdf.statusCode, pdf.headers['content-type']], pdf.body.slice(0, 200)).toEqual([200, 'application/pdf']);
    const theirs = await call(member.cookie, 'GET', `/api/statements/2025/2/pdf?subscriberId=${state.otherSubscriberId}`);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'SUBSCRIBER_NOT_FOUND']);
    const staff = await call(suite.users.reader.cookie, 'GET', `/api/statements/2025/2/pdf?subscriberId=${state.otherSubscriberId}`);
    expect(staff.statusCode).toBe(200);
    const early = await call(member.cookie, 'GET', `/api/statements/2024/12/pdf?subscriberId=${state.subscriberId}`);
    expect([early.statusCode, early.json().code]).toEqual([400, 'STATEMENT_MONTH_INVALID']);
    const badMonth = await call(member.cookie, 'GET', `/api/statements/2025/13/pdf?subscriberId=${state.subscriberId}`);
    expect([badMonth.statusCode, badMonth.json().code]).toEqual([400, 'STATEMENT_MONTH_INVALID']);
  });

  it('a posted run tells each of its members once, in one statement, whatever their rows', async () => {
    const run = await seedRun(suite.database.db);
    const individualId = (await query<{ id: string }>(sql`select individual_id as id from users where id = ${member.id}`))[0]!.id;
    await seedProfit(suite.database.db, { runId: run, individualId, share: '10' });
    await seedProfit(suite.database.db, { runId: run, individualId, share: '20' });
    const told = await suite.database.db.transaction((tx) => notifyProfitPosted(tx, { runId: run, year: 2025, month: 3, currency: 'XAF', kind: 'investor' }));
    expect(told).toBe(1);
    const rows = await query<{ userId: string; params: unknown }>(sql`select user_id as "userId", params from notifications where kind = 'profit-posted'`);
    expect(rows.map((row) => row.userId)).toEqual([member.id]);
    expect((await notificationsOf(member.cookie)).json().items[0]).toMatchObject({
      kind: 'profit-posted',
      read: false,
      params: { runId: run, year: 2025, month: 3, currency: 'XAF' },
    });
  });

  it('an approval above the withdrawal limit waits for a second approver, then debits exactly once (docs/operations.md §23)', async () => {
    const setLimit = (amount: string | null) =>
      suite.app.inject({
        method: 'PUT',
        url: '/api/approval-limits',
        headers: asBrowser(otherApprover.cookie),
        payload: { limits: [{ action: 'withdrawal', currency: 'XAF', amount }] },
      });
    expect((await setLimit('100')).statusCode).toBe(200);
    try {
      const request = (await ask(member.cookie, { currency: 'XAF', amount: '500', reason: 'above the limit' })).json();
      const before = await balanceOf(state.subscriberId);
      const held = await call(approver.cookie, 'POST', `/api/withdrawals/${request.id}/decide`, { decision: 'approve' });
      expect(held.statusCode, held.body).toBe(202);
      const { proposal } = held.json();
      expect(proposal).toMatchObject({ action: 'withdrawal', currency: 'XAF', status: 'pending' });
      // Nothing written but the proposal: the balance as it was, the request still pending.
      expect(await balanceOf(state.subscriberId)).toBe(before);
      const stillPending = (await call(approver.cookie, 'GET', '/api/withdrawals?status=pending')).json();
      expect(stillPending.items.map((row: { id: string }) => row.id)).toContain(request.id);

      const approved = await call(otherApprover.cookie, 'POST', `/api/money-proposals/${proposal.id}/approve`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      const [after] = await query<{ debited: boolean }>(
        sql`select balance = ${before}::numeric - 500 as debited from subscribers where id = ${state.subscriberId}`,
      );
      expect(after!.debited).toBe(true);
      const decided = (await call(member.cookie, 'GET', '/api/withdrawals')).json();
      expect(decided.items.find((row: { id: string }) => row.id === request.id)).toMatchObject({ status: 'approved' });
      // Approved once: the proposal is decided, the request too.
      const again = await call(otherApprover.cookie, 'POST', `/api/money-proposals/${proposal.id}/approve`, {});
      expect(again.statusCode).toBe(409);
    } finally {
      expect((await setLimit(null)).statusCode).toBe(200);
    }
  });
});
