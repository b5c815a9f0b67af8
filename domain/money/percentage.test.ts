import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../test-support/error-code';
import { parseExchangeRate } from './exchange-rate';
import { parsePercentage } from './percentage';

describe('parsePercentage', () => {
  it.each([
    ['0', 0n, 1n],
    ['100', 100n, 1n],
    ['12.5', 125n, 10n],
    ['33.3333', 333333n, 10000n],
    ['100.000', 100000n, 1000n],
  ])('%s is exactly %s/%s', (text, numerator, denominator) => {
    expect(parsePercentage({ text })).toEqual({ numerator, denominator });
  });

  it.each([
    ['100.01', 'PERCENTAGE_OUT_OF_RANGE'],
    ['-0.01', 'PERCENTAGE_OUT_OF_RANGE'],
    ['-5', 'PERCENTAGE_OUT_OF_RANGE'],
    ['101', 'PERCENTAGE_OUT_OF_RANGE'],
    ['5%', 'INVALID_NUMBER'],
    ['', 'INVALID_NUMBER'],
    ['1e1', 'INVALID_NUMBER'],
  ])('refuses %j with %s', (text, code) => {
    expect(errorCodeOf(() => parsePercentage({ text }))).toBe(code);
  });

  it('refuses every percentage outside 0–100', () => {
    const outside = fc.oneof(fc.bigInt({ min: -(10n ** 8n), max: -1n }), fc.bigInt({ min: 10001n, max: 10n ** 8n }));
    fc.assert(
      fc.property(outside, (hundredths) => {
        const negative = hundredths < 0n;
        const magnitude = negative ? -hundredths : hundredths;
        const text = `${negative ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
        expect(errorCodeOf(() => parsePercentage({ text }))).toBe('PERCENTAGE_OUT_OF_RANGE');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseExchangeRate', () => {
  it('reads a positive rate exactly', () => {
    expect(parseExchangeRate({ text: '605.5' })).toEqual({ numerator: 6055n, denominator: 10n });
  });

  it.each(['0', '0.000', '-1', 'abc', '', '1e2'])('refuses %j', (text) => {
    expect(errorCodeOf(() => parseExchangeRate({ text }))).toBe('INVALID_RATE');
  });
});
