import type { Rational } from '../money/rational';
import type { MediatorType } from './mediator-share-rule';
import { mediatorShareRule } from './mediator-share-rule';
import type { ShareRule } from './share-rule';
import { assertShareRule } from './share-rule';

/** The ratios of company settings that decide an operation's default shares. */
export type CompanyShareSettings = {
  investorRatio?: Rational;
  specialServiceRatio?: Rational;
  mediatorNormalAmountMinor: bigint;
  mediatorTraderRatio: Rational;
  traderMediatorRatio: Rational;
};

export const DEFAULT_INVESTOR_RATIO: Rational = { numerator: 50n, denominator: 1n };
export const DEFAULT_SPECIAL_SERVICE_RATIO: Rational = { numerator: 5n, denominator: 1n };

export type OperationShareRules = { investor: ShareRule; mediator: ShareRule; special: ShareRule };

/**
 * Rules a new operation starts with: investor = investor ratio of the revenue, mediator by its
 * type, special = special-service ratio of what is left. `mediatorFixedAmountMinor` is the amount
 * typed on the operation for a normal mediator, when there is one.
 */
export const defaultShareRules = ({
  settings,
  mediatorType,
  mediatorFixedAmountMinor,
}: {
  settings: CompanyShareSettings;
  mediatorType: MediatorType;
  mediatorFixedAmountMinor?: bigint;
}): OperationShareRules => ({
  investor: assertShareRule({
    kind: 'percent-of-revenue',
    percentage: settings.investorRatio ?? DEFAULT_INVESTOR_RATIO,
  }),
  mediator: mediatorShareRule({
    mediatorType,
    fixedAmountMinor: mediatorFixedAmountMinor ?? settings.mediatorNormalAmountMinor,
    percentage: mediatorType === 'trader-mediator' ? settings.traderMediatorRatio : settings.mediatorTraderRatio,
  }),
  special: assertShareRule({
    kind: 'percent-of-remainder',
    percentage: settings.specialServiceRatio ?? DEFAULT_SPECIAL_SERVICE_RATIO,
  }),
});
