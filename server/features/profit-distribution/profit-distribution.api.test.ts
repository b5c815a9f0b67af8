import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  seedLedgerRows,
  seedMediatorLink,
  seedOperation,
  seedSale,
  seedSubscriber,
  setDistributionSettings,
  seedPartiesPostingAtOnce,
} from '../../test/distribution-seed';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { confirmedBody } from '../../test/distribution-requests';

type Body = Record<string, unknown>;

describe.each(DATABASE_KINDS)('profit distribution on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { manager: ['profit-distribution', 'precious-products-distribution'], operationsOnly: ['profit-distribution'] } });
  const { manager, operationsOnly } = suite.users;

  let client: string;
  let mediator: string;
  let beneficiary: string;
  let investors: Array<{ id: string; individualId: string }>;

  const post = (url: string, payload: Body, headers = manager.headers) =>
    suite.app.inject({ method: 'POST', url: `/api/profit-distribution/${url}`, headers, payload });
  const get = (url: string, headers = manager.headers) => suite.app.inject({ method: 'GET', url: `/api/profit-distribution/${url}`, headers });
  const period = (month: string, currency = 'USD') => ({ year: '2026', month, currency });
  const previewBody = (month: string, extra: Body = {}) => ({
    ...period(month),
    source: 'operations',
    selection: { kind: 'all' },
    investorPercentage: '100',
    loss: '0',
    ...extra,
  });
  const code = (answer: { statusCode: number; json: () => { code: string } }) => [answer.statusCode, answer.json().code];

  beforeAll(async () => {
    const db = suite.database.db;
    const parties = await seedPartiesPostingAtOnce(db, { mediators: [{ name: 'Mediator One' }], beneficiary: 'Programmer' });
    ({ client, beneficiary } = parties);
    [mediator] = parties.mediators;
    investors = [
      await seedSubscriber(db, { id: 'inv-a', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '3000.00', name: 'Investor A' }),
      await seedSubscriber(db, { id: 'inv-b', currency: 'USD', subscriptionDate: '2026-03-16', subscriptionAmount: '2000.00', name: 'Investor B' }),
      await seedSubscriber(db, {
        id: 'inv-c',
        currency: 'USD',
        subscriptionDate: '2025-01-01',
        subscriptionAmount: '500.00',
        status: 'inactive',
        name: 'Investor C',
      }),
    ];
    await seedLedgerRows(db, [
      { subscriberId: 'inv-a', date: '2025-06-01', type: 'credit', status: 'completed', amount: '1000.00' },
      { subscriberId: 'inv-a', date: '2026-03-10', type: 'debit', status: 'pending', amount: '4000.00' },
    ]);
    for (const [date, share, status] of [
      ['2026-03-05', '600.00', 'completed'],
      ['2026-03-20', '400.00', 'completed'],
      ['2026-03-21', '999.00', 'pending'],
      ['2026-04-02', '50.00', 'completed'],
      ['2026-05-02', '70.00', 'completed'],
      ['2026-06-02', '80.00', 'completed'],
    ] as const) {
      await seedOperation(db, { date, currency: 'USD', investorShare: share, status, clientId: client, mediatorId: mediator, mediatorShare: '10.00' });
    }
    await seedSale(db, { date: '2026-03-07', currency: 'USD', profit: '300.00' });
  });

  it('shows the month: selectable and pending operations, sales only to the precious-products holder', async () => {
    const answer = await get('overview?year=2026&month=3&currency=USD');
    expect(answer.statusCode, answer.body).toBe(200);
    const overview = answer.json();
    expect(overview.operations).toMatchObject({ selectableCount: 2, selectableTotal: '1000.00', notReadyCount: 1, distributedCount: 0 });
    expect(overview.operations.selectable.map((row: Body) => row.amount)).toEqual(['600.00', '400.00']);
    expect(overview.sales).toMatchObject({ selectableCount: 1, selectableTotal: '300.00' });
    expect(overview).toMatchObject({ activeInvestors: 2, profitRows: 0, commissionRows: 0, weightingMethod: 'month-end', periodEnd: '2026-03-31' });
    expect((await get('overview?year=2026&month=3&currency=USD', operationsOnly.headers)).json().sales).toBeNull();
  });

  it.each([
    ['a month of 13', { month: '13' }],
    ['a year as a number', { year: 2026 }],
    ['an unknown currency', { currency: 'XYZ' }],
    ['an unknown field', { extra: true }],
    ['an empty id list', { selection: { kind: 'ids', ids: [] } }],
  ])('refuses %s with VALIDATION_FAILED and writes nothing', async (_title, change) => {
    const answer = await post('preview', { ...previewBody('3'), ...change });
    expect(code(answer)).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses the calculation when the core does: percentage above 100, loss eating everything, no investors', async () => {
    expect(code(await post('preview', previewBody('3', { investorPercentage: '101' })))).toEqual([400, 'PERCENTAGE_OUT_OF_RANGE']);
    expect(code(await post('preview', previewBody('3', { loss: '1000.00' })))).toEqual([409, 'NOTHING_TO_DISTRIBUTE']);
    expect(code(await post('preview', previewBody('3', { loss: '-1' })))).toEqual([400, 'NEGATIVE_AMOUNT']);
    expect(code(await post('preview', previewBody('3', { loss: '1.001' })))).toEqual([400, 'TOO_MANY_DECIMALS']);
    await seedOperation(suite.database.db, { date: '2026-03-05', currency: 'EUR', investorShare: '10.00', clientId: client, mediatorId: mediator });
    expect(code(await post('preview', previewBody('3', { currency: 'EUR' })))).toEqual([409, 'NO_ACTIVE_INVESTORS']);
  });

  it('refuses an empty month, a pending or foreign operation, and sales without their permission', async () => {
    expect(code(await post('preview', previewBody('7')))).toEqual([400, 'NO_SOURCES_SELECTED']);
    const overview = (await get('overview?year=2026&month=4&currency=USD')).json();
    const aprilId = overview.operations.selectable[0].id as string;
    const answer = await post('preview', previewBody('3', { selection: { kind: 'ids', ids: [aprilId, '00000000-0000-4000-8000-000000000000'] } }));
    expect(code(answer)).toEqual([409, 'SOURCE_NOT_SELECTABLE']);
    expect(answer.json().params).toMatchObject({ count: 2 });
    const sales = await post('preview', previewBody('3', { source: 'sales' }), operationsOnly.headers);
    expect(code(sales)).toEqual([403, 'FORBIDDEN']);
    expect(sales.json().params).toEqual({ needed: ['precious-products-distribution'] });
  });

  it('previews with the core: month-end weights, the special share and its beneficiary', async () => {
    const answer = await post('preview', previewBody('3', { investorPercentage: '80', loss: '50.00' }));
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json();
    // A: 4000 × 31 days; B: 2000 × 16 days; distributable = 1000 × 80% − 50 = 750.
    expect(preview).toMatchObject({
      sourceCount: 2,
      baseTotal: '1000.00',
      afterInvestorPercentage: '800.00',
      loss: '50.00',
      distributable: '750.00',
      special: '50.00',
      specialBeneficiary: { id: beneficiary, name: 'Programmer' },
      activeInvestors: 2,
      totalInvestorBalance: '6000.00',
      totalShares: '750.00',
      weightingMethod: 'month-end',
    });
    expect(preview.rows.map((row: Body) => [row.subscriberId, row.name, row.daysActive, row.capitalPercentage, row.share])).toEqual([
      ['inv-a', 'Investor A', 31, '79.49', '596.15'],
      ['inv-b', 'Investor B', 16, '20.51', '153.85'],
    ]);
  });

  it('refuses a distribute whose figures differ from the recomputed ones, and writes nothing', async () => {
    const body = previewBody('3');
    const preview = (await post('preview', body)).json();
    const answer = await post('distribute', confirmedBody(body, { ...preview, baseTotal: '999.00' }));
    expect(code(answer)).toEqual([409, 'PREVIEW_OUTDATED']);
    expect(await countRows(suite.database.db, 'monthly_profits')).toBe(0);
    expect(await countRows(suite.database.db, 'distribution_runs')).toBe(0);
  });

  it('distributes in one transaction: rows, run, sources marked, audit; then refuses a second time', async () => {
    const body = previewBody('3');
    const preview = (await post('preview', body)).json();
    const answer = await post('distribute', confirmedBody(body, preview));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ rowsWritten: 3, sourcesMarked: 2, total: '1050.00' });
    const db = suite.database.db;
    const sums = (await db.execute(
      sql`select distribution_type as type, sum(share)::text as total, count(*)::int as count, bool_or(paid) as paid, min(profit_date)::text as date from monthly_profits group by 1 order by 1`,
    )) as unknown as { rows: Body[] };
    expect(sums.rows).toEqual([
      { type: 'profit', total: '1000.00', count: 2, paid: false, date: '2026-03-31' },
      { type: 'special', total: '50.00', count: 1, paid: false, date: '2026-03-31' },
    ]);
    expect(await countRows(db, 'operations', "is_profit_distributed and currency = 'USD'")).toBe(2);
    expect(await countRows(db, 'distribution_sources')).toBe(2);
    expect(await countRows(db, 'audit_log', "action = 'profit-distribution.distribute'")).toBe(1);
    expect(code(await post('distribute', confirmedBody(body, preview)))).toEqual([409, 'ALREADY_DISTRIBUTED']);
    expect(code(await post('preview', body))).toEqual([409, 'ALREADY_DISTRIBUTED']);
    const overview = (await get('overview?year=2026&month=3&currency=USD')).json();
    expect(overview.operations).toMatchObject({ selectableCount: 0, distributedCount: 2 });
    expect(overview).toMatchObject({ profitRows: 2, specialRows: 1 });
  });

  it('distributes the sales of the month as their own source', async () => {
    const body = previewBody('3', { source: 'sales' });
    const preview = (await post('preview', body)).json();
    expect(preview).toMatchObject({ sourceCount: 1, baseTotal: '300.00', distributable: '300.00', special: '15.00' });
    expect((await post('distribute', confirmedBody(body, preview))).statusCode).toBe(200);
    expect(await countRows(suite.database.db, 'product_sales', 'is_profit_distributed')).toBe(1);
  });

  it('calculates and distributes mediator commissions, with each refusal of the mediator tab', async () => {
    expect(code(await post('commissions/preview', period('4')))).toEqual([409, 'NO_PROFITS_FOR_MONTH']);
    expect(code(await post('commissions/preview', period('3')))).toEqual([409, 'NO_MEDIATOR_PERCENTAGES']);
    const stranger = await seedSubscriber(suite.database.db, { currency: 'USD', subscriptionDate: '2026-05-01', subscriptionAmount: '10.00' });
    const idle = await seedMediatorLink(suite.database.db, { mediatorId: mediator, investorId: stranger.id, percentage: '10' });
    expect(code(await post('commissions/preview', period('3')))).toEqual([409, 'NO_COMMISSIONS']);
    await seedMediatorLink(suite.database.db, { mediatorId: mediator, investorId: 'inv-a', percentage: '12.5' });
    await seedMediatorLink(suite.database.db, { mediatorId: investors[1]!.individualId, investorId: 'inv-a', percentage: '5', status: 'inactive' });
    const preview = (await post('commissions/preview', period('3'))).json();
    // inv-a's profit rows: 596.15... from operations (1000 split) and its share of the sales.
    expect(preview).toMatchObject({ linkCount: 2, mediatorCount: 1 });
    expect(preview.rows[0]).toMatchObject({ mediatorId: mediator, mediatorName: 'Mediator One', investorCount: 1 });
    expect(preview.rows[0].sources[0]).toMatchObject({ investorId: 'inv-a', percentage: '12.5' });
    expect(preview.rows[0].totalShare).toBe(preview.total);
    expect(code(await post('commissions/distribute', { ...period('3'), confirmation: 'yes', expectedTotal: preview.total }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect(code(await post('commissions/distribute', { ...period('3'), confirmation: 'YES', expectedTotal: '1.00' }))).toEqual([409, 'PREVIEW_OUTDATED']);
    const answer = await post('commissions/distribute', { ...period('3'), confirmation: 'YES', expectedTotal: preview.total });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ rowsWritten: 1, total: preview.total });
    const again = await post('commissions/preview', period('3'));
    expect(code(again)).toEqual([409, 'COMMISSIONS_ALREADY_DISTRIBUTED']);
    expect(again.json().params).toEqual({ count: 1, year: 2026, month: 3 });
    expect(idle).toBeTruthy();
  });

  it('reports the month by type with a total, paged on the server', async () => {
    const all = (await get('report?year=2026&month=3&currency=USD&type=all&limit=25')).json();
    expect(all.count).toBe(all.items.length);
    expect(all.items.map((row: Body) => row.type).sort()).toEqual(['commission', 'profit', 'profit', 'profit', 'profit', 'special', 'special']);
    const commissions = (await get('report?year=2026&month=3&currency=USD&type=commission')).json();
    expect(commissions.items).toEqual([expect.objectContaining({ beneficiaryName: 'Mediator One', paid: false, date: '2026-03-31' })]);
    const profits = (await get('report?year=2026&month=3&currency=USD&type=profit&limit=25')).json();
    expect([profits.count, profits.total, profits.nextCursor]).toEqual([4, '1300.00', null]);
    const pageOne = (await get('report?year=2026&month=3&currency=USD&type=all&limit=25')).json();
    expect(pageOne.nextCursor).toBeNull();
    expect(code(await get('report?year=2026&month=3&currency=USD&type=all&cursor=abc'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(code(await get('report?year=2026&month=3&currency=USD&type=bonus'))).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('sorts the report by each column both ways, pages without repeats or gaps, and refuses forged cursors', async () => {
    type Row = { id: string; beneficiaryName: string; amount: string; date: string; type: string; paid: boolean };
    // Ids are bigints: padded, they compare as text the way SQL compares them as numbers.
    const list = async (query: Record<string, string>) => {
      const page = (await get(`report?${new URLSearchParams(query).toString()}`)).json() as { items: Row[]; nextCursor: string | null };
      return { ...page, items: page.items.map((row) => ({ ...row, id: row.id.padStart(20, '0') })) };
    };
    await expectSortedPaging<Row>(
      list,
      { year: '2026', month: '3', currency: 'USD', type: 'all' },
      { fields: ['date', 'type'], decimals: ['amount'], computed: { beneficiary: (row) => row.beneficiaryName, status: (row) => row.paid } },
    );
    await expectCursorsRefused('amount-desc', '100.00', (cursor) =>
      get(`report?${new URLSearchParams({ year: '2026', month: '3', currency: 'USD', type: 'all', sort: 'amount-desc', cursor }).toString()}`),
    );
    expect(code(await get('report?year=2026&month=3&currency=USD&type=all&sort=currency-asc'))).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses to reset a month with a paid row, then resets it and keeps the deleted rows in the audit', async () => {
    const db = suite.database.db;
    await db.execute(sql`update monthly_profits set paid = true where id = (select min(id) from monthly_profits)`);
    const refused = await post('reset', period('3'));
    expect(code(refused)).toEqual([409, 'MONTH_HAS_PAID_ROWS']);
    expect(await countRows(db, 'monthly_profits')).toBe(7);
    await db.execute(sql`update monthly_profits set paid = false`);
    const answer = await post('reset', period('3'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ deletedProfits: 7, restoredOperations: 2, restoredSales: 1, deletedRuns: 3 });
    expect(await countRows(db, 'monthly_profits')).toBe(0);
    expect(await countRows(db, 'distribution_sources')).toBe(0);
    expect(await countRows(db, 'operations', 'is_profit_distributed')).toBe(0);
    const audit = (await db.execute(sql`select before from audit_log where action = 'profit-distribution.reset'`)) as unknown as {
      rows: Array<{ before: { rows: unknown[] } }>;
    };
    expect(audit.rows[0]?.before.rows).toHaveLength(7);
    expect((await get('overview?year=2026&month=3&currency=USD')).json().operations.selectableCount).toBe(2);
  });

  it('leaves nothing written when marking the sources fails after the rows were inserted', async () => {
    const db = suite.database.db;
    await db.execute(
      sql.raw(`create function refuse_marking() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_marking before update of is_profit_distributed on operations for each row execute function refuse_marking()`),
    );
    try {
      const body = previewBody('3');
      const preview = (await post('preview', body)).json();
      const answer = await post('distribute', confirmedBody(body, preview));
      expect(code(answer)).toEqual([500, 'INTERNAL']);
      expect(await countRows(db, 'monthly_profits')).toBe(0);
      expect(await countRows(db, 'distribution_runs')).toBe(0);
      expect(await countRows(db, 'distribution_sources')).toBe(0);
      expect(await countRows(db, 'audit_log', "action = 'profit-distribution.distribute'")).toBe(2);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_marking on operations'));
      await db.execute(sql.raw('drop function refuse_marking'));
    }
  });

  it('writes no special row when no beneficiary is set, and says so in the preview', async () => {
    await setDistributionSettings(suite.database.db, { specialServiceRatio: '5', weightingMethod: 'daily-product', specialBeneficiaryId: null });
    const body = previewBody('3');
    const preview = (await post('preview', body)).json();
    expect(preview).toMatchObject({ specialBeneficiary: null, special: '0.00', weightingMethod: 'daily-product' });
    expect((await post('distribute', confirmedBody(body, preview))).statusCode).toBe(200);
    expect(await countRows(suite.database.db, 'monthly_profits', "distribution_type = 'special'")).toBe(0);
    await post('reset', period('3'));
  });
});
