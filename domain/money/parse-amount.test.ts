import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodeOf as codeOf } from '../test-support/error-code';
import type { DomainErrorCode } from '../errors/domain-error';
import { CURRENCIES } from './currency';
import type { Currency } from './currency';
import { parseAmount } from './parse-amount';
import { toDecimalString } from './to-decimal-string';

describe('parseAmount', () => {
  it.each<[string, Currency, bigint]>([
    ['0', 'USD', 0n],
    ['1000', 'USD', 100000n],
    ['1250.5', 'EUR', 125050n],
    ['1255.43', 'SAR', 125543n],
    ['0.01', 'GBP', 1n],
    ['1250', 'XAF', 1250n],
    ['007', 'XAF', 7n],
    ['123456789012345678.99', 'AED', 12345678901234567899n],
  ])('reads %s %s as %s minor units', (text, currency, amountMinor) => {
    expect(parseAmount({ text, currency })).toEqual({ amountMinor, currency });
  });

  it('reads a sign only where it is allowed', () => {
    expect(parseAmount({ text: '-28.50', currency: 'USD', allowNegative: true }).amountMinor).toBe(-2850n);
    expect(codeOf(() => parseAmount({ text: '-28.50', currency: 'USD' }))).toBe('NEGATIVE_AMOUNT');
  });

  it.each<[string, Currency, DomainErrorCode]>([
    ['', 'USD', 'INVALID_AMOUNT'],
    [' 1', 'USD', 'INVALID_AMOUNT'],
    ['1 ', 'USD', 'INVALID_AMOUNT'],
    ['+1', 'USD', 'INVALID_AMOUNT'],
    ['1e3', 'USD', 'INVALID_AMOUNT'],
    ['1E3', 'USD', 'INVALID_AMOUNT'],
    ['1,000', 'USD', 'INVALID_AMOUNT'],
    ['1,5', 'EUR', 'INVALID_AMOUNT'],
    ['1 000', 'XAF', 'INVALID_AMOUNT'],
    ['١٢٣', 'SAR', 'INVALID_AMOUNT'],
    ['۱۲۳', 'SAR', 'INVALID_AMOUNT'],
    ['.5', 'USD', 'INVALID_AMOUNT'],
    ['5.', 'USD', 'INVALID_AMOUNT'],
    ['--1', 'USD', 'INVALID_AMOUNT'],
    ['NaN', 'USD', 'INVALID_AMOUNT'],
    ['Infinity', 'USD', 'INVALID_AMOUNT'],
    ['0x10', 'USD', 'INVALID_AMOUNT'],
    ['-1', 'USD', 'NEGATIVE_AMOUNT'],
    ['1.001', 'USD', 'TOO_MANY_DECIMALS'],
    ['10.5', 'XAF', 'TOO_MANY_DECIMALS'],
    ['10.00', 'XAF', 'TOO_MANY_DECIMALS'],
  ])('refuses %j in %s with %s', (text, currency, code) => {
    expect(codeOf(() => parseAmount({ text, currency }))).toBe(code);
  });

  it('parse → decimal string → parse is the identity', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (currency, amountMinor) => {
        const text = toDecimalString({ amountMinor, currency });
        const parsed = parseAmount({ text, currency, allowNegative: true });
        expect(parsed.amountMinor).toBe(amountMinor);
        expect(toDecimalString(parsed)).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses every negative amount where no sign is allowed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.bigInt({ min: -(10n ** 18n), max: -1n }), (currency, amountMinor) => {
        const text = toDecimalString({ amountMinor, currency });
        expect(codeOf(() => parseAmount({ text, currency }))).toBe('NEGATIVE_AMOUNT');
      }),
      { numRuns: 1000 },
    );
  });
});
