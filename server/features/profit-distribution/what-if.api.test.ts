import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprintChanges, fingerprintQuery, jobsSettled, takeFingerprint } from '../../test/db-fingerprint';
import { seedLedgerRows, seedMediatorLink, seedOperation, seedSubscriber, seedPartiesPostingAtOnce } from '../../test/distribution-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { confirmedBody } from '../../test/distribution-requests';

type Body = Record<string, unknown>;
type Row = Record<string, string>;

/** Amounts of the answers are decimal strings of USD: compared as cents, never as floats. */
const cents = (text: string | undefined) => {
  if (text === undefined) throw new Error('An amount is missing from the answer');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -value : value;
};

describe.each(DATABASE_KINDS)('profit distribution what-if on %s', (kind) => {
  const suite = useApiSuite(kind, {
    users: { manager: ['profit-distribution', 'precious-products-distribution'], operationsOnly: ['profit-distribution'], outsider: ['transactions'] },
  });
  const { manager, operationsOnly, outsider } = suite.users;

  const post = (url: string, payload: Body, headers = manager.headers) =>
    suite.app.inject({ method: 'POST', url: `/api/profit-distribution/${url}`, headers, payload });
  const previewBody = (month: string, extra: Body = {}) => ({
    year: '2026',
    month,
    currency: 'USD',
    source: 'operations',
    selection: { kind: 'all' },
    investorPercentage: '100',
    loss: '0',
    ...extra,
  });
  const whatIfBody = (extra: Body = {}) => ({
    ...previewBody('3', { investorPercentage: '80', loss: '50.00' }),
    whatIfInvestorPercentage: '80',
    whatIfLoss: '50.00',
    ...extra,
  });

  beforeAll(async () => {
    const db = suite.database.db;
    const {
      client,
      mediators: [mediatorOne, mediatorTwo],
    } = await seedPartiesPostingAtOnce(db, { mediators: [{ name: 'Mediator One' }, { name: 'Mediator Two' }], beneficiary: 'Programmer' });
    await seedSubscriber(db, { id: 'inv-a', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '3000.00', name: 'Investor A' });
    await seedSubscriber(db, { id: 'inv-b', currency: 'USD', subscriptionDate: '2026-03-16', subscriptionAmount: '2000.00', name: 'Investor B' });
    await seedSubscriber(db, { id: 'inv-c', currency: 'USD', subscriptionDate: '2025-01-01', subscriptionAmount: '700.00', name: 'Investor C' });
    await seedLedgerRows(db, [{ subscriberId: 'inv-a', date: '2025-06-01', type: 'credit', status: 'completed', amount: '1000.00' }]);
    await seedMediatorLink(db, { mediatorId: mediatorOne, investorId: 'inv-a', percentage: '10' });
    await seedMediatorLink(db, { mediatorId: mediatorOne, investorId: 'inv-b', percentage: '12.5' });
    await seedMediatorLink(db, { mediatorId: mediatorTwo, investorId: 'inv-c', percentage: '33.3333' });
    for (const [date, share] of [
      ['2026-02-10', '333.33'],
      ['2026-03-05', '600.00'],
      ['2026-03-20', '400.01'],
    ] as const) {
      await seedOperation(db, { date, currency: 'USD', investorShare: share, status: 'completed', clientId: client, mediatorId: mediatorOne });
    }
    // February is posted: its profit rows are "last month" of March.
    const february = previewBody('2');
    const preview = (await post('preview', february)).json();
    const posted = await post('distribute', confirmedBody(february, preview));
    expect(posted.statusCode, posted.body).toBe(200);
  });

  it('with the current parameters equals the preview to the unit, shares and last month alike', async () => {
    const preview = (await post('preview', previewBody('3', { investorPercentage: '80', loss: '50.00' }))).json();
    const answer = await post('what-if', whatIfBody());
    expect(answer.statusCode, answer.body).toBe(200);
    const whatIf = answer.json();
    expect(whatIf.current).toEqual(whatIf.whatIf);
    expect(whatIf.current).toMatchObject({ distributable: preview.distributable, totalShares: preview.totalShares, loss: preview.loss });
    expect(whatIf.distributableChange).toBe('0.00');
    expect(whatIf.investorCount).toBe(preview.activeInvestors);
    expect(whatIf.investors.map((row: Row) => [row.subscriberId, row.currentShare, row.whatIfShare, row.change, row.lastMonthShare])).toEqual(
      preview.rows.map((row: Row) => [row.subscriberId, row.share, row.share, '0.00', row.lastMonthShare]),
    );
    expect(whatIf.mediators.every((row: Row) => row.currentCommission === row.whatIfCommission && row.change === '0.00')).toBe(true);
  });

  it('moves every share as the core says under another percentage and loss; the shares add up to the distributable amount', async () => {
    const other = (await post('preview', previewBody('3', { investorPercentage: '33.3333', loss: '0.07' }))).json();
    const whatIf = (await post('what-if', whatIfBody({ whatIfInvestorPercentage: '33.3333', whatIfLoss: '0.07' }))).json();
    expect(whatIf.whatIf).toMatchObject({ investorPercentage: '33.3333', distributable: other.distributable, totalShares: other.distributable });
    expect(whatIf.current.totalShares).toBe(whatIf.current.distributable);
    const shares = whatIf.investors.map((row: Row) => row.whatIfShare);
    expect(shares).toEqual(other.rows.map((row: Row) => row.share));
    expect(shares.reduce((sum: bigint, share: string) => sum + cents(share), 0n)).toBe(cents(other.distributable));
    for (const row of whatIf.investors as Row[]) expect(cents(row.change)).toBe(cents(row.whatIfShare) - cents(row.currentShare));
    expect(cents(whatIf.distributableChange)).toBe(cents(whatIf.whatIf.distributable) - cents(whatIf.current.distributable));
  });

  it("shows last month's share as the posted profit rows of the month before", async () => {
    const posted = (await suite.database.db.execute(
      sql`select subscriber_id as id, sum(share)::text as total from monthly_profits where profit_date = '2026-02-28' and currency = 'USD' and distribution_type = 'profit' group by subscriber_id`,
    )) as unknown as { rows: Array<{ id: string; total: string }> };
    expect(posted.rows.length).toBe(2);
    const whatIf = (await post('what-if', whatIfBody())).json();
    const lastMonth = new Map((whatIf.investors as Row[]).map((row) => [row.subscriberId, row.lastMonthShare]));
    for (const row of posted.rows) expect(cents(lastMonth.get(row.id) ?? 'missing')).toBe(cents(row.total));
    expect(lastMonth.get('inv-b')).toBe('0.00');
    expect(cents(whatIf.lastMonthTotal)).toBe(posted.rows.reduce((sum, row) => sum + cents(row.total), 0n));
    const preview = (await post('preview', previewBody('3'))).json();
    for (const row of preview.rows as Row[]) {
      expect(row.lastMonthShare).toBe(lastMonth.get(row.subscriberId));
      expect(cents(row.changeFromLastMonth)).toBe(cents(row.share) - cents(row.lastMonthShare));
    }
  });

  it('gives each mediator the commission the commissions step would post, now and under the what-if', async () => {
    const whatIf = (await post('what-if', whatIfBody({ whatIfInvestorPercentage: '50', whatIfLoss: '0' }))).json();
    const shareOf = (id: string, side: 'currentShare' | 'whatIfShare') =>
      cents((whatIf.investors as Row[]).find((row) => row.subscriberId === id)?.[side] ?? '0');
    // docs/distribution.md §9: round half up of percentage × profit, per link, summed per mediator.
    const commission = (share: bigint, numerator: bigint, denominator: bigint) => (2n * share * numerator + denominator * 100n) / (2n * denominator * 100n);
    const one = (side: 'currentShare' | 'whatIfShare') => commission(shareOf('inv-a', side), 10n, 1n) + commission(shareOf('inv-b', side), 125n, 10n);
    const two = (side: 'currentShare' | 'whatIfShare') => commission(shareOf('inv-c', side), 333333n, 10000n);
    expect(whatIf.mediators.map((row: Row) => [row.name, cents(row.currentCommission), cents(row.whatIfCommission), cents(row.change)])).toEqual([
      ['Mediator One', one('currentShare'), one('whatIfShare'), one('whatIfShare') - one('currentShare')],
      ['Mediator Two', two('currentShare'), two('whatIfShare'), two('whatIfShare') - two('currentShare')],
    ]);
    expect(cents(whatIf.current.totalCommissions)).toBe(one('currentShare') + two('currentShare'));
  });

  it('refuses bad parameters with translated 4xx codes naming the field', async () => {
    const refusal = async (extra: Body, headers = manager.headers) => {
      const answer = await post('what-if', whatIfBody(extra), headers);
      return [answer.statusCode, answer.json().code, answer.json().params?.field];
    };
    expect(await refusal({ whatIfInvestorPercentage: '100.01' })).toEqual([400, 'PERCENTAGE_OUT_OF_RANGE', 'whatIfInvestorPercentage']);
    expect(await refusal({ whatIfInvestorPercentage: '-1' })).toEqual([400, 'PERCENTAGE_OUT_OF_RANGE', 'whatIfInvestorPercentage']);
    expect(await refusal({ whatIfInvestorPercentage: '12.34567' })).toEqual([400, 'TOO_MANY_DECIMALS', 'whatIfInvestorPercentage']);
    expect(await refusal({ whatIfInvestorPercentage: '1000' })).toEqual([400, 'INVALID_NUMBER', 'whatIfInvestorPercentage']);
    expect(await refusal({ whatIfLoss: '-1' })).toEqual([400, 'NEGATIVE_AMOUNT', 'whatIfLoss']);
    expect(await refusal({ whatIfLoss: '1.001' })).toEqual([400, 'TOO_MANY_DECIMALS', 'whatIfLoss']);
    expect((await refusal({ whatIfLoss: 'abc' })).slice(0, 2)).toEqual([400, 'VALIDATION_FAILED']);
    expect((await refusal({ whatIfInvestorPercentage: undefined })).slice(0, 2)).toEqual([400, 'VALIDATION_FAILED']);
    expect((await refusal({ extra: true })).slice(0, 2)).toEqual([400, 'VALIDATION_FAILED']);
    expect((await refusal({ whatIfLoss: '100000.00' })).slice(0, 2)).toEqual([409, 'NOTHING_TO_DISTRIBUTE']);
    expect((await refusal({ investorPercentage: '101' })).slice(0, 2)).toEqual([400, 'PERCENTAGE_OUT_OF_RANGE']);
    expect((await refusal({ month: '2' })).slice(0, 2)).toEqual([409, 'ALREADY_DISTRIBUTED']);
    expect((await refusal({ source: 'sales' }, operationsOnly.headers)).slice(0, 2)).toEqual([403, 'FORBIDDEN']);
    expect((await refusal({}, outsider.headers)).slice(0, 2)).toEqual([403, 'FORBIDDEN']);
  });

  it('writes nothing: the database fingerprint is the same after many what-if calls, and the month can still be distributed', async () => {
    const query = await fingerprintQuery(suite.database.db);
    // February's statement mails, queued when it was posted, are sent first.
    await jobsSettled(suite.database.db);
    const before = await takeFingerprint(suite.database.db, query);
    const tries = ['0', '0.0001', '12.5', '33.3333', '50', '66.6667', '99.9999', '100', '101', 'x'];
    for (const [index, percentage] of tries.entries()) {
      await post('what-if', whatIfBody({ whatIfInvestorPercentage: percentage, whatIfLoss: `${index}.0${index}` }));
    }
    const after = await takeFingerprint(suite.database.db, query);
    expect(fingerprintChanges(before, after, 0)).toEqual([]);
    const body = previewBody('3', { investorPercentage: '80', loss: '50.00' });
    const preview = (await post('preview', body)).json();
    const whatIf = (await post('what-if', whatIfBody())).json();
    const posted = await post('distribute', confirmedBody(body, preview));
    expect(posted.statusCode, posted.body).toBe(200);
    // The commissions step then posts exactly what the what-if showed as "now".
    const commissions = (await post('commissions/preview', { year: '2026', month: '3', currency: 'USD' })).json();
    expect(commissions.total).toBe(whatIf.current.totalCommissions);
    // The commissions preview orders mediators by id, the what-if by name: compared as sets.
    const byName = (rows: string[][]) => [...rows].sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
    expect(byName(commissions.rows.map((row: Row) => [row.mediatorName, row.totalShare]))).toEqual(
      byName(whatIf.mediators.map((row: Row) => [row.name, row.currentCommission])),
    );
  });
});
