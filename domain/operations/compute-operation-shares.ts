import { assertInvariant } from '../errors/assert-invariant';
import { DomainError } from '../errors/domain-error';
import { currencyDigits } from '../money/currency';
import type { Currency } from '../money/currency';
import { assertExchangeRate } from '../money/exchange-rate';
import { assertPercentage, percentOf } from '../money/percentage';
import type { Rational } from '../money/rational';
import { roundHalfUp } from '../money/round-half-up';
import type { OperationShareRules } from './default-share-rules';
import type { ShareRule } from './share-rule';
import { assertShareRule } from './share-rule';

export type ComputeOperationSharesParams = OperationShareRules & {
  currency: Currency;
  amountMinor: bigint;
  exchangeRate: Rational;
  serviceRate: Rational;
};

/** All amounts in the operation's currency except `equivalentUsdCents`. */
export type OperationShares = {
  equivalentUsdCents: bigint;
  revenueMinor: bigint;
  investorShareMinor: bigint;
  mediatorShareMinor: bigint;
  specialShareMinor: bigint;
  companyShareMinor: bigint;
};

/**
 * Revenue = round(amount × service rate / 100); then investor, mediator and special shares in that
 * order, each taken from what is left; the company keeps the rest. A share that would take more
 * than is left refuses the operation rather than produce a negative share.
 */
export const computeOperationShares = (params: ComputeOperationSharesParams): OperationShares => {
  const { amountMinor, currency } = params;
  if (amountMinor < 0n) throw new DomainError('NEGATIVE_AMOUNT', { field: 'amount' });
  const rate = assertExchangeRate(params.exchangeRate);
  assertPercentage(params.serviceRate);
  const investor = assertShareRule(params.investor);
  const mediator = assertShareRule(params.mediator);
  const special = assertShareRule(params.special);
  // amount / rate in US cents: amountMinor / 10^digits / (n/d) × 100.
  const equivalentUsdCents = roundHalfUp({
    numerator: amountMinor * 100n * rate.denominator,
    denominator: 10n ** BigInt(currencyDigits(currency)) * rate.numerator,
  });
  const revenueMinor = roundHalfUp(percentOf({ amountMinor, percentage: params.serviceRate }));
  let remainderMinor = revenueMinor;
  const takeShare = (rule: ShareRule): bigint => {
    const shareMinor = shareAmount({ rule, revenueMinor, remainderMinor });
    remainderMinor -= shareMinor;
    if (remainderMinor < 0n) throw new DomainError('SHARES_EXCEED_REVENUE', { revenue: revenueMinor.toString() });
    return shareMinor;
  };
  const investorShareMinor = takeShare(investor);
  const mediatorShareMinor = takeShare(mediator);
  const specialShareMinor = takeShare(special);
  const shares = {
    equivalentUsdCents,
    revenueMinor,
    investorShareMinor,
    mediatorShareMinor,
    specialShareMinor,
    companyShareMinor: remainderMinor,
  };
  assertInvariant(investorShareMinor + mediatorShareMinor + specialShareMinor + remainderMinor === revenueMinor, 'operation shares add up to the revenue');
  return shares;
};

const shareAmount = ({ rule, revenueMinor, remainderMinor }: { rule: ShareRule; revenueMinor: bigint; remainderMinor: bigint }): bigint => {
  switch (rule.kind) {
    case 'fixed':
      return rule.amountMinor;
    case 'percent-of-revenue':
      return roundHalfUp(percentOf({ amountMinor: revenueMinor, percentage: rule.percentage }));
    case 'percent-of-remainder':
      return roundHalfUp(percentOf({ amountMinor: remainderMinor, percentage: rule.percentage }));
  }
};
