import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_DIGITS } from '../../../domain';
import { LANGUAGES } from '../i18n/languages';
import { formatAmount, weightAsAmount } from './format-amount';

/** The amount 1 234 567 in each language's grouping, and its decimal separator (Arabic keeps Latin digits). */
const WRITTEN = {
  en: { whole: '1,234,567', point: '.' },
  fr: { whole: '1\u202f234\u202f567', point: ',' },
  ar: { whole: '1,234,567', point: '.' },
} as const;

describe('formatAmount, the one way an amount is written on screen (docs/money.md §6)', () => {
  for (const language of LANGUAGES) {
    for (const currency of CURRENCIES) {
      it(`writes ${currency} with its ${CURRENCY_DIGITS[currency]} digits in ${language}`, () => {
        const { whole, point } = WRITTEN[language];
        const amount = CURRENCY_DIGITS[currency] === 0 ? '1234567' : '1234567.80';
        const written = formatAmount({ amount, currency, language });
        const figure = CURRENCY_DIGITS[currency] === 0 ? whole : `${whole}${point}80`;
        expect(written).toContain(figure);
        // Nothing more after the figure's digits: no ".00" on XAF, no third digit elsewhere.
        expect(written.slice(written.indexOf(figure) + figure.length)).not.toMatch(/^[.,]?\d/);
      });
    }
  }

  it('writes the currency as the reader’s language does', () => {
    expect(formatAmount({ amount: '382023', currency: 'XAF', language: 'en' })).toBe('FCFA\u00a0382,023');
    expect(formatAmount({ amount: '382023', currency: 'XAF', language: 'fr' })).toBe('382\u202f023\u00a0FCFA');
    expect(formatAmount({ amount: '1234.5', currency: 'USD', language: 'en' })).toBe('$1,234.50');
    expect(formatAmount({ amount: '1234.56', currency: 'EUR', language: 'fr' })).toBe('1\u202f234,56\u00a0€');
    expect(formatAmount({ amount: '58755000', currency: 'SAR', language: 'ar' })).toContain('ر.س.');
  });

  it('refuses text its currency cannot hold rather than guessing', () => {
    expect(() => formatAmount({ amount: '401124.00', currency: 'XAF', language: 'en' })).toThrow();
    expect(() => formatAmount({ amount: '1.005', currency: 'USD', language: 'en' })).toThrow();
  });
});

describe('weightAsAmount: a capital weight shown as an amount of its currency', () => {
  it('rounds half up to the currency’s digits on the decimal text', () => {
    expect(weightAsAmount('58755000.00', 'XAF')).toBe('58755000');
    expect(weightAsAmount('1234.50', 'XAF')).toBe('1235');
    expect(weightAsAmount('1234.49', 'XAF')).toBe('1234');
    expect(weightAsAmount('1234.50', 'USD')).toBe('1234.50');
    expect(weightAsAmount('99999999999999999.99', 'XAF')).toBe('100000000000000000');
  });

  it('is written as every other amount is: the preview’s capital beside the profits', () => {
    expect(formatAmount({ amount: weightAsAmount('58755000.00', 'XAF'), currency: 'XAF', language: 'en' })).toBe('FCFA\u00a058,755,000');
  });
});
