import { assertInvariant } from '../errors/assert-invariant';
import { currencyDigits } from './currency';
import type { Money } from './money';
import type { Rational } from './rational';
import { roundHalfUp } from './round-half-up';

/** An integer count of 10^−fractionDigits units written as a plain decimal ("-0.05", "1250"). */
export const scaledToDecimalString = ({ scaled, fractionDigits }: { scaled: bigint; fractionDigits: number }): string => {
  assertInvariant(Number.isInteger(fractionDigits) && fractionDigits >= 0, 'fractionDigits must be a whole number');
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(fractionDigits + 1, '0');
  const cut = digits.length - fractionDigits;
  const body = fractionDigits === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${body}` : body;
};

/** Wire and storage form of an amount: exactly the currency's digits ("1250", "1255.43", "0.00"). */
export const toDecimalString = ({ amountMinor, currency }: Money): string =>
  scaledToDecimalString({ scaled: amountMinor, fractionDigits: currencyDigits(currency) });

/** An exact fraction rounded half away from zero to a fixed number of digits, for display only. */
export const rationalToFixed = ({ value, fractionDigits }: { value: Rational; fractionDigits: number }): string => {
  const scale = 10n ** BigInt(fractionDigits);
  const scaled = roundHalfUp({ numerator: value.numerator * scale, denominator: value.denominator });
  return scaledToDecimalString({ scaled, fractionDigits });
};

/** A fraction of minor units (a daily capital, say) shown in major units with fixed digits. */
export const minorToFixed = ({ valueMinor, currency, fractionDigits }: { valueMinor: Rational; currency: Money['currency']; fractionDigits: number }): string =>
  rationalToFixed({
    value: { numerator: valueMinor.numerator, denominator: valueMinor.denominator * 10n ** BigInt(currencyDigits(currency)) },
    fractionDigits,
  });
