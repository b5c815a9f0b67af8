import { currencyDigits, formatMoney, parseAmount, parseNonNegativeDecimal, rationalToFixed, type Currency } from '../../../domain';
import type { Language } from '../i18n/languages';

/**
 * The one way an amount is written on screen (docs/money.md §6): the wire's decimal text, read as
 * minor units of its currency, in the reader's language with the currency's symbol and digits.
 * Throws when the text is not an amount of that currency ("401124.00" for XAF).
 */
export function formatAmount({ amount, currency, language }: { amount: string; currency: Currency; language: Language }): string {
  return formatMoney({ money: parseAmount({ text: amount, currency, allowNegative: true }), language });
}

/**
 * A capital weight (a balance or a daily capital, sent with two decimals in every currency because
 * it weighs and is never paid) as an amount of its currency: rounded half up to the currency's
 * digits exactly, on the decimal text, so that it is shown as every other amount is.
 */
export function weightAsAmount(text: string, currency: Currency): string {
  return rationalToFixed({ value: parseNonNegativeDecimal({ text }), fractionDigits: currencyDigits(currency) });
}
