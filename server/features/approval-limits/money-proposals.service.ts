import type { TListMoneyProposalsQuery, TMoneyProposal, TMoneyProposalAnswer, TMoneyProposalList } from '../../../contract/approval-limits';
import type { Db, Tx } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import { decideMoneyProposal, findMoneyProposal, listMoneyProposals, type MoneyProposalRecord } from '../../../db/queries/approval-limits';
import { AppError } from '../../app-error';
import type { SessionUser } from '../../plugins/access';
import type { AuditContext } from '../audit-context';
import { keptProposal, pendingProposal } from '../pending-proposal';
import { toMoneyProposal } from './approval-limit';
import { moneyWriteKind } from './money-write-kinds';

const LIST_LIMIT = 200;

/** docs/operations.md §23: the money writes held above their limits, newest first, of one status or all. */
export async function listProposals(db: Db, query: TListMoneyProposalsQuery): Promise<TMoneyProposalList> {
  const rows = await listMoneyProposals(db, { status: query.status ?? null, limit: LIST_LIMIT });
  return { items: rows.map(toMoneyProposal) };
}

/** The proposal locked while pending: two deciders of one proposal queue here, and the second is refused. */
async function lockPending(tx: Tx, id: string): Promise<MoneyProposalRecord> {
  return pendingProposal(await findMoneyProposal(tx, id, true));
}

async function readBack(tx: Tx, id: string): Promise<TMoneyProposal> {
  return toMoneyProposal(keptProposal(await findMoneyProposal(tx, id, false)));
}

async function decide(
  tx: Tx,
  proposal: MoneyProposalRecord,
  decision: { status: 'approved' | 'rejected'; decidedBy: string; reason: string | null; resultRef: string | null },
  context: AuditContext,
): Promise<TMoneyProposal> {
  if (!(await decideMoneyProposal(tx, { id: proposal.id, ...decision }))) throw new Error('Invariant violated: a locked pending proposal is decided once');
  const after = decision.status === 'approved' ? { status: 'approved', result: decision.resultRef } : { status: 'rejected', reason: decision.reason };
  await insertAudit(tx, {
    ...context,
    action: `money-proposal.${decision.status === 'approved' ? 'approve' : 'reject'}`,
    entity: 'money-proposal',
    entityId: proposal.id,
    before: { status: 'pending', kind: proposal.kind, proposedBy: proposal.proposedBy },
    after,
  });
  return readBack(tx, proposal.id);
}

/**
 * docs/operations.md §23, one transaction: lock the proposal, refuse a decided one (RUN_NOT_PENDING)
 * or its proposer (SELF_APPROVAL, whatever they hold), then write it through its direct write's own
 * code with every check run again (a refusal leaves it pending and writes nothing), and record the
 * decision with its audit entry.
 */
export function approveProposal(db: Db, id: string, approver: SessionUser, context: AuditContext): Promise<TMoneyProposalAnswer> {
  return db.transaction(async (tx) => {
    const proposal = await lockPending(tx, id);
    if (proposal.proposedBy === approver.id) throw new AppError('SELF_APPROVAL');
    const kind = moneyWriteKind(proposal.kind);
    const { ref } = await kind.write(tx, kind.payload.parse(proposal.payload), { approver, context: { ...context, actorId: approver.id } });
    return { proposal: await decide(tx, proposal, { status: 'approved', decidedBy: approver.id, reason: null, resultRef: ref }, context) };
  });
}

/** One transaction: lock, refuse a decided proposal, keep the rejection and its reason (never deleted), audit. Its proposer may withdraw it so. */
export function rejectProposal(db: Db, id: string, reason: string, decider: SessionUser, context: AuditContext): Promise<TMoneyProposalAnswer> {
  return db.transaction(async (tx) => {
    const proposal = await lockPending(tx, id);
    return { proposal: await decide(tx, proposal, { status: 'rejected', decidedBy: decider.id, reason, resultRef: null }, context) };
  });
}
