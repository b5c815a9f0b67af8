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
  // A literal formatted only to read the separators from; no amount is ever a JS number.
  const parts = new Intl.NumberFormat(language, { numberingSystem: 'latn' }).formatToParts(1234.5);
  const separators = {
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  cache.set(language, separators);
  return separators;
}

/**
 * How react-number-format reads and writes an amount in the language: digits kept as text, the
 * language's separators, and the keypad's '.' accepted as the decimal point too. No limit on the
 * decimals: cutting a pasted "1250.755" or swallowing the point of "1250.50" typed for XAF would
 * lose or invent money, so every typed digit stays and the currency's decimals are checked as the
 * server checks them (docs/money.md §6, "Typing").
 */
export type AmountFormat = AmountSeparators & { allowedDecimalSeparators: string[]; valueIsNumericString: true };

export function amountFormat(language: Language): AmountFormat {
  const separators = amountSeparators(language);
  return { ...separators, allowedDecimalSeparators: [...new Set([separators.decimalSeparator, '.'])], valueIsNumericString: true };
}
