import type { Rational } from '../money/rational';
import type { ShareRule } from './share-rule';
import { assertShareRule } from './share-rule';

export type MediatorType = 'normal' | 'mediator-trader' | 'trader-mediator';

export const MEDIATOR_TYPES: readonly MediatorType[] = ['normal', 'mediator-trader', 'trader-mediator'];

/**
 * A normal mediator earns a fixed amount entered on the operation; a mediator-trader or
 * trader-mediator earns a percentage of what is left after the investor share (docs/operations.md §5).
 */
export const mediatorShareRule = ({
  mediatorType,
  fixedAmountMinor,
  percentage,
}: {
  mediatorType: MediatorType;
  fixedAmountMinor: bigint;
  percentage: Rational;
}): ShareRule => assertShareRule(mediatorType === 'normal' ? { kind: 'fixed', amountMinor: fixedAmountMinor } : { kind: 'percent-of-remainder', percentage });
