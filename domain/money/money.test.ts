import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../test-support/error-code';
import { CURRENCIES, parseCurrency } from './currency';
import { addMoney, subtractMoney } from './money';

describe('money arithmetic', () => {
  it('adds and subtracts in one currency', () => {
    expect(addMoney({ amountMinor: 150n, currency: 'USD' }, { amountMinor: 5n, currency: 'USD' })).toEqual({ amountMinor: 155n, currency: 'USD' });
    expect(subtractMoney({ amountMinor: 150n, currency: 'XAF' }, { amountMinor: 200n, currency: 'XAF' })).toEqual({ amountMinor: -50n, currency: 'XAF' });
  });

  it('refuses mixed currencies', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.constantFrom(...CURRENCIES), fc.bigInt(), fc.bigInt(), (left, right, a, b) => {
        fc.pre(left !== right);
        expect(errorCodeOf(() => addMoney({ amountMinor: a, currency: left }, { amountMinor: b, currency: right }))).toBe('MIXED_CURRENCIES');
        expect(errorCodeOf(() => subtractMoney({ amountMinor: a, currency: left }, { amountMinor: b, currency: right }))).toBe('MIXED_CURRENCIES');
      }),
      { numRuns: 1000 },
    );
  });

  it.each(['usd', 'XOF', '', 'US D', 'toString', '__proto__'])('refuses the currency %j', (code) => {
    expect(errorCodeOf(() => parseCurrency(code))).toBe('UNKNOWN_CURRENCY');
  });

  it('refuses any unknown currency code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), (code) => {
        fc.pre(!(CURRENCIES as string[]).includes(code));
        expect(errorCodeOf(() => parseCurrency(code))).toBe('UNKNOWN_CURRENCY');
      }),
      { numRuns: 1000 },
    );
  });
});
