import { beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../../test/csv-records';
import { countRows, seedIndividual, seedOperation } from '../../test/distribution-seed';
import { DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';

describe.each(DATABASE_KINDS)('mediator calculations on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { calculator: ['mediator-calculations'] } });
  const { calculator } = suite.users;

  let first: string;
  let second: string;

  const send = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>, as = calculator.headers) =>
    suite.app.inject({ method, url: `/api/mediator-calculations${url}`, headers: as, ...(payload === undefined ? {} : { payload }) });
  const refusal = (answer: { statusCode: number; json: () => { code: string; params?: { field?: string } } }) => [
    answer.statusCode,
    answer.json().code,
    answer.json().params?.field,
  ];
  const settings = (rates: Record<string, unknown>) => send('PUT', '/settings', { investorRate: '40', mediatorRate: '15', specialRate: '5', ...rates });

  beforeAll(async () => {
    // A name a spreadsheet would run as a formula: the CSV must defuse it.
    first = await seedIndividual(suite.database.db, { name: '=Alpha', type: 'mediator' });
    second = await seedIndividual(suite.database.db, { name: 'Beta', type: 'mediator' });
    const clientId = await seedIndividual(suite.database.db, { name: 'Client' });
    // Every seeded operation has a revenue of 20000.
    const operation = (date: string, mediatorId: string, mediatorShare: string, extra: { currency?: string; status?: string } = {}) =>
      seedOperation(suite.database.db, {
        date,
        currency: extra.currency ?? 'XAF',
        investorShare: '10000',
        mediatorShare,
        clientId,
        mediatorId,
        status: extra.status,
      });
    await operation('2026-01-05', first, '3000');
    await operation('2026-01-20', first, '1000');
    await operation('2026-01-21', first, '9999', { status: 'pending' });
    await operation('2026-01-22', first, '9999', { currency: 'USD' });
    await operation('2026-02-03', second, '2500');
  });

  it('starts on the balanced preset, saves presets and custom rates per user with an audit row each', async () => {
    expect((await send('GET', '/settings')).json()).toEqual({ investorRate: '40', mediatorRate: '15', specialRate: '5', preset: 'balanced' });
    expect((await settings({ investorRate: '30.00', mediatorRate: '10', specialRate: '5' })).json()).toEqual({
      investorRate: '30',
      mediatorRate: '10',
      specialRate: '5',
      preset: 'conservative',
    });
    expect((await settings({ investorRate: '50', mediatorRate: '20' })).json().preset).toBe('aggressive');
    expect((await settings({ mediatorRate: '12.3456' })).json()).toMatchObject({ mediatorRate: '12.3456', preset: 'custom' });
    expect((await send('GET', '/settings')).json().preset).toBe('custom');
    const other = await suite.signIn(['mediator-calculations']);
    expect((await send('GET', '/settings', undefined, other.headers)).json().preset).toBe('balanced');
    expect(await countRows(suite.database.db, 'audit_log', "action = 'mediator-calculations.settings'")).toBe(3);
  });

  it.each([
    ['an investor rate above 50%', { investorRate: '50.01' }, [400, 'SETTING_ABOVE_LIMIT', 'investorRate']],
    ['a mediator rate above 50%', { mediatorRate: '60' }, [400, 'SETTING_ABOVE_LIMIT', 'mediatorRate']],
    ['a special rate above 100%', { specialRate: '101' }, [400, 'PERCENTAGE_OUT_OF_RANGE', 'specialRate']],
    ['a negative rate', { mediatorRate: '-1' }, [400, 'PERCENTAGE_OUT_OF_RANGE', 'mediatorRate']],
    ['five decimals', { investorRate: '1.00001' }, [400, 'TOO_MANY_DECIMALS', 'investorRate']],
    ['a rate as a number', { investorRate: 10 }, [400, 'VALIDATION_FAILED', undefined]],
    ['an unknown field', { preset: 'balanced' }, [400, 'VALIDATION_FAILED', undefined]],
  ])('refuses %s and keeps the saved rates', async (_title, change, expected) => {
    const before = (await send('GET', '/settings')).json();
    expect(refusal(await settings(change))).toEqual(expected);
    expect((await send('GET', '/settings')).json()).toEqual(before);
  });

  it("previews each mediator's completed operations of the period against the saved rate, rounded once per operation", async () => {
    await settings({ mediatorRate: '12.3456' });
    const preview = (await send('GET', '/preview?from=2026-01-01&to=2026-02-28&currency=XAF')).json();
    // 12.3456% of 20000 = 2469.12, rounded to 2469 per operation.
    expect(preview.rows).toEqual([
      { mediatorId: first, mediatorName: '=Alpha', mediatorType: 'normal', operationCount: 2, storedShare: '4000', settingsShare: '4938' },
      { mediatorId: second, mediatorName: 'Beta', mediatorType: 'normal', operationCount: 1, storedShare: '2500', settingsShare: '2469' },
    ]);
    expect(preview.totals).toEqual({ operationCount: 3, storedShare: '6500', settingsShare: '7407' });
    expect((await send('GET', '/preview?from=2026-01-01&to=2026-01-31&currency=USD')).json().totals).toEqual({
      operationCount: 1,
      storedShare: '9999.00',
      settingsShare: '2469.12',
    });
    expect((await send('GET', '/preview?from=2025-01-01&to=2025-12-31&currency=XAF')).json()).toMatchObject({
      rows: [],
      totals: { operationCount: 0, storedShare: '0' },
    });
  });

  it('exports the preview as CSV with BOM, CRLF, translated columns, the total row and formulas defused', async () => {
    await settings({ mediatorRate: '15' });
    const answer = await send('GET', '/preview/export.csv?from=2026-01-01&to=2026-02-28&currency=XAF&lang=fr');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('mediator-commissions-2026-01-01-2026-02-28-XAF.csv');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    expect(answer.body).toContain('\r\n');
    const [header, ...rows] = csvRecords(answer.body.slice(1));
    expect(header).toEqual(['Médiateur', 'Type de commission', 'Opérations', 'Devise', 'Part enregistrée', 'Part selon les réglages']);
    expect(rows).toEqual([
      ["'=Alpha", 'Médiateur normal', '2', 'XAF', '4000', '6000'],
      ['Beta', 'Médiateur normal', '1', 'XAF', '2500', '3000'],
      ['Total', '', '3', 'XAF', '6500', '9000'],
    ]);
  });

  it('sums a year per mediator and per month', async () => {
    const analytics = (await send('GET', '/analytics?year=2026&currency=XAF')).json();
    expect(analytics.months).toHaveLength(12);
    expect(analytics.months.slice(0, 3)).toEqual([
      { month: 1, operationCount: 2, storedShare: '4000' },
      { month: 2, operationCount: 1, storedShare: '2500' },
      { month: 3, operationCount: 0, storedShare: '0' },
    ]);
    expect(analytics.mediators.map((row: { mediatorName: string; storedShare: string }) => [row.mediatorName, row.storedShare])).toEqual([
      ['=Alpha', '4000'],
      ['Beta', '2500'],
    ]);
    expect(analytics.totals).toEqual({ operationCount: 3, storedShare: '6500' });
  });

  it.each([
    ['a period ending before it starts', '/preview?from=2026-02-01&to=2026-01-01&currency=XAF', [400, 'VALIDATION_FAILED', undefined]],
    ['an impossible date', '/preview?from=2026-02-30&to=2026-03-01&currency=XAF', [400, 'INVALID_DATE', undefined]],
    ['an unknown currency', '/preview?from=2026-01-01&to=2026-01-31&currency=XYZ', [400, 'VALIDATION_FAILED', undefined]],
    ['an unknown filter', '/preview?from=2026-01-01&to=2026-01-31&currency=XAF&rate=50', [400, 'VALIDATION_FAILED', undefined]],
    ['a bad export language', '/preview/export.csv?from=2026-01-01&to=2026-01-31&currency=XAF&lang=de', [400, 'VALIDATION_FAILED', undefined]],
    ['a bad year', '/analytics?year=26&currency=XAF', [400, 'VALIDATION_FAILED', undefined]],
  ])('refuses %s', async (_title, url, expected) => {
    expect(refusal(await send('GET', url))).toEqual(expected);
  });

  it('refuses a user without the permission, and anyone signed out', async () => {
    const { headers: other } = await suite.signIn(['mediator-percentages']);
    expect((await send('GET', '/settings', undefined, other)).statusCode).toBe(403);
    expect((await send('PUT', '/settings', { investorRate: '30', mediatorRate: '10', specialRate: '5' }, other)).statusCode).toBe(403);
    expect((await send('GET', '/preview?from=2026-01-01&to=2026-01-31&currency=XAF', undefined, {})).statusCode).toBe(401);
  });
});
