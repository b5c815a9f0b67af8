import { describe, expect, it } from 'vitest';
import type { Currency } from './currency';
import { minorToFixed, rationalToFixed, toDecimalString } from './to-decimal-string';

describe('toDecimalString', () => {
  it.each<[bigint, Currency, string]>([
    [0n, 'USD', '0.00'],
    [1n, 'USD', '0.01'],
    [-5n, 'EUR', '-0.05'],
    [-2850n, 'USD', '-28.50'],
    [125543n, 'SAR', '1255.43'],
    [1250n, 'XAF', '1250'],
    [-7n, 'XAF', '-7'],
    [0n, 'XAF', '0'],
    [12345678901234567899n, 'AED', '123456789012345678.99'],
  ])('%s minor %s → %s', (amountMinor, currency, expected) => {
    expect(toDecimalString({ amountMinor, currency })).toBe(expected);
  });
});

describe('rationalToFixed and minorToFixed', () => {
  it.each<[bigint, bigint, string]>([
    [100n, 3n, '33.33'],
    [200n, 3n, '66.67'],
    [1n, 200n, '0.01'],
    [-1n, 200n, '-0.01'],
    [1n, 201n, '0.00'],
    [-1n, 201n, '0.00'],
  ])('%s/%s → %s', (numerator, denominator, expected) => {
    expect(rationalToFixed({ value: { numerator, denominator }, fractionDigits: 2 })).toBe(expected);
  });

  it('writes XAF and cents values with two digits', () => {
    expect(minorToFixed({ valueMinor: { numerator: 3000000n, denominator: 1n }, currency: 'XAF', fractionDigits: 2 })).toBe('3000000.00');
    expect(minorToFixed({ valueMinor: { numerator: 100n * 100n, denominator: 29n }, currency: 'EUR', fractionDigits: 2 })).toBe('3.45');
  });
});
