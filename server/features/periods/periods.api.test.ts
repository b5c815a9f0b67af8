import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TOperationBody } from '../../../contract/operations';
import type { TSaleBody } from '../../../contract/product-sales';
import { balanceTransactions, distributionRuns } from '../../../db/schema';
import {
  seedIndividual,
  seedLedgerRows,
  seedMediatorLink,
  seedOperation,
  seedSale,
  seedSubscriber,
  setDistributionApproval,
} from '../../test/distribution-seed';
import { createTestUser, DATABASE_KINDS } from '../../test/helper';
import { linkUser, seedProfit, seedProfitRequest } from '../../test/member-seed';
import { serverToday } from '../money-input';
import { useApiSuite } from '../../test/api-suite';
import { okJson } from '../../test/ok-json';
import { auditRows } from '../../test/audit-rows';
import { insertAudit } from '../../../db/queries/audit';
import { rowsOf } from '../../../db/queries/raw-rows';
import { parseExpectedLink, verifyAuditChain } from '../audit-log/verify-chain';
import { confirmedBody, wholeMonthBody } from '../../test/distribution-requests';
import type { TPeriodReport } from '../../../contract/periods';
import { trialBalanceAsOf } from '../../../db/queries/trial-balance';
import { verifyClosedMonths } from '../books/verify-closed-months';

type Body = Record<string, unknown>;
type Answer = { statusCode: number; json: () => { code: string; params: Body } };

/** docs/distribution.md §15, on both engines: every write dated in a closed month is refused until it is reopened. */
describe.each(DATABASE_KINDS)('closed periods on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      staff: {
        name: 'Sara Staff',
        permissions: [
          'transactions',
          'complete-operations',
          'product-sales',
          'subscribers',
          'individuals',
          'profit-distribution',
          'precious-products-distribution',
          'add-profit',
          'update-balance',
        ],
      },
      closer: { name: 'Claude Closer', permissions: ['close-periods'] },
      admin: { name: 'Ada Admin', permissions: ['all'] },
      outsider: ['profile'],
    },
  });
  const { staff, closer, admin, outsider } = suite.users;

  let client: string;
  let mediator: string;
  let investor: { id: string; individualId: string };
  let euroInvestor: { id: string; individualId: string };
  const ids: Record<string, string> = {};

  const MARCH = { year: '2025', month: '3', currency: 'USD' } as const;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = staff.headers) =>
    suite.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const code = (answer: Answer) => [answer.statusCode, answer.json().code];
  const closedMarch = (answer: Answer) => {
    expect(code(answer)).toEqual([409, 'PERIOD_CLOSED']);
    expect(answer.json().params).toEqual({ period: '2025-03', currency: 'USD' });
  };
  const operationBody = (changes: Partial<TOperationBody> = {}): TOperationBody => ({
    sourceCountry: 'chad',
    destinationCountry: 'uae',
    amount: '1000',
    currency: 'USD',
    exchangeRate: '1',
    serviceRate: '3',
    clientId: client,
    mediatorId: mediator,
    mediatorType: 'normal',
    mediatorAmount: '2',
    operationDate: '2025-03-15',
    ...changes,
  });
  const saleBody = (changes: Partial<TSaleBody> = {}): TSaleBody => ({
    currency: 'USD',
    productName: 'Gold bar',
    description: '',
    quantity: '1',
    purchasePrice: '100',
    additionalCost: '0',
    customsFees: '0',
    salePrice: '150',
    saleDate: '2025-03-16',
    ...changes,
  });
  const distributeMarch = async () => {
    const body = wholeMonthBody(MARCH);
    const preview = await okJson(call('POST', '/api/profit-distribution/preview', body));
    return okJson(call('POST', '/api/profit-distribution/distribute', confirmedBody(body, preview)));
  };
  const audits = (action: string) => auditRows(suite.database, action, '2025-03-USD');

  beforeAll(async () => {
    const db = suite.database.db;
    // Distributions post at once here; four-eyes approval has its own tests (distribution-runs).
    await setDistributionApproval(db, false);
    client = await seedIndividual(db, { name: 'Client' });
    mediator = await seedIndividual(db, { name: 'Mediator', type: 'mediator' });
    investor = await seedSubscriber(db, { currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '5000.00', name: 'Investor' });
    euroInvestor = await seedSubscriber(db, { currency: 'EUR', subscriptionDate: '2025-01-01', subscriptionAmount: '5000.00', name: 'Euro investor' });
    await seedMediatorLink(db, { mediatorId: mediator, investorId: investor.id, percentage: '10' });
    await seedOperation(db, { date: '2025-03-05', currency: 'USD', investorShare: '600.00', clientId: client, mediatorId: mediator });
    ids.pendingOperation = await seedOperation(db, {
      date: '2025-03-06',
      currency: 'USD',
      investorShare: '10.00',
      status: 'pending',
      clientId: client,
      mediatorId: mediator,
    });
    ids.aprilOperation = await seedOperation(db, {
      date: '2025-04-06',
      currency: 'USD',
      investorShare: '10.00',
      status: 'pending',
      clientId: client,
      mediatorId: mediator,
    });
    ids.pendingSale = await seedSale(db, { date: '2025-03-07', currency: 'USD', profit: '50.00', status: 'pending' });
    ids.aprilSale = await seedSale(db, { date: '2025-04-07', currency: 'USD', profit: '50.00', status: 'pending' });
    await seedLedgerRows(db, [
      { subscriberId: investor.id, date: '2025-03-10', type: 'credit', status: 'pending', amount: '100.00' },
      { subscriberId: investor.id, date: '2025-03-11', type: 'credit', status: 'pending', amount: '100.00' },
      { subscriberId: investor.id, date: '2025-03-12', type: 'credit', status: 'completed', amount: '100.00' },
    ]);
    const rows = await db
      .select({ id: balanceTransactions.id, date: balanceTransactions.transactionDate })
      .from(balanceTransactions)
      .where(eq(balanceTransactions.subscriberId, investor.id));
    const byDate = new Map(rows.map((row) => [row.date, row.id.toString()]));
    [ids.toComplete, ids.toCancel, ids.toReverse] = [byDate.get('2025-03-10')!, byDate.get('2025-03-11')!, byDate.get('2025-03-12')!];
  });

  it('refuses to close a month before it is distributed, and lists nothing for it', async () => {
    const answer = await call('POST', '/api/periods/close', MARCH, closer.headers);
    expect(code(answer)).toEqual([409, 'PERIOD_NOT_DISTRIBUTED']);
    expect(answer.json().params).toEqual({ period: '2025-03', currency: 'USD' });
    expect((await okJson(call('GET', '/api/periods?year=2025', undefined, closer.headers))).items).toEqual([]);
  });

  it('enforces its permissions: close-periods to close, all to reopen, a reader of the status to list', async () => {
    await distributeMarch();
    expect(code(await call('POST', '/api/periods/close', MARCH, staff.headers))).toEqual([403, 'FORBIDDEN']);
    expect(code(await call('POST', '/api/periods/reopen', { ...MARCH, reason: 'typo' }, staff.headers))).toEqual([403, 'FORBIDDEN']);
    expect(code(await call('GET', '/api/periods', undefined, outsider.headers))).toEqual([403, 'FORBIDDEN']);
    expect((await suite.app.inject({ method: 'GET', url: '/api/periods' })).statusCode).toBe(401);
    const listed = await okJson(call('GET', '/api/periods?year=2025&currency=USD', undefined, staff.headers));
    expect(listed.items).toEqual([
      expect.objectContaining({ year: 2025, month: 3, period: '2025-03', currency: 'USD', status: 'open', distributed: true, closedAt: null }),
    ]);
    for (const bad of [
      { ...MARCH, month: '13' },
      { ...MARCH, currency: 'XYZ' },
      { ...MARCH, extra: 1 },
    ]) {
      expect(code(await call('POST', '/api/periods/close', bad, closer.headers))).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('closes the distributed month once, audited, and shows who closed it', async () => {
    const closed = await okJson(call('POST', '/api/periods/close', MARCH, closer.headers));
    expect(closed).toMatchObject({ period: '2025-03', currency: 'USD', status: 'closed', distributed: true, closedBy: 'Claude Closer' });
    expect(typeof closed.closedAt).toBe('string');
    closedMarch(await call('POST', '/api/periods/close', MARCH, closer.headers));
    const rows = await audits('period.close');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'period', before: { status: 'open' }, after: { status: 'closed' } });
  });

  it("stamps the month's trial balance at the close, equal to the journal recomputed, shown in the period's report", async () => {
    const db = suite.database.db;
    const report = (await okJson(call('GET', '/api/periods/report?year=2025&month=3&currency=USD', undefined, closer.headers))) as TPeriodReport;
    expect(report.period).toMatchObject({ period: '2025-03', status: 'closed' });
    const recomputed = await trialBalanceAsOf(db, { currency: 'USD', asOf: '2025-03-31' });
    expect(recomputed.length).toBeGreaterThan(0);
    expect(report.trialBalance).toMatchObject({ asOf: '2025-03-31' });
    expect(report.trialBalance!.lines).toEqual(
      recomputed.map((row) => ({ account: row.accountCode, name: expect.any(String), debit: row.debit, credit: row.credit })),
    );
    // The distribution's entry: the pool debited by the investors' 600.00, their payable credited as much.
    expect(report.trialBalance!.lines).toEqual(
      expect.arrayContaining([{ account: '2100', name: "Investors' profit pool (undistributed operation shares)", debit: '600.00', credit: '0.00' }]),
    );
    expect(report.trialBalance!.totalDebit).toBe(report.trialBalance!.totalCredit);
    expect(await verifyClosedMonths(db)).toEqual({ intact: true, months: 1 });
    // A stamp that no longer equals its journal is named: month, currency, account and both balances.
    await db.execute(sql`update period_trial_balances set debit = debit + 1 where year = 2025 and month = 3 and currency = 'USD' and account_code = '2100'`);
    expect(await verifyClosedMonths(db)).toEqual({
      intact: false,
      invariant: 'closed-month-trial-balance',
      message: 'closed month 2025-03 USD: account 2100 was stamped with debit 601.00, credit 0.00; the journal now gives debit 600.00, credit 0.00',
    });
    await db.execute(sql`update period_trial_balances set debit = debit - 1 where year = 2025 and month = 3 and currency = 'USD' and account_code = '2100'`);
    expect(await verifyClosedMonths(db)).toMatchObject({ intact: true });
    // Months may be closed out of order (docs/accounting.md §6): an entry made now in February, still open, counts
    // in March's trial balance as of its last day, yet the stamp is checked against the entries made by the close.
    const february = async (number: string, side: 'debit' | 'credit') =>
      db.transaction(async (tx) => {
        const [entry] = await rowsOf<{ id: string }>(
          tx,
          sql`insert into journal_entries (number, entry_date, source_kind, source_id) values (${number}, '2025-02-10', 'test', ${number}) returning id::text as id`,
        );
        await tx.execute(sql`insert into journal_lines (entry_id, line_no, account_code, currency, debit, credit) values
          (${entry!.id}::bigint, 1, '1000', 'USD', ${side === 'debit' ? '9' : '0'}::numeric, ${side === 'debit' ? '0' : '9'}::numeric),
          (${entry!.id}::bigint, 2, '2100', 'USD', ${side === 'debit' ? '0' : '9'}::numeric, ${side === 'debit' ? '9' : '0'}::numeric)`);
      });
    await february('T-FEB-1', 'debit');
    expect((await trialBalanceAsOf(db, { currency: 'USD', asOf: '2025-03-31' })).find((row) => row.accountCode === '2100')).toEqual({
      accountCode: '2100',
      debit: '591.00',
      credit: '0.00',
    });
    expect(await verifyClosedMonths(db)).toEqual({ intact: true, months: 1 });
    await february('T-FEB-2', 'credit');
    expect(code(await call('GET', '/api/periods/report?year=2025&month=3&currency=USD', undefined, outsider.headers))).toEqual([403, 'FORBIDDEN']);
    expect(code(await call('GET', '/api/periods/report?year=2025&month=13&currency=USD', undefined, closer.headers))).toEqual([400, 'VALIDATION_FAILED']);
    expect(code(await call('GET', '/api/periods/report?year=2024&month=3&currency=USD', undefined, closer.headers))).toEqual([404, 'NOT_FOUND']);
  });

  it('stamps the audit chain head at the close on the month, which the verifier checks once newer rows exist', async () => {
    const periods = (await okJson(call('GET', '/api/periods?year=2025&currency=USD', undefined, closer.headers))) as {
      items: { month: number; auditHead: string }[];
    };
    const [march] = periods.items.filter((row) => row.month === 3);
    const head = parseExpectedLink(march!.auditHead);
    expect(head).not.toBeNull();
    const [closeRow] = await rowsOf<{ id: string; hash: string }>(
      suite.database.db,
      sql`select id::text as id, hash from audit_log where action = 'period.close' order by id desc limit 1`,
    );
    expect(head).toEqual(closeRow);
    await insertAudit(suite.database.db, { actorId: null, action: 'test.later', entity: 'database', entityId: null, clientAddress: null, requestId: null });
    expect(await verifyAuditChain(suite.database.db, { expected: [head!] })).toMatchObject({ intact: true });
    await suite.database.db.execute(sql`update audit_log set hash = ${'0'.repeat(64)} where id = ${head!.id}::bigint`);
    expect(await verifyAuditChain(suite.database.db, { expected: [head!] })).toMatchObject({ intact: false, brokenAt: { id: head!.id } });
    await suite.database.db.execute(sql`update audit_log set hash = ${head!.hash} where id = ${head!.id}::bigint`);
  });

  it('refuses every capital write dated in the closed month, and writes nothing', async () => {
    const before = (await suite.database.db.select().from(balanceTransactions)).length;
    const credit = { subscriberId: investor.id, type: 'credit', creditType: 'new-amount', amount: '10', transactionDate: '2025-03-20', status: 'completed' };
    closedMarch(await call('POST', '/api/balance-transactions', credit));
    closedMarch(await call('POST', '/api/balance-transactions', { ...credit, status: 'pending' }));
    closedMarch(await call('POST', `/api/balance-transactions/${ids.toComplete}/complete`, {}));
    closedMarch(await call('POST', `/api/balance-transactions/${ids.toCancel}/cancel`, {}));
    closedMarch(await call('POST', `/api/balance-transactions/${ids.toReverse}/reverse`, {}));
    const person = await seedIndividual(suite.database.db);
    closedMarch(await call('POST', '/api/subscribers', { individualId: person, subscriptionDate: '2025-03-05', subscriptionAmount: '100', currency: 'USD' }));
    expect((await suite.database.db.select().from(balanceTransactions)).length).toBe(before);
    // Per currency: the same month in euros is still open.
    await okJson(call('POST', '/api/balance-transactions', { ...credit, subscriberId: euroInvestor.id }));
  });

  it('refuses operations dated in the closed month: create, edit, complete, cancel, and moves in or out', async () => {
    closedMarch(await call('POST', '/api/operations', operationBody()));
    closedMarch(await call('PUT', `/api/operations/${ids.pendingOperation}`, operationBody({ operationDate: '2025-03-06' })));
    closedMarch(await call('PUT', `/api/operations/${ids.pendingOperation}`, operationBody({ operationDate: '2025-04-06' })));
    closedMarch(await call('PUT', `/api/operations/${ids.aprilOperation}`, operationBody({ operationDate: '2025-03-30' })));
    closedMarch(await call('POST', `/api/operations/${ids.pendingOperation}/complete`, {}));
    closedMarch(await call('POST', `/api/operations/${ids.pendingOperation}/cancel`, {}));
    // April stays open: an edit that keeps the operation there passes.
    await okJson(call('PUT', `/api/operations/${ids.aprilOperation}`, operationBody({ operationDate: '2025-04-08' })));
  });

  it('refuses sales dated in the closed month: create, edit, sell, cancel, and moves in or out', async () => {
    closedMarch(await call('POST', '/api/product-sales', saleBody()));
    closedMarch(await call('PUT', `/api/product-sales/${ids.pendingSale}`, saleBody({ saleDate: '2025-03-07' })));
    closedMarch(await call('PUT', `/api/product-sales/${ids.pendingSale}`, saleBody({ saleDate: '2025-04-07' })));
    closedMarch(await call('PUT', `/api/product-sales/${ids.aprilSale}`, saleBody({ saleDate: '2025-03-31' })));
    closedMarch(await call('POST', `/api/product-sales/${ids.pendingSale}/sell`, {}));
    closedMarch(await call('POST', `/api/product-sales/${ids.pendingSale}/cancel`, {}));
  });

  it('refuses profit rows of the closed month: distribute, commissions, reset', async () => {
    const expected = { sourceCount: 1, baseTotal: '1.00', distributable: '1.00' };
    closedMarch(
      await call('POST', '/api/profit-distribution/distribute', {
        ...MARCH,
        source: 'sales',
        selection: { kind: 'all' },
        investorPercentage: '100',
        loss: '0',
        expected,
      }),
    );
    closedMarch(await call('POST', '/api/profit-distribution/commissions/distribute', { ...MARCH, confirmation: 'YES', expectedTotal: '60.00' }));
    closedMarch(await call('POST', '/api/profit-distribution/reset', MARCH));
    expect((await suite.database.db.select().from(distributionRuns).where(eq(distributionRuns.kind, 'commission'))).length).toBe(0);
  });

  it('refuses reopening without a reason, and to a holder of close-periods alone', async () => {
    expect(code(await call('POST', '/api/periods/reopen', MARCH, admin.headers))).toEqual([400, 'VALIDATION_FAILED']);
    const blank = await call('POST', '/api/periods/reopen', { ...MARCH, reason: '   ' }, admin.headers);
    expect(code(blank)).toEqual([400, 'VALIDATION_FAILED']);
    expect(blank.json().params.fields).toEqual([expect.objectContaining({ path: 'reason', issue: 'required' })]);
    expect(code(await call('POST', '/api/periods/reopen', { ...MARCH, reason: 'correction' }, closer.headers))).toEqual([403, 'FORBIDDEN']);
    expect(code(await call('POST', '/api/periods/reopen', { ...MARCH, month: '4', reason: 'correction' }, admin.headers))).toEqual([409, 'PERIOD_NOT_CLOSED']);
  });

  it('reopens with all and a reason, audited, and every write is allowed again', async () => {
    const reopened = await okJson(call('POST', '/api/periods/reopen', { ...MARCH, reason: 'Late bank statement' }, admin.headers));
    expect(reopened).toMatchObject({ status: 'open', reopenedBy: 'Ada Admin', reopenReason: 'Late bank statement', closedBy: 'Claude Closer' });
    const rows = await audits('period.reopen');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'period', before: { status: 'closed' }, after: { status: 'open', reason: 'Late bank statement' } });

    await okJson(
      call('POST', '/api/balance-transactions', {
        subscriberId: investor.id,
        type: 'credit',
        creditType: 'new-amount',
        amount: '10',
        transactionDate: '2025-03-20',
        status: 'completed',
      }),
    );
    await okJson(call('POST', `/api/balance-transactions/${ids.toComplete}/complete`, {}));
    await okJson(call('POST', `/api/balance-transactions/${ids.toCancel}/cancel`, {}));
    await okJson(call('POST', `/api/balance-transactions/${ids.toReverse}/reverse`, {}));
    const person = await seedIndividual(suite.database.db);
    await okJson(call('POST', '/api/subscribers', { individualId: person, subscriptionDate: '2025-03-05', subscriptionAmount: '100', currency: 'USD' }));
    const operation = await okJson(call('POST', '/api/operations', operationBody()));
    await okJson(call('PUT', `/api/operations/${ids.aprilOperation}`, operationBody({ operationDate: '2025-03-30' })));
    await okJson(call('POST', `/api/operations/${String(operation.id)}/cancel`, {}));
    await okJson(call('POST', `/api/operations/${ids.pendingOperation}/complete`, {}));
    const sale = await okJson(call('POST', '/api/product-sales', saleBody()));
    await okJson(call('PUT', `/api/product-sales/${ids.aprilSale}`, saleBody({ saleDate: '2025-03-31' })));
    await okJson(call('POST', `/api/product-sales/${String(sale.id)}/cancel`, {}));
    await okJson(call('POST', `/api/product-sales/${ids.pendingSale}/sell`, {}));
    const preview = await okJson(call('POST', '/api/profit-distribution/commissions/preview', MARCH));
    await okJson(call('POST', '/api/profit-distribution/commissions/distribute', { ...MARCH, confirmation: 'YES', expectedTotal: preview.total }));
    await okJson(call('POST', '/api/profit-distribution/reset', MARCH));
    // Reset and distributed again, the month can be closed again.
    await distributeMarch();
    expect(await okJson(call('POST', '/api/periods/close', MARCH, closer.headers))).toMatchObject({ status: 'closed' });
  });

  it('refuses a profit request credited into a closed month (the credit is dated today)', async () => {
    const today = serverToday();
    const [year, month] = [Number.parseInt(today.slice(0, 4), 10), Number.parseInt(today.slice(5, 7), 10)];
    await suite.database.db
      .insert(distributionRuns)
      .values({ id: randomUUID(), kind: 'investor', source: 'operations', year, month, currency: 'USD', parameters: {}, totals: {} });
    const member = await createTestUser(suite.database, { permissions: ['profile'] });
    await linkUser(suite.database.db, member.id, investor.individualId);
    const runId = randomUUID();
    await suite.database.db
      .insert(distributionRuns)
      .values({ id: runId, kind: 'investor', source: 'sales', year: 2024, month: 1, currency: 'USD', parameters: {}, totals: {} });
    const profitId = await seedProfit(suite.database.db, {
      runId,
      individualId: investor.individualId,
      subscriberId: investor.id,
      share: '12.00',
      currency: 'USD',
      date: '2024-01-31',
    });
    const requestId = await seedProfitRequest(suite.database.db, { profitId, requesterUserId: member.id, individualId: investor.individualId });
    const thisMonth = { year: today.slice(0, 4), month: String(month), currency: 'USD' };
    await okJson(call('POST', '/api/periods/close', thisMonth, closer.headers));
    const refused = await call('POST', `/api/profit-requests/${requestId}/approve`, {});
    expect(code(refused)).toEqual([409, 'PERIOD_CLOSED']);
    expect(refused.json().params).toEqual({ period: today.slice(0, 7), currency: 'USD' });
    // Refused whole: the row is still unpaid and the request still pending.
    await okJson(call('POST', '/api/periods/reopen', { ...thisMonth, reason: 'approve the request' }, admin.headers));
    expect(await okJson(call('POST', `/api/profit-requests/${requestId}/approve`, {}))).toMatchObject({ request: { status: 'approved' } });
  });
});
