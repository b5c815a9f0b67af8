import { DomainError } from '../errors/domain-error';
import { assertPercentage } from '../money/percentage';
import type { Rational } from '../money/rational';

/**
 * How one share of an operation's revenue is taken: a fixed amount, a percentage of the revenue,
 * or a percentage of what is left before this share.
 */
export type ShareRule =
  { kind: 'fixed'; amountMinor: bigint } | { kind: 'percent-of-revenue'; percentage: Rational } | { kind: 'percent-of-remainder'; percentage: Rational };

export type ShareRuleKind = ShareRule['kind'];

export const SHARE_RULE_KINDS: readonly ShareRuleKind[] = ['fixed', 'percent-of-revenue', 'percent-of-remainder'];

export const assertShareRule = (rule: ShareRule): ShareRule => {
  switch (rule.kind) {
    case 'fixed':
      if (rule.amountMinor < 0n) throw new DomainError('NEGATIVE_AMOUNT', { field: 'fixed' });
      return rule;
    case 'percent-of-revenue':
    case 'percent-of-remainder':
      assertPercentage(rule.percentage);
      return rule;
    default:
      throw new DomainError('INVALID_INPUT', { field: 'rule', kind: String((rule as { kind: unknown }).kind) });
  }
};
