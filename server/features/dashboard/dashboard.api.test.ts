import { describe, expect, it } from 'vitest';
import type { TDashboard } from '../../../contract/dashboard';
import { DATABASE_KINDS } from '../../test/helper';
import { createTestIndividual } from '../../test/people';
import { twelveMonthsFrom } from './dashboard.service';
import { useApiSuite } from '../../test/api-suite';

describe('twelveMonthsFrom', () => {
  it.each([
    ['2026-03-15', '2025-04-01'],
    ['2026-12-31', '2026-01-01'],
    ['2026-01-01', '2025-02-01'],
  ])('%s → %s', (today, from) => {
    expect(twelveMonthsFrom(today)).toBe(from);
  });
});

describe.each(DATABASE_KINDS)('dashboard on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { viewer: ['dashboard'], clerk: ['transactions', 'complete-operations'] } });
  const { viewer, clerk } = suite.users;

  const read = async (): Promise<TDashboard> => (await suite.app.inject({ method: 'GET', url: '/api/dashboard', headers: viewer.headers })).json();

  it('is empty before any operation', async () => {
    expect(await read()).toMatchObject({ totalOperations: 0, completionRate: null, totalAmounts: [], totalProfits: [], latest: [], months: [] });
  });

  it('sums per currency, rates completion and lists the five latest', async () => {
    const client = await createTestIndividual(suite.database);
    const mediator = await createTestIndividual(suite.database);
    const today = new Date().toISOString().slice(0, 10);
    const post = (url: string, payload: object = {}) => suite.app.inject({ method: 'POST', url, headers: clerk.headers, payload });
    const ids: string[] = [];
    for (const [currency, amount] of [
      ['XAF', '100000'],
      ['XAF', '300000'],
      ['USD', '1000.50'],
      ['USD', '10'],
      ['EUR', '50'],
      ['XAF', '5000'],
    ] as const) {
      const answer = await post('/api/operations', {
        sourceCountry: 'chad',
        destinationCountry: 'china',
        amount,
        currency,
        exchangeRate: '1',
        serviceRate: '10',
        clientId: client.id,
        mediatorId: mediator.id,
        mediatorType: 'normal',
        mediatorAmount: '0',
        operationDate: today,
      });
      ids.push(answer.json().id);
    }
    await post(`/api/operations/${ids[0]}/complete`);
    await post(`/api/operations/${ids[2]}/complete`);
    await post(`/api/operations/${ids[5]}/cancel`);
    const board = await read();
    expect(board).toMatchObject({ totalOperations: 6, completedOperations: 2, pendingOperations: 3, cancelledOperations: 1, completionRate: '40.00' });
    expect(board.totalAmounts).toEqual([
      { currency: 'EUR', amount: '50.00' },
      { currency: 'USD', amount: '1010.50' },
      { currency: 'XAF', amount: '400000' },
    ]);
    // XAF: 10% of 100,000 = 10,000, investor 5,000, special 250 → 4,750. USD: 100.05 → 50.03, special 2.50 → 47.52.
    expect(board.totalProfits).toEqual([
      { currency: 'EUR', amount: '0.00' },
      { currency: 'USD', amount: '47.52' },
      { currency: 'XAF', amount: '4750' },
    ]);
    expect(board.latest).toHaveLength(5);
    expect(board.months.find((month) => month.currency === 'XAF')).toMatchObject({
      month: today.slice(0, 7),
      operationsCount: 2,
      volume: '400000',
      companyProfit: '4750',
    });
    expect((await suite.app.inject({ method: 'GET', url: '/api/dashboard', headers: clerk.headers })).statusCode).toBe(403);
  });
});
