import { DomainError } from '../errors/domain-error';

/** ISO 4217 minor-unit digits of the currencies the business works in. */
export const CURRENCY_DIGITS = { XAF: 0, USD: 2, EUR: 2, GBP: 2, SAR: 2, AED: 2 } as const;

export type Currency = keyof typeof CURRENCY_DIGITS;

export const CURRENCIES = Object.keys(CURRENCY_DIGITS) as Currency[];

export const isCurrency = (code: string): code is Currency => Object.hasOwn(CURRENCY_DIGITS, code);

export const parseCurrency = (code: string): Currency => {
  if (!isCurrency(code)) throw new DomainError('UNKNOWN_CURRENCY', { currency: code });
  return code;
};

export const currencyDigits = (currency: Currency): number => CURRENCY_DIGITS[currency];

/** 10^digits: how many minor units make one major unit. */
export const minorPerMajor = (currency: Currency): bigint => 10n ** BigInt(CURRENCY_DIGITS[currency]);
