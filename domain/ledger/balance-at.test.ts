import { describe, expect, it } from 'vitest';
import { ledgerEntry } from '../test-support/fixtures';
import type { IsoDate } from '../calendar/iso-date';
import { errorCodeOf } from '../test-support/error-code';
import { balanceAt } from './balance-at';
import { dailyBalances } from './daily-balances';

const entry = ledgerEntry;

const entries = [
  entry('2026-01-10', 'credit', 'completed', 500n),
  entry('2026-01-20', 'debit', 'completed', 200n),
  entry('2026-01-15', 'credit', 'pending', 9000n),
  entry('2026-01-16', 'debit', 'cancelled', 9000n),
  entry('2026-02-01', 'credit', 'completed', 50n),
];

describe('balanceAt', () => {
  it.each<[string, bigint]>([
    ['2026-01-09', 1000n],
    ['2026-01-10', 1500n],
    ['2026-01-19', 1500n],
    ['2026-01-20', 1300n],
    ['2026-01-31', 1300n],
    ['2026-02-01', 1350n],
  ])('at the end of %s is %s', (date, expected) => {
    expect(balanceAt({ subscriptionAmountMinor: 1000n, entries, date: date as IsoDate })).toBe(expected);
  });

  it.each<[string, () => unknown, string]>([
    ['a bad date', () => balanceAt({ subscriptionAmountMinor: 0n, entries, date: '2026-02-30' as IsoDate }), 'INVALID_DATE'],
    [
      'a bad row date',
      () => balanceAt({ subscriptionAmountMinor: 0n, entries: [entry('2026-13-01', 'credit', 'completed', 1n)], date: '2026-01-01' as IsoDate }),
      'INVALID_DATE',
    ],
    [
      'a negative row',
      () => balanceAt({ subscriptionAmountMinor: 0n, entries: [entry('2026-01-01', 'credit', 'completed', -1n)], date: '2026-01-01' as IsoDate }),
      'NEGATIVE_AMOUNT',
    ],
    ['a negative subscription', () => balanceAt({ subscriptionAmountMinor: -1n, entries, date: '2026-01-01' as IsoDate }), 'NEGATIVE_AMOUNT'],
    [
      'an unknown type',
      () =>
        balanceAt({
          subscriptionAmountMinor: 0n,
          entries: [{ ...entry('2026-01-01', 'credit', 'completed', 1n), type: 'gift' as 'credit' }],
          date: '2026-01-01' as IsoDate,
        }),
      'INVALID_INPUT',
    ],
  ])('refuses %s', (_title, run, code) => {
    expect(errorCodeOf(run)).toBe(code);
  });
});

describe('dailyBalances', () => {
  it('gives each day of the month its closing balance', () => {
    const balances = dailyBalances({ subscriptionAmountMinor: 1000n, entries, yearMonth: { year: 2026, month: 1 } });
    expect(balances).toHaveLength(31);
    expect(balances[8]).toBe(1000n);
    expect(balances[9]).toBe(1500n);
    expect(balances[19]).toBe(1300n);
    expect(balances[30]).toBe(1300n);
  });

  it('agrees with balanceAt on every day', () => {
    const balances = dailyBalances({ subscriptionAmountMinor: 7n, entries, yearMonth: { year: 2026, month: 2 } });
    balances.forEach((balance, index) => {
      const date = `2026-02-${String(index + 1).padStart(2, '0')}` as IsoDate;
      expect(balance).toBe(balanceAt({ subscriptionAmountMinor: 7n, entries, date }));
    });
  });
});
