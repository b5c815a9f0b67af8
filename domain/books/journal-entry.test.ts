import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from '../money/currency';
import { DomainError } from '../errors/domain-error';
import { errorCodeOf } from '../test-support/error-code';
import { balanceEntry, currencyTotals, journalLine, mirrorLines, type JournalLine } from './journal-entry';

const line = (account: string, currency: Currency, debitMinor: bigint, creditMinor: bigint, partyId: string | null = null): JournalLine => ({
  account,
  partyId,
  currency,
  debitMinor,
  creditMinor,
});

describe('balanceEntry', () => {
  it.each<[string, JournalLine[], string]>([
    ['one debit, one credit', [line('1000', 'XAF', 500n, 0n), line('3100', 'XAF', 0n, 500n)], 'none'],
    [
      'two currencies, each balanced',
      [line('1000', 'XAF', 5n, 0n), line('3100', 'XAF', 0n, 5n), line('1000', 'USD', 1n, 0n), line('3100', 'USD', 0n, 1n)],
      'none',
    ],
    ['no lines at all', [], 'none'],
    ['one unit short', [line('1000', 'XAF', 500n, 0n), line('3100', 'XAF', 0n, 499n)], 'ENTRY_UNBALANCED'],
    // The same total across two currencies is still two unbalanced books: nothing is converted.
    ['balanced only across currencies', [line('1000', 'XAF', 100n, 0n), line('3100', 'EUR', 0n, 100n)], 'ENTRY_UNBALANCED'],
    ['both sides on one line', [line('1000', 'XAF', 1n, 1n)], 'INVALID_INPUT'],
    ['a negative side', [line('1000', 'XAF', -1n, 0n), line('3100', 'XAF', -1n, 0n)], 'INVALID_INPUT'],
    ['no account', [line('', 'XAF', 1n, 0n), line('3100', 'XAF', 0n, 1n)], 'INVALID_INPUT'],
  ])('%s', (_name, lines, code) => {
    expect(errorCodeOf(() => balanceEntry(lines))).toBe(code);
  });

  it('names the currency and its totals when it refuses', () => {
    const refusal = (() => {
      try {
        balanceEntry([line('1000', 'USD', 12_345n, 0n), line('3100', 'USD', 0n, 12_300n)]);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).params).toEqual({ currency: 'USD', debit: '123.45', credit: '123.00' });
  });

  it('drops the zero lines and keeps the others in order', () => {
    const lines = [line('1000', 'XAF', 7n, 0n), line('5200', 'XAF', 0n, 0n), line('3100', 'XAF', 0n, 7n, 'sub-1')];
    expect(balanceEntry(lines)).toEqual([lines[0], lines[2]]);
  });
});

describe('journalLine', () => {
  it('puts a negative amount on the other side', () => {
    expect(journalLine({ account: '1000', currency: 'XAF', side: 'debit', amountMinor: -3n })).toEqual(line('1000', 'XAF', 0n, 3n));
    expect(journalLine({ account: '1000', currency: 'XAF', side: 'credit', amountMinor: 3n, partyId: 'p' })).toEqual(line('1000', 'XAF', 0n, 3n, 'p'));
  });
});

const currency = fc.constantFrom(...CURRENCIES);
const amount = fc.bigInt({ min: 0n, max: 10n ** 17n });
/** Random balanced entries: pairs of equal legs in random currencies and accounts, shuffled. */
const balancedLines = fc
  .array(fc.tuple(currency, amount, fc.constantFrom('1000', '2200', '3100', '4100'), fc.constantFrom('1000', '5100', '3100')), { maxLength: 12 })
  .chain((pairs) =>
    fc.shuffledSubarray(
      pairs.flatMap(([cur, value, debitAccount, creditAccount]) => [line(debitAccount, cur, value, 0n), line(creditAccount, cur, 0n, value)]),
      { minLength: pairs.length * 2, maxLength: pairs.length * 2 },
    ),
  );

describe('balanceEntry properties', () => {
  it('accepts every entry made of equal legs, and its mirror', () => {
    fc.assert(
      fc.property(balancedLines, (lines) => {
        const kept = balanceEntry(lines);
        for (const total of currencyTotals(kept).values()) expect(total.debitMinor).toBe(total.creditMinor);
        const mirror = mirrorLines(kept);
        expect(mirror.map((one) => [one.debitMinor, one.creditMinor])).toEqual(kept.map((one) => [one.creditMinor, one.debitMinor]));
      }),
    );
  });

  it('refuses any balanced entry once one line moves by a unit', () => {
    fc.assert(
      fc.property(
        balancedLines.filter((lines) => lines.length > 0),
        fc.nat(),
        fc.constantFrom(1n, -1n),
        (lines, at, delta) => {
          const index = at % lines.length;
          const changed = lines.map((one, position) => {
            if (position !== index) return one;
            const side = one.debitMinor > 0n || (one.creditMinor === 0n && delta > 0n) ? 'debitMinor' : 'creditMinor';
            return { ...one, [side]: one[side] + (one[side] + delta < 0n ? -delta : delta) };
          });
          expect(errorCodeOf(() => balanceEntry(changed))).toBe('ENTRY_UNBALANCED');
        },
      ),
    );
  });
});
