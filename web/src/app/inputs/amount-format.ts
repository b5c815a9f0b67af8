import type { Language } from '../../i18n/languages';

export type AmountSeparators = { thousandSeparator: string; decimalSeparator: string };

const cache = new Map<Language, AmountSeparators>();

/**
 * The separators amounts are shown with in the language (`<Money>`, the core's formatMoney over
 * Intl, docs/money.md §6): "1,234.50", "1 234,50"; Arabic keeps Latin digits and "1,234.50".
 * Read from Intl so a typed amount looks the same as the saved amount shown beside it.
 */
export function amountSeparators(language: Language): AmountSeparators {
  const cached = cache.get(language);
  if (cached) return cached;
  // A format of a literal to read the separators from; no amount is ever a JS number.
  const parts = new Intl.NumberFormat(language, { numberingSystem: 'latn' }).formatToParts(1234.5);
  const separators = {
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  cache.set(language, separators);
  return separators;
}

/** Keys a person may press for the decimal point: the language's, and the keypad's '.'. */
export function decimalKeys(language: Language): string[] {
  return [...new Set([amountSeparators(language).decimalSeparator, '.'])];
}

const fractionDigits = (decimal: string) => decimal.split('.')[1]?.length ?? 0;

/**
 * The decimals the field limits typing to: the currency's. A value that already has more, such as
 * "1250.00" of a currency without decimals or an amount typed before the currency was changed,
 * first loses its trailing zeros; when digits still remain beyond the currency's they stay shown
 * as they are (no scale), for the form's check to refuse, because the input would round them away.
 */
export function fitToCurrency(decimal: string, digits: number): { shown: string; scale: number | undefined } {
  if (fractionDigits(decimal) <= digits) return { shown: decimal, scale: digits };
  const [whole, fraction = ''] = decimal.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(digits, '0');
  const shown = kept.length === 0 ? `${whole}` : `${whole}.${kept}`;
  return fractionDigits(shown) <= digits ? { shown, scale: digits } : { shown: decimal, scale: undefined };
}
