import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEntriesOf } from '../../../db/queries/books';
import { rowsOf } from '../../../db/queries/raw-rows';
import { seedMediatorLink, seedOperation, seedSubscriber, seedPartiesPostingAtOnce } from '../../test/distribution-seed';
import { confirmedBody, wholeMonthBody } from '../../test/distribution-requests';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { readWorkbook, sheetRows } from '../../test/xlsx-read';
import { auditRows } from '../../test/audit-rows';
import { ADJUSTMENT_SOURCE } from './adjustment.service';
import { shownLines } from '../../../domain/test-support/journal-lines';

type Body = Record<string, unknown>;
type Headers = Record<string, string>;

/** docs/distribution.md §18: a posted row corrected by an adjustment, proposed and approved by two people, posted in an open month. */
describe.each(DATABASE_KINDS)('adjustments of posted rows on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      manager: { name: 'Manager', permissions: ['profit-distribution', 'approve-distributions'] },
      approver: { name: 'Approver', permissions: ['approve-distributions'] },
      closer: { name: 'Closer', permissions: ['close-periods'] },
      member: { name: 'Member', permissions: ['profile'] },
    },
  });
  const { manager, approver, closer, member } = suite.users;
  const MARCH = { year: '2026', month: '3', currency: 'USD' };
  const rows = {} as { profit: string; commission: string };
  let mediator = '';

  const post = (url: string, payload: Body, headers: Headers = manager.headers) => suite.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const code = (answer: { statusCode: number; json: () => { code: string } }) => [answer.statusCode, answer.json().code];
  const propose = (changes: Body = {}, headers: Headers = manager.headers) =>
    post('/adjustments', { rowId: rows.profit, correctedAmount: '1012.50', reason: 'Missed credit of 2 March', year: '2026', month: '4', ...changes }, headers);
  const approve = (id: string, headers: Headers = approver.headers) => post(`/distribution-runs/${id}/approve`, {}, headers);
  const adjustmentEntries = async () =>
    rowsOf<{ id: string }>(suite.database.db, sql`select id::text from journal_entries where source_kind = ${ADJUSTMENT_SOURCE}`);
  const adjustments = () =>
    rowsOf<{ id: string; correctedRowId: string; difference: string; profitDate: string; reason: string }>(
      suite.database.db,
      sql`select id, corrected_row_id::text as "correctedRowId", difference::text, profit_date::text as "profitDate", reason from profit_adjustments order by created_at`,
    );

  beforeAll(async () => {
    const db = suite.database.db;
    const parties = await seedPartiesPostingAtOnce(db, { mediators: [{ name: 'Adjusted Mediator' }], beneficiary: 'Adjusted Beneficiary' });
    mediator = parties.mediators[0];
    const investor = await seedSubscriber(db, {
      id: 'adj-a',
      currency: 'USD',
      subscriptionDate: '2025-01-01',
      subscriptionAmount: '3000.00',
      name: 'Adjusted A',
    });
    await db.execute(sql`update users set individual_id = ${investor.individualId} where id = ${member.id}`);
    await seedOperation(db, { date: '2026-03-05', currency: 'USD', investorShare: '1000.00', clientId: parties.client, mediatorId: mediator });
    await seedMediatorLink(db, { mediatorId: mediator, investorId: 'adj-a', percentage: '10' });
    const body = wholeMonthBody(MARCH);
    const preview = (await post('/profit-distribution/preview', body)).json();
    expect((await post('/profit-distribution/distribute', confirmedBody(body, preview))).statusCode).toBe(200);
    const commissions = (await post('/profit-distribution/commissions/preview', MARCH)).json();
    expect((await post('/profit-distribution/commissions/distribute', { ...MARCH, confirmation: 'YES', expectedTotal: commissions.total })).statusCode).toBe(
      200,
    );
    const found = await rowsOf<{ id: string; type: string; share: string }>(
      db,
      sql`select id::text, distribution_type as type, share::text from monthly_profits where profit_date = '2026-03-31' and distribution_type <> 'special' order by id`,
    );
    expect(found.map((row) => [row.type, row.share])).toEqual([
      ['profit', '1000.00'],
      ['commission', '100.00'],
    ]);
    rows.profit = found[0]!.id;
    rows.commission = found[1]!.id;
  });

  it('refuses bad input, an unknown row, a zero difference, a closed month and a user without the permission', async () => {
    expect(code(await propose({ reason: '  ' }))).toEqual([400, 'VALIDATION_FAILED']);
    expect(code(await propose({ correctedAmount: '12.5.0' }))).toEqual([400, 'VALIDATION_FAILED']);
    expect(code(await propose({ month: '13' }))).toEqual([400, 'VALIDATION_FAILED']);
    expect(code(await propose({ rowId: '999999' }))).toEqual([404, 'PROFIT_NOT_FOUND']);
    expect(code(await propose({ correctedAmount: '1000' }))).toEqual([409, 'NOTHING_TO_ADJUST']);
    expect(code(await propose({}, approver.headers))).toEqual([403, 'FORBIDDEN']);
    expect((await post('/periods/close', MARCH, closer.headers)).statusCode).toBe(200);
    const closed = await propose({ month: '3' });
    expect(code(closed)).toEqual([409, 'PERIOD_CLOSED']);
    expect(closed.json().params).toEqual({ period: '2026-03', currency: 'USD' });
    const listed = (await suite.app.inject({ method: 'GET', url: '/api/distribution-runs', headers: approver.headers })).json().items as Body[];
    expect(listed).toEqual([]);
  });

  it('proposes a correction of a row of a closed month; one pending per row; the proposer cannot approve; a rejection posts nothing', async () => {
    const proposed = await propose();
    expect(proposed.statusCode, proposed.body).toBe(200);
    const proposal = proposed.json().proposal as Body;
    expect(proposal).toMatchObject({
      kind: 'adjustment',
      year: 2026,
      month: 4,
      currency: 'USD',
      status: 'pending',
      total: '12.50',
      count: 1,
      adjustment: {
        rowId: rows.profit,
        type: 'profit',
        beneficiary: 'Adjusted A',
        rowPeriod: '2026-03',
        currentAmount: '1000.00',
        correctedAmount: '1012.50',
        reason: 'Missed credit of 2 March',
      },
    });
    expect(code(await propose({ correctedAmount: '1013' }))).toEqual([409, 'RUN_PENDING_APPROVAL']);
    expect(code(await approve(proposal.id as string, manager.headers))).toEqual([403, 'SELF_APPROVAL']);
    const rejected = await post(`/distribution-runs/${proposal.id as string}/reject`, { reason: 'Wrong amount' }, approver.headers);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await adjustments()).toEqual([]);
    expect(await adjustmentEntries()).toEqual([]);
    expect((await auditRows(suite.database, 'distribution-run.propose', proposal.id as string))[0]).toMatchObject({
      after: { kind: 'adjustment', totals: { total: '12.50' }, request: { reason: 'Missed credit of 2 March' } },
    });
  });

  it('approved, posts the signed difference as its own row in the open month with a balanced entry; the corrected row stays as posted', async () => {
    const proposal = (await propose()).json().proposal as Body;
    const approved = await approve(proposal.id as string);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ run: { status: 'approved', kind: 'adjustment' }, result: { adjustmentId: proposal.id, difference: '12.50' } });
    expect(await adjustments()).toEqual([
      { id: proposal.id, correctedRowId: rows.profit, difference: '12.50', profitDate: '2026-04-30', reason: 'Missed credit of 2 March' },
    ]);
    const [entry, ...others] = await journalEntriesOf(suite.database.db, { kind: ADJUSTMENT_SOURCE, id: proposal.id as string });
    expect(others).toEqual([]);
    expect(entry!.number).toBe(approved.json().result.entryNumber);
    expect([entry!.entryDate, ...shownLines(entry!.lines)]).toEqual(['2026-04-30', 'D 5100 1250', 'C 2200:adj-a 1250']);
    const [original] = await rowsOf<{ share: string }>(suite.database.db, sql`select share::text from monthly_profits where id = ${rows.profit}::bigint`);
    expect(original!.share).toBe('1000.00');
    expect((await auditRows(suite.database, 'profit-adjustment.post', proposal.id as string))[0]).toMatchObject({
      before: { correctedRowId: rows.profit, amount: '1000.00' },
      after: { difference: '12.50', reason: 'Missed credit of 2 March' },
    });

    // A commission lowered: the difference is negative, the sides swapped.
    const lowered = (await propose({ rowId: rows.commission, correctedAmount: '90', reason: 'Link was 9 %' })).json().proposal as Body;
    expect(lowered).toMatchObject({ total: '-10.00', adjustment: { type: 'commission', beneficiary: 'Adjusted Mediator' } });
    expect((await approve(lowered.id as string)).statusCode).toBe(200);
    const [commissionEntry] = await journalEntriesOf(suite.database.db, { kind: ADJUSTMENT_SOURCE, id: lowered.id as string });
    expect(shownLines(commissionEntry!.lines)).toEqual(['C 5400 1000', `D 2210:${mediator} 1000`]);

    // A further correction counts from the amount with the adjustments: 1012.50 → 1000.00 is −12.50.
    const back = (await propose({ correctedAmount: '1012.5' })).json();
    expect(back.code).toBe('NOTHING_TO_ADJUST');
  });

  it("shows the adjustment with its reason on the profit explanation and on the member's year statement", async () => {
    const explained = await suite.app.inject({ method: 'GET', url: `/api/profit-explanations/${rows.profit}`, headers: member.headers });
    expect(explained.statusCode, explained.body).toBe(200);
    expect(explained.json()).toMatchObject({
      share: { posted: '1000.00' },
      adjustments: { rows: [{ postedOn: '2026-04-30', difference: '12.50', reason: 'Missed credit of 2 March' }], adjustedAmount: '1012.50' },
    });
    const statement = await suite.app.inject({ method: 'GET', url: '/api/statements/year?year=2026&format=xlsx', headers: member.headers });
    expect(statement.statusCode).toBe(200);
    const [sheet] = (await readWorkbook(statement.rawPayload)).worksheets;
    const lines = sheetRows(sheet!, { includeEmpty: true }).map((line) => line.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell)));
    expect(lines).toContainEqual(['2026-04-30', 'Profit', '2026-03-31', 'Missed credit of 2 March', 12.5]);
  });

  it('refuses to reset a month whose rows were corrected', async () => {
    const db = suite.database.db;
    await db.execute(sql`update periods set status = 'open' where year = 2026 and month = 3 and currency = 'USD'`);
    const reset = await post('/profit-distribution/reset', MARCH);
    expect(code(reset)).toEqual([409, 'MONTH_HAS_ADJUSTMENTS']);
  });
});
