import {
  ZCommissionDistributeBody,
  ZInvestorDistributeBody,
  ZPeriodBody,
  type TDistributeResult,
  type TResetResult,
} from '../../../contract/profit-distribution';
import type { TApprovedRun, TDistributionRun, TDistributionRunList, TListDistributionRunsQuery } from '../../../contract/distribution-runs';
import { holdsPermission, type Permission } from '../../../contract/permissions';
import type { Db, Tx } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import { decideProposal, findProposal, listProposals, type ProposalRecord } from '../../../db/queries/distribution-proposals';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { keptProposal, pendingProposal } from '../pending-proposal';
import { postCommissionRun } from '../profit-distribution/commissions.service';
import { postInvestorRun } from '../profit-distribution/investor-distribution.service';
import { postReset } from '../profit-distribution/reset-month.service';
import { runConflict } from '../profit-distribution/run-posting';
import { toRunView } from './run-view';
import type { TAdjustmentResult } from '../../../contract/adjustments';
import { postAdjustmentProposal } from '../adjustments/adjustment.service';

type Decider = { id: string; permissions: readonly Permission[] };

const LIST_LIMIT = 200;

export async function listRuns(db: Db, query: TListDistributionRunsQuery): Promise<TDistributionRunList> {
  const rows = await listProposals(db, {
    status: query.status ?? null,
    year: query.year === undefined ? null : Number.parseInt(query.year, 10),
    month: query.month === undefined ? null : Number.parseInt(query.month, 10),
    currency: query.currency ?? null,
    limit: LIST_LIMIT,
  });
  return { items: rows.map(toRunView) };
}

/** The proposal locked, still pending; two deciders of one proposal queue here and the second is refused. */
async function lockPending(tx: Tx, id: string): Promise<ProposalRecord> {
  return pendingProposal(await findProposal(tx, id, true));
}

async function readBack(tx: Tx, id: string): Promise<TDistributionRun> {
  return toRunView(keptProposal(await findProposal(tx, id, false)));
}

/** A decision on a pending proposal: who took it and why, and the proposal as its audit row tells it before and after. */
type Decision = {
  status: 'approved' | 'rejected' | 'stale';
  decidedBy: string | null;
  reason: string | null;
  before: { status: string; proposedBy?: string };
  after: { status: Decision['status']; result?: TDistributeResult | TResetResult | TAdjustmentResult; reason?: string };
};

const DECISION_ACTIONS = { approved: 'distribution-run.approve', rejected: 'distribution-run.reject', stale: 'distribution-run.stale' } as const;

/** Records the decision with its audit row in the caller's transaction; false, and nothing written, when the proposal was no longer pending. */
async function recordDecision(tx: Tx, id: string, { status, decidedBy, reason, before, after }: Decision, context: AuditContext): Promise<boolean> {
  if (!(await decideProposal(tx, { id, status, decidedBy, reason }))) return false;
  await insertAudit(tx, { ...context, action: DECISION_ACTIONS[status], entity: 'distribution-proposal', entityId: id, before, after });
  return true;
}

/** Decides a proposal this transaction locked while pending, so it is decided here and only here. */
async function decideLocked(tx: Tx, proposal: ProposalRecord, decision: Omit<Decision, 'before'>, context: AuditContext): Promise<void> {
  const before = { status: 'pending', proposedBy: proposal.proposedBy };
  if (!(await recordDecision(tx, proposal.id, { ...decision, before }, context)))
    throw new Error('Invariant violated: a locked pending proposal is decided once');
}

/** The proposal's request replayed through the posting code of today, under the proposal's id and fingerprint. */
function post(tx: Tx, proposal: ProposalRecord, approver: Decider, context: AuditContext): Promise<TDistributeResult | TResetResult | TAdjustmentResult> {
  if (proposal.kind === 'adjustment') return postAdjustmentProposal(tx, proposal, approver.id, context);
  const posting = { runId: proposal.id, fingerprint: proposal.fingerprint };
  if (proposal.kind === 'investor') return postInvestorRun(tx, ZInvestorDistributeBody.parse(proposal.request), context, posting);
  if (proposal.kind === 'commission') return postCommissionRun(tx, ZCommissionDistributeBody.parse(proposal.request), context, posting);
  return postReset(tx, ZPeriodBody.parse(proposal.request), context, proposal.fingerprint);
}

/** A proposal whose inputs changed is closed as stale (its reservation freed), in a transaction of its own. */
async function markStale(db: Db, id: string, context: AuditContext): Promise<void> {
  await db.transaction((tx) =>
    recordDecision(tx, id, { status: 'stale', decidedBy: context.actorId, reason: null, before: { status: 'pending' }, after: { status: 'stale' } }, context),
  );
}

/**
 * docs/distribution.md §14, one transaction: lock the proposal, refuse when it is decided
 * (RUN_NOT_PENDING) or its proposer approves (SELF_APPROVAL, whatever they hold), then post it with
 * every check of a distribute, recomputed; inputs that changed since the proposal make it stale.
 */
export async function approveRun(db: Db, id: string, approver: Decider, context: AuditContext): Promise<TApprovedRun> {
  let kind = '';
  try {
    return await db.transaction(async (tx) => {
      const proposal = await lockPending(tx, id);
      kind = proposal.kind;
      if (proposal.proposedBy === approver.id) throw new AppError('SELF_APPROVAL');
      if (proposal.source === 'sales' && !holdsPermission(approver.permissions, 'precious-products-distribution')) {
        throw new AppError('FORBIDDEN', { needed: ['precious-products-distribution'] });
      }
      const result = await post(tx, proposal, approver, context);
      await decideLocked(tx, proposal, { status: 'approved', decidedBy: approver.id, reason: null, after: { status: 'approved', result } }, context);
      return { run: await readBack(tx, id), result };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'PREVIEW_OUTDATED') await markStale(db, id, context);
    throw runConflict(error, { kind });
  }
}

/** One transaction: lock, refuse a decided proposal, record the rejection and its reason (never deleted), audit. */
export function rejectRun(db: Db, id: string, reason: string, decider: Decider, context: AuditContext): Promise<TDistributionRun> {
  return db.transaction(async (tx) => {
    const proposal = await lockPending(tx, id);
    await decideLocked(tx, proposal, { status: 'rejected', decidedBy: decider.id, reason, after: { status: 'rejected', reason } }, context);
    return readBack(tx, id);
  });
}
