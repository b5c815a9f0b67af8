import { currencyDigits } from './currency';
import type { Money } from './money';
import { toDecimalString } from './to-decimal-string';

export type DisplayLanguage = 'en' | 'fr' | 'ar';

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = ({ language, currency }: { language: DisplayLanguage; currency: Money['currency'] }) => {
  const key = `${language}:${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    const digits = currencyDigits(currency);
    // Arabic keeps Latin digits: amounts are compared with bank statements written that way.
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      numberingSystem: 'latn',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * Display form in the active language. Intl receives the exact decimal string, never a float, so
 * large amounts keep every digit.
 */
export const formatMoney = ({ money, language }: { money: Money; language: DisplayLanguage }): string =>
  formatterFor({ language, currency: money.currency }).format(toDecimalString(money) as Intl.StringNumericLiteral);
