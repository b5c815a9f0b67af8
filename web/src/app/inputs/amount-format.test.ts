import fc from 'fast-check';
import { numericFormatter, removeNumericFormat, type NumericFormatProps } from 'react-number-format';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { amountSeparators, decimalKeys, fitToCurrency } from './amount-format';

const propsFor = (language: Language, scale: number): NumericFormatProps => ({ ...amountSeparators(language), allowedDecimalSeparators: decimalKeys(language), decimalScale: scale, valueIsNumericString: true });
const typed = (text: string, language: Language, scale = 2) => removeNumericFormat(text, { from: { start: 0, end: 0 }, to: { start: 0, end: text.length }, lastValue: '' }, propsFor(language, scale));

// The digits and separators <Money> shows (domain/money/format-money.ts), without the currency sign.
const asMoneyShows = (language: Language, scale: number) => new Intl.NumberFormat(language, { numberingSystem: 'latn', minimumFractionDigits: scale, maximumFractionDigits: scale });
// Decimal strings as the API holds them: up to 18 integer digits and the currency's decimals.
const decimalString = (scale: number) =>
  fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }), fc.bigInt({ min: 0n, max: 10n ** BigInt(scale) - 1n })).map(([whole, fraction]) => (scale === 0 ? `${whole}` : `${whole}.${fraction.toString().padStart(scale, '0')}`));

describe('amounts are typed the way they are shown', () => {
  it('separates thousands and decimals as the language does', () => {
    expect(amountSeparators('en')).toEqual({ thousandSeparator: ',', decimalSeparator: '.' });
    expect(amountSeparators('fr')).toEqual({ thousandSeparator: '\u202f', decimalSeparator: ',' });
    expect(amountSeparators('ar')).toEqual({ thousandSeparator: ',', decimalSeparator: '.' });
    expect(numericFormatter('1234567.50', propsFor('en', 2))).toBe('1,234,567.50');
    expect(numericFormatter('1234567.50', propsFor('fr', 2))).toBe('1\u202f234\u202f567,50');
  });

  it('accepts the keypad point as the decimal point in French', () => {
    expect(decimalKeys('fr')).toEqual([',', '.']);
    expect(decimalKeys('en')).toEqual(['.']);
  });

  it('reads a typed amount with separators back to the exact decimal string', () => {
    expect(typed('1,234,567.50', 'en')).toBe('1234567.50');
    expect(typed('1\u202f234\u202f567,50', 'fr')).toBe('1234567.50');
    expect(typed('123,456,789,012,345,678.99', 'ar')).toBe('123456789012345678.99');
  });

  it('shows every decimal string as the tables do and reads it back unchanged, in every language and scale', () => {
    for (const language of LANGUAGES) {
      for (const scale of [0, 2]) {
        fc.assert(
          fc.property(decimalString(scale), (decimal) => {
            const shown = numericFormatter(decimal, propsFor(language, scale));
            expect(shown).toBe(asMoneyShows(language, scale).format(decimal as Intl.StringNumericLiteral));
            expect(typed(shown, language, scale)).toBe(decimal);
          }),
        );
      }
    }
  });
});

describe('a value fits the currency before the field limits its decimals', () => {
  it.each([
    ['1250.50', 2, '1250.50', 2],
    ['1250.00', 0, '1250', 0],
    ['1250.5000', 2, '1250.50', 2],
    ['', 2, '', 2],
    // Digits the currency cannot hold stay visible for the form to refuse, never rounded away.
    ['1250.5', 0, '1250.5', undefined],
    ['1.234', 2, '1.234', undefined],
  ])('%s with %i decimals shows %s', (decimal, digits, shown, scale) => {
    expect(fitToCurrency(decimal, digits)).toEqual({ shown, scale });
  });
});
