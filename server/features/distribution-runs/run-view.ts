import type { TAdjustmentDetail } from '../../../contract/adjustments';
import type { TDistributionRun } from '../../../contract/distribution-runs';
import type { ProposalRecord } from '../../../db/queries/distribution-proposals';
import { wireAmount } from '../wire-amount';

/**
 * A proposal as the approvals list shows it. Its total is written with the currency's digits
 * (docs/money.md §6) whatever text the proposal stored: a reset proposed before that rule stored
 * the column's "401124.00" for XAF, which the web's money reader rightly refuses.
 */
export function toRunView(row: ProposalRecord): TDistributionRun {
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    year: row.year,
    month: row.month,
    currency: row.currency as TDistributionRun['currency'],
    status: row.status,
    total: wireAmount(row.totals.total, row.currency),
    count: row.totals.count,
    proposedBy: { id: row.proposedBy, name: row.proposedByName },
    proposedAt: new Date(row.proposedAt).toISOString(),
    decidedBy: row.decidedBy === null ? null : { id: row.decidedBy, name: row.decidedByName ?? '' },
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
    reason: row.reason,
    adjustment: row.kind === 'adjustment' ? adjustmentDetail(row) : null,
  };
}

/** An adjustment's row, amounts and reason, as its proposal stored them (docs/distribution.md §18). */
function adjustmentDetail(row: ProposalRecord): TAdjustmentDetail {
  const totals = row.totals as Record<string, unknown>;
  const request = row.request as { rowId: string; reason: string };
  const text = (key: string) => String(totals[key] ?? '');
  return {
    rowId: request.rowId,
    type: totals.type === 'commission' ? 'commission' : 'profit',
    beneficiary: text('beneficiary'),
    rowPeriod: text('rowPeriod'),
    currentAmount: wireAmount(text('currentAmount'), row.currency),
    correctedAmount: wireAmount(text('correctedAmount'), row.currency),
    reason: request.reason,
  };
}
