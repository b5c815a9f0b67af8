import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerEntry } from '../test-support/fixtures';
import type { IsoDate } from '../calendar/iso-date';
import { errorCodeOf } from '../test-support/error-code';
import { balanceAt } from './balance-at';
import type { LedgerEntry } from './ledger-entry';
import { LEDGER_END, ledgerStatement, lowestBalanceFrom } from './ledger-statement';

const entry = ledgerEntry;
const d = (text: string) => text as IsoDate;

const entries = [
  entry('2026-01-10', 'credit', 'completed', 500n),
  entry('2026-02-03', 'debit', 'completed', 200n),
  entry('2026-02-05', 'credit', 'pending', 9000n),
  entry('2026-02-20', 'credit', 'completed', 50n),
  entry('2026-03-01', 'debit', 'completed', 1000n),
];

describe('ledgerStatement', () => {
  it('opens at the day before, runs each row and closes at the end of the range', () => {
    const statement = ledgerStatement({ subscriptionAmountMinor: 1000n, entries, from: d('2026-02-01'), to: d('2026-02-28') });
    expect(statement.openingMinor).toBe(1500n);
    expect(statement.lines.map((line) => line.balanceAfterMinor)).toEqual([1300n, 1300n, 1350n]);
    expect([statement.creditsMinor, statement.debitsMinor, statement.closingMinor]).toEqual([50n, 200n, 1350n]);
    expect(statement.closingMinor).toBe(balanceAt({ subscriptionAmountMinor: 1000n, entries, date: d('2026-02-28') }));
  });

  it('refuses a range that ends before it starts, and bad dates', () => {
    expect(errorCodeOf(() => ledgerStatement({ subscriptionAmountMinor: 0n, entries, from: d('2026-02-02'), to: d('2026-02-01') }))).toBe('INVALID_INPUT');
    expect(errorCodeOf(() => ledgerStatement({ subscriptionAmountMinor: 0n, entries, from: d('2026-02-30'), to: d('2026-03-01') }))).toBe('INVALID_DATE');
  });

  it('closes where balanceAt says, whatever the rows (property)', () => {
    const row = fc.record({
      date: fc.integer({ min: 1, max: 28 }).map((day) => `2026-04-${String(day).padStart(2, '0')}` as IsoDate),
      type: fc.constantFrom<LedgerEntry['type']>('credit', 'debit'),
      status: fc.constantFrom<LedgerEntry['status']>('completed', 'pending', 'cancelled'),
      amountMinor: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.bigInt({ min: 0n, max: 10n ** 12n }), (rows, subscriptionAmountMinor) => {
        const statement = ledgerStatement({ subscriptionAmountMinor, entries: rows, from: d('2026-04-10'), to: d('2026-04-20') });
        expect(statement.closingMinor).toBe(balanceAt({ subscriptionAmountMinor, entries: rows, date: d('2026-04-20') }));
        expect(statement.closingMinor - statement.openingMinor).toBe(statement.creditsMinor - statement.debitsMinor);
      }),
    );
  });
});

describe('lowestBalanceFrom', () => {
  it('sees a later dip that the final balance hides', () => {
    const dip = [entry('2026-01-05', 'debit', 'completed', 900n), entry('2026-01-20', 'credit', 'completed', 5000n)];
    expect(lowestBalanceFrom({ subscriptionAmountMinor: 1000n, entries: dip, from: d('2026-01-01') })).toBe(100n);
    expect(lowestBalanceFrom({ subscriptionAmountMinor: 1000n, entries: dip, from: d('2026-01-10') })).toBe(100n);
    expect(balanceAt({ subscriptionAmountMinor: 1000n, entries: dip, date: LEDGER_END })).toBe(5100n);
  });

  it('judges a day by its closing balance', () => {
    const sameDay = [entry('2026-01-05', 'debit', 'completed', 1500n), entry('2026-01-05', 'credit', 'completed', 1000n)];
    expect(lowestBalanceFrom({ subscriptionAmountMinor: 1000n, entries: sameDay, from: d('2026-01-01') })).toBe(500n);
  });
});
