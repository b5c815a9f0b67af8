import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { asBrowser, createTestUser, DATABASE_KINDS, signIn } from '../../test/helper';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { linkUser, seedCapital, seedLedger, seedOperationRow, seedPerson, seedProfit, seedRun } from '../../test/member-seed';
import { useApiSuite } from '../../test/api-suite';

type Method = 'GET' | 'POST';

describe.each(DATABASE_KINDS)('members see only their own data on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      aliceUser: { permissions: ['profile'], type: 'client' },
      bobUser: { permissions: ['profile'], type: 'client' },
      unlinked: { permissions: ['profile'], type: 'client' },
    },
  });
  const { aliceUser, bobUser, unlinked } = suite.users;

  const alice = { individualId: '', subscriberId: '', profitId: '', paidId: '', commissionId: '' };
  const bob = { individualId: '', subscriberId: '', profitId: '' };

  const as = (cookie: string) => (method: Method, url: string, payload?: object) =>
    suite.app.inject({ method, url, headers: asBrowser(cookie), ...(method === 'POST' ? { payload: payload ?? {} } : {}) });

  beforeAll(async () => {
    const db = suite.database.db;
    alice.individualId = (await seedPerson(db, 'Alice Member')).id;
    bob.individualId = (await seedPerson(db, 'Bob Member')).id;
    await linkUser(db, aliceUser.id, alice.individualId);
    await linkUser(db, bobUser.id, bob.individualId);
    alice.subscriberId = await seedCapital(db, { individualId: alice.individualId, amount: '100000' });
    bob.subscriberId = await seedCapital(db, { individualId: bob.individualId, amount: '50000' });
    await seedLedger(db, { subscriberId: alice.subscriberId, date: '2025-02-01', type: 'credit', amount: '2500' });
    await seedLedger(db, { subscriberId: alice.subscriberId, date: '2025-02-02', type: 'debit', amount: '500', status: 'pending' });
    await seedLedger(db, { subscriberId: bob.subscriberId, date: '2025-02-01', type: 'credit', amount: '9999' });
    const run = await seedRun(db);
    alice.profitId = await seedProfit(db, {
      runId: run,
      individualId: alice.individualId,
      subscriberId: alice.subscriberId,
      share: '1234',
      date: '2025-05-31',
    });
    alice.paidId = await seedProfit(db, { runId: run, individualId: alice.individualId, share: '10', date: '2025-04-30', paid: true });
    alice.commissionId = await seedProfit(db, { runId: run, individualId: alice.individualId, share: '77', date: '2025-03-31', type: 'commission' });
    bob.profitId = await seedProfit(db, { runId: run, individualId: bob.individualId, subscriberId: bob.subscriberId, share: '999', date: '2025-05-31' });
    const third = await seedPerson(db);
    await seedOperationRow(db, { clientId: alice.individualId, mediatorId: third.id, date: '2025-03-01' });
    await seedOperationRow(db, { clientId: third.id, mediatorId: alice.individualId, date: '2025-03-02' });
    await seedOperationRow(db, { clientId: bob.individualId, mediatorId: third.id, date: '2025-03-03' });
  });

  it('shows the member their own subscription with its balance, and nobody else’s', async () => {
    const answer = await as(aliceUser.cookie)('GET', '/api/me/overview');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      individual: { id: alice.individualId, name: 'Alice Member' },
      subscriptions: [
        { id: alice.subscriberId, currency: 'XAF', subscriptionDate: '2025-01-15', subscriptionAmount: '100000', balance: '102500', status: 'active' },
      ],
    });
  });

  it('pages the member’s own ledger rows, newest first', async () => {
    const first = await as(aliceUser.cookie)('GET', '/api/me/ledger?limit=10');
    expect(first.json().items.map((row: { amount: string; status: string }) => [row.amount, row.status])).toEqual([
      ['500', 'pending'],
      ['2500', 'completed'],
    ]);
    const onePerPage = await as(aliceUser.cookie)('GET', '/api/me/ledger?limit=10');
    expect(onePerPage.json().nextCursor).toBeNull();
    const bobs = await as(bobUser.cookie)('GET', '/api/me/ledger');
    expect(bobs.json().items.map((row: { amount: string }) => row.amount)).toEqual(['9999']);
  });

  it('lists the member’s profit rows with paid state and what may be requested', async () => {
    const answer = await as(aliceUser.cookie)('GET', '/api/me/profits?limit=10');
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().items as Array<{ id: string; type: string; amount: string; paid: boolean; requestable: boolean }>;
    expect(rows.map((row) => [row.id, row.type, row.amount, row.paid, row.requestable])).toEqual([
      [alice.profitId, 'profit', '1234', false, true],
      [alice.paidId, 'profit', '10', true, false],
      [alice.commissionId, 'commission', '77', false, false],
    ]);
    expect(rows.some((row) => row.id === bob.profitId)).toBe(false);
  });

  it('sorts each of the member’s lists by any of its columns on the server, paging without repeating or losing a row', async () => {
    const db = suite.database.db;
    const carolUser = await createTestUser(suite.database, { permissions: ['profile'], type: 'client' });
    const carol = await seedPerson(db, 'Carol Member');
    await linkUser(db, carolUser.id, carol.id);
    const subscriberId = await seedCapital(db, { individualId: carol.id, amount: '100000' });
    const other = await seedPerson(db, 'Zed Other');
    const run = await seedRun(db);
    for (let day = 1; day <= 14; day += 1) {
      const date = `2025-0${1 + (day % 3)}-${String(10 + (day % 5)).padStart(2, '0')}`;
      await seedLedger(db, {
        subscriberId,
        date,
        type: day % 2 ? 'credit' : 'debit',
        amount: String(100 * (day % 4) + 5),
        status: day % 3 ? 'completed' : 'pending',
      });
      await seedProfit(db, {
        runId: run,
        individualId: carol.id,
        share: String(10 * (day % 6) + 1),
        date,
        type: day % 4 ? 'profit' : 'commission',
        paid: day % 2 === 0,
      });
      const [clientId, mediatorId] = day % 2 ? [carol.id, other.id] : [other.id, carol.id];
      await seedOperationRow(db, { clientId, mediatorId, date, amount: String(1000 * (day % 5) + 1000) });
    }
    const carolCookie = await signIn(suite.app, carolUser.email);
    const get = async (path: string, query: Record<string, string>) => {
      const answer = await as(carolCookie)('GET', `${path}?${new URLSearchParams(query)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    type Ledger = { id: string; transactionDate: string; type: string; amount: string; status: string; note: string };
    await expectSortedPaging<Ledger>(
      (query) => get('/api/me/ledger', query),
      {},
      { fields: ['type', 'status', 'note'], decimals: ['amount'], computed: { date: (row) => row.transactionDate } },
    );
    type Profit = { id: string; profitDate: string; type: string; amount: string; paid: boolean };
    await expectSortedPaging<Profit>(
      (query) => get('/api/me/profits', query),
      {},
      { fields: ['type'], decimals: ['amount'], computed: { date: (row) => row.profitDate, status: (row) => row.paid } },
    );
    type Operation = {
      id: string;
      operationDate: string;
      number: string;
      role: string;
      counterpartName: string;
      amount: string;
      mediatorShare: string | null;
      status: string;
    };
    await expectSortedPaging<Operation>(
      (query) => get('/api/me/operations', query),
      {},
      {
        fields: ['number', 'role', 'status'],
        decimals: ['amount'],
        computed: { date: (row) => row.operationDate, counterpart: (row) => row.counterpartName, mediatorShare: (row) => Number(row.mediatorShare ?? '0') },
      },
    );
    await expectCursorsRefused('date-desc', '2025-01-01', (cursor) => as(aliceUser.cookie)('GET', `/api/me/profits?cursor=${cursor}`));
  });

  it('lists operations where the member is the client or the mediator, with their role', async () => {
    const answer = await as(aliceUser.cookie)('GET', '/api/me/operations');
    const rows = answer.json().items as Array<{ role: string; operationDate: string; mediatorShare: string | null }>;
    expect(rows.map((row) => [row.operationDate, row.role, row.mediatorShare])).toEqual([
      ['2025-03-02', 'mediator', '500'],
      ['2025-03-01', 'client', null],
    ]);
  });

  it('a user with no linked individual is told no individual is linked, not shown empty tables', async () => {
    const overview = await as(unlinked.cookie)('GET', '/api/me/overview');
    expect(overview.json()).toEqual({ individual: null, subscriptions: [] });
    for (const url of ['/api/me/ledger', '/api/me/profits', '/api/me/operations']) {
      const answer = await as(unlinked.cookie)('GET', url);
      expect([answer.statusCode, answer.json().code], url).toEqual([409, 'NO_LINKED_INDIVIDUAL']);
    }
    const request = await as(unlinked.cookie)('POST', `/api/me/profits/${alice.profitId}/request`);
    expect([request.statusCode, request.json().code]).toEqual([409, 'NO_LINKED_INDIVIDUAL']);
  });

  it('never takes an individual or subscriber id from the client', async () => {
    for (const url of [
      `/api/me/ledger?subscriberId=${bob.subscriberId}`,
      `/api/me/profits?individualId=${bob.individualId}`,
      `/api/me/operations?individualId=${bob.individualId}`,
    ]) {
      const answer = await as(aliceUser.cookie)('GET', url);
      expect([answer.statusCode, answer.json().code], url).toEqual([400, 'VALIDATION_FAILED']);
    }
    const answer = await as(aliceUser.cookie)('POST', `/api/me/profits/${alice.profitId}/request`, { individualId: bob.individualId });
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a request on someone else’s profit row as not found, and writes nothing', async () => {
    const answer = await as(aliceUser.cookie)('POST', `/api/me/profits/${bob.profitId}/request`, { note: 'mine?' });
    expect([answer.statusCode, answer.json().code]).toEqual([404, 'PROFIT_NOT_FOUND']);
    const missing = await as(aliceUser.cookie)('POST', '/api/me/profits/999999999/request');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'PROFIT_NOT_FOUND']);
    const bad = await as(aliceUser.cookie)('POST', '/api/me/profits/abc/request');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const { rows } = (await suite.database.db.execute(sql`select count(*)::int as count from profit_requests`)) as unknown as {
      rows: Array<{ count: number }>;
    };
    expect(rows[0]!.count).toBe(0);
  });

  it('refuses a paid row and a row that is not a profit', async () => {
    const paid = await as(aliceUser.cookie)('POST', `/api/me/profits/${alice.paidId}/request`);
    expect([paid.statusCode, paid.json().code]).toEqual([409, 'PROFIT_ALREADY_PAID']);
    const commission = await as(aliceUser.cookie)('POST', `/api/me/profits/${alice.commissionId}/request`);
    expect([commission.statusCode, commission.json().code]).toEqual([409, 'PROFIT_NOT_REQUESTABLE']);
    const longNote = await as(aliceUser.cookie)('POST', `/api/me/profits/${alice.profitId}/request`, { note: 'x'.repeat(501) });
    expect([longNote.statusCode, longNote.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('sends a request once (pending), with its audit row; a second one is refused', async () => {
    const answer = await as(aliceUser.cookie)('POST', `/api/me/profits/${alice.profitId}/request`, { note: 'please add' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: alice.profitId, requestStatus: 'pending', requestable: false, paid: false });
    const again = await as(aliceUser.cookie)('POST', `/api/me/profits/${alice.profitId}/request`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'PROFIT_REQUEST_PENDING']);
    const list = await as(aliceUser.cookie)('GET', '/api/me/profits');
    expect(list.json().items[0]).toMatchObject({ id: alice.profitId, requestStatus: 'pending', requestable: false });
    const { rows } = (await suite.database.db.execute(
      sql`select r.note, r.status, a.action from profit_requests r join audit_log a on a.entity_id = r.id where r.monthly_profit_id = ${alice.profitId}::bigint`,
    )) as unknown as { rows: Array<{ note: string; status: string; action: string }> };
    expect(rows).toEqual([{ note: 'please add', status: 'pending', action: 'profit-request.create' }]);
  });

  it('a member can neither approve, list the approvals, nor read the reports', async () => {
    const routes: Array<[Method, string]> = [
      ['GET', '/api/profit-requests'],
      ['POST', '/api/profit-requests/00000000-0000-4000-8000-000000000000/approve'],
      ['POST', '/api/profit-requests/00000000-0000-4000-8000-000000000000/reject'],
      ['GET', '/api/reports/balances?date=2025-12-31'],
      ['GET', '/api/reports/operations/export?format=csv&from=2025-01-01&to=2025-12-31'],
    ];
    for (const [method, url] of routes) {
      const answer = await as(aliceUser.cookie)(method, url);
      expect([answer.statusCode, answer.json().code], url).toEqual([403, 'FORBIDDEN']);
    }
  });
});
