import { describe, expect, it } from 'vitest';
import { CURRENCIES, parseAmount } from '../domain';
import { minorToNumeric, numericToDecimal, numericToMinor } from './money-columns';

describe('numeric columns and minor units', () => {
  it.each([
    ['1250.00', 'XAF', 1250n],
    ['1250', 'XAF', 1250n],
    ['-3.00', 'XAF', -3n],
    ['1250.50', 'USD', 125050n],
    ['0.00', 'EUR', 0n],
    ['1250.5', 'SAR', 125050n],
  ] as const)('reads %s %s as %s minor units', (text, currency, minor) => {
    expect(numericToMinor(text, currency)).toBe(minor);
  });

  it('reads the column text as the general parser does, for every currency', () => {
    const texts = ['0.00', '-0.00', '1250.00', '-1250.00', '1255.43', '-0.50', '0.05', '-0.05', '99999999999999999.99', '7', '12.5', '10.50'];
    for (const currency of CURRENCIES) {
      for (const text of texts) {
        let slow: bigint | Error;
        try {
          slow = parseAmount({ text: text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text, currency, allowNegative: true }).amountMinor;
        } catch (error) {
          slow = error as Error;
        }
        if (slow instanceof Error) expect(() => numericToMinor(text, currency)).toThrow(slow.message);
        else expect(numericToMinor(text, currency)).toBe(slow);
      }
    }
  });

  it('refuses a fraction of a franc rather than dropping it', () => {
    expect(() => numericToMinor('10.50', 'XAF')).toThrow('TOO_MANY_DECIMALS');
  });

  it('writes minor units back as the column text', () => {
    expect(minorToNumeric(1250n, 'XAF')).toBe('1250');
    expect(minorToNumeric(125050n, 'USD')).toBe('1250.50');
    expect(minorToNumeric(-5n, 'GBP')).toBe('-0.05');
  });
});

describe('numericToDecimal', () => {
  it('gives what the round trip through minor units gives, for every currency', () => {
    const texts = ['0.00', '1250.00', '-1250.00', '1255.43', '-0.50', '0.05', '99999999999999999.00', '7', '12.5'];
    for (const currency of CURRENCIES) {
      for (const text of texts) {
        let slow: string | Error;
        try {
          slow = minorToNumeric(numericToMinor(text, currency), currency);
        } catch (error) {
          slow = error as Error;
        }
        if (slow instanceof Error) expect(() => numericToDecimal(text, currency)).toThrow();
        else expect(numericToDecimal(text, currency)).toBe(slow);
      }
    }
  });
});
