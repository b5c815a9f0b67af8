import { DomainError } from '../errors/domain-error';
import { compareCodePoints } from '../money/compare-code-points';
import { assertPercentage, percentOf } from '../money/percentage';
import type { Rational } from '../money/rational';
import { roundHalfUp } from '../money/round-half-up';

export type MediatorLinkStatus = 'active' | 'inactive';

export const MEDIATOR_LINK_STATUSES: readonly MediatorLinkStatus[] = ['active', 'inactive'];

export type MediatorLink = { mediatorId: string; investorId: string; percentage: Rational; status: MediatorLinkStatus };

/** One profit row (type profit) of an investor for the month and currency. */
export type InvestorProfit = { investorId: string; amountMinor: bigint };

export type MediatorCommission = { mediatorId: string; amountMinor: bigint };

export type MediatorCommissions = { totalMinor: bigint; rows: MediatorCommission[] };

/**
 * Each active link earns round(percentage / 100 × the investor's total profit of the month);
 * a mediator's links are summed. Mediators earning nothing are left out; rows sorted by id.
 */
export const computeMediatorCommissions = ({ links, profits }: { links: readonly MediatorLink[]; profits: readonly InvestorProfit[] }): MediatorCommissions => {
  const profitByInvestor = new Map<string, bigint>();
  for (const { investorId, amountMinor } of profits) {
    if (amountMinor < 0n) throw new DomainError('NEGATIVE_AMOUNT', { investorId });
    profitByInvestor.set(investorId, (profitByInvestor.get(investorId) ?? 0n) + amountMinor);
  }
  const byMediator = new Map<string, bigint>();
  for (const link of links) {
    assertPercentage(link.percentage);
    if (!MEDIATOR_LINK_STATUSES.includes(link.status)) {
      throw new DomainError('INVALID_INPUT', { field: 'status', status: String(link.status) });
    }
    if (link.status !== 'active') continue;
    const profitMinor = profitByInvestor.get(link.investorId) ?? 0n;
    const commissionMinor = roundHalfUp(percentOf({ amountMinor: profitMinor, percentage: link.percentage }));
    byMediator.set(link.mediatorId, (byMediator.get(link.mediatorId) ?? 0n) + commissionMinor);
  }
  const rows = [...byMediator]
    .filter(([, amountMinor]) => amountMinor !== 0n)
    .map(([mediatorId, amountMinor]) => ({ mediatorId, amountMinor }))
    .sort((left, right) => compareCodePoints(left.mediatorId, right.mediatorId));
  return { totalMinor: rows.reduce((sum, row) => sum + row.amountMinor, 0n), rows };
};
