import type { TDistributionRun } from '../../../contract/distribution-runs';
import type { ProposalRecord } from '../../../db/queries/distribution-proposals';

/** A proposal as the approvals list shows it. */
export function toRunView(row: ProposalRecord): TDistributionRun {
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    year: row.year,
    month: row.month,
    currency: row.currency as TDistributionRun['currency'],
    status: row.status,
    total: row.totals.total,
    count: row.totals.count,
    proposedBy: { id: row.proposedBy, name: row.proposedByName },
    proposedAt: new Date(row.proposedAt).toISOString(),
    decidedBy: row.decidedBy === null ? null : { id: row.decidedBy, name: row.decidedByName ?? '' },
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
    reason: row.reason,
  };
}
