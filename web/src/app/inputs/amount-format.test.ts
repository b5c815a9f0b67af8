import fc from 'fast-check';
import { numericFormatter, removeNumericFormat } from 'react-number-format';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { amountFormat, amountSeparators } from './amount-format';

const shown = (decimal: string, language: Language) => numericFormatter(decimal, amountFormat(language));
const typed = (text: string, language: Language) =>
  removeNumericFormat(text, { from: { start: 0, end: 0 }, to: { start: 0, end: text.length }, lastValue: '' }, amountFormat(language));

// The digits and separators <Money> shows (domain/money/format-money.ts), without the currency sign.
const asMoneyShows = (decimal: string, language: Language) => {
  const fraction = decimal.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(language, { numberingSystem: 'latn', minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(
    decimal as Intl.StringNumericLiteral,
  );
};

// Decimal strings as the API holds them: up to 18 integer digits, and up to 4 decimals (rates of sales' quantities included).
const decimalString = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }), fc.nat({ max: 4 }), fc.bigInt({ min: 0n, max: 9999n }))
  .map(([whole, scale, fraction]) => (scale === 0 ? `${whole}` : `${whole}.${(fraction % 10n ** BigInt(scale)).toString().padStart(scale, '0')}`));

describe('amounts are typed the way they are shown', () => {
  it('separates thousands and decimals as the language does', () => {
    expect(amountSeparators('en')).toEqual({ thousandSeparator: ',', decimalSeparator: '.' });
    expect(amountSeparators('fr')).toEqual({ thousandSeparator: '\u202f', decimalSeparator: ',' });
    expect(amountSeparators('ar')).toEqual({ thousandSeparator: ',', decimalSeparator: '.' });
    expect(shown('1234567.50', 'en')).toBe('1,234,567.50');
    expect(shown('1234567.50', 'fr')).toBe('1\u202f234\u202f567,50');
    expect(shown('1234567.50', 'ar')).toBe('1,234,567.50');
  });

  it('accepts the keypad point as the decimal point in French', () => {
    expect(amountFormat('fr').allowedDecimalSeparators).toEqual([',', '.']);
    expect(amountFormat('en').allowedDecimalSeparators).toEqual(['.']);
  });

  it('reads a typed amount with separators back to the exact decimal string', () => {
    expect(typed('1,234,567.50', 'en')).toBe('1234567.50');
    expect(typed('1\u202f234\u202f567,50', 'fr')).toBe('1234567.50');
    expect(typed('123,456,789,012,345,678.99', 'ar')).toBe('123456789012345678.99');
  });

  it('keeps every typed decimal, even more than a currency allows, for the check to refuse rather than cut', () => {
    expect(typed('1,250.755', 'en')).toBe('1250.755');
    expect(typed('1,234,567.50', 'ar')).toBe('1234567.50');
  });

  it('shows every decimal string as the tables do and reads it back unchanged, in every language', () => {
    for (const language of LANGUAGES) {
      fc.assert(
        fc.property(decimalString, (decimal) => {
          expect(shown(decimal, language)).toBe(asMoneyShows(decimal, language));
          expect(typed(shown(decimal, language), language)).toBe(decimal);
        }),
      );
    }
  });
});
