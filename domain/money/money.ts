import { DomainError } from '../errors/domain-error';
import type { Currency } from './currency';

/** An exact amount: integer minor units (cents, or whole francs for XAF) with their currency. */
export type Money = { amountMinor: bigint; currency: Currency };

export const money = ({ amountMinor, currency }: Money): Money => ({ amountMinor, currency });

export const assertSameCurrency = (left: Money, right: Money): void => {
  if (left.currency !== right.currency) {
    throw new DomainError('MIXED_CURRENCIES', { left: left.currency, right: right.currency });
  }
};

export const addMoney = (left: Money, right: Money): Money => {
  assertSameCurrency(left, right);
  return { amountMinor: left.amountMinor + right.amountMinor, currency: left.currency };
};

export const subtractMoney = (left: Money, right: Money): Money => {
  assertSameCurrency(left, right);
  return { amountMinor: left.amountMinor - right.amountMinor, currency: left.currency };
};
