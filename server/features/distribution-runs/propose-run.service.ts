import { randomUUID } from 'node:crypto';
import type { TProposedRun } from '../../../contract/distribution-runs';
import type { TCommissionDistributeBody, TInvestorDistributeBody, TPeriodQuery } from '../../../contract/profit-distribution';
import type { Db } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import { findProposal, insertProposal, PENDING_PROPOSAL_INDEX } from '../../../db/queries/distribution-proposals';
import { isUniqueViolationOf } from '../../../db/queries/monthly-profits';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { commissionProposal } from '../profit-distribution/commissions.service';
import { toPeriod } from '../profit-distribution/distribution-period';
import { investorProposal } from '../profit-distribution/investor-distribution.service';
import { resetProposal } from '../profit-distribution/reset-month.service';
import { toRunView } from './run-view';
import { notifyHolders } from '../notifications/notifications.service';

export type Proposed =
  | { kind: 'investor'; request: TInvestorDistributeBody }
  | { kind: 'commission'; request: TCommissionDistributeBody }
  | { kind: 'reset'; request: TPeriodQuery };

/**
 * docs/distribution.md §14: with the four-eyes setting on, distribute, distribute-commissions and
 * reset record a proposal instead of posting. The same checks run as for posting, nothing is
 * written but the proposal and its audit row; the pending index reserves the month's sources.
 */
export async function proposeRun(db: Db, proposed: Proposed, proposerId: string, context: AuditContext): Promise<TProposedRun> {
  const period = toPeriod(proposed.request);
  const source = proposed.kind === 'investor' ? proposed.request.source : null;
  const scope = { kind: proposed.kind, source, year: period.year, month: period.month, currency: period.currency };
  try {
    return await db.transaction(async (tx) => {
      const { totals, fingerprint } =
        proposed.kind === 'investor'
          ? await investorProposal(tx, proposed.request)
          : proposed.kind === 'commission'
            ? await commissionProposal(tx, proposed.request)
            : await resetProposal(tx, proposed.request);
      const id = randomUUID();
      await insertProposal(tx, { id, ...scope, request: proposed.request, totals, fingerprint, proposedBy: proposerId });
      await insertAudit(tx, {
        ...context,
        action: 'distribution-run.propose',
        entity: 'distribution-proposal',
        entityId: id,
        before: null,
        after: { ...scope, totals, request: proposed.request },
      });
      // docs/operations.md §14: the approvers are told a proposal waits on them.
      await notifyHolders(tx, {
        permission: 'approve-distributions',
        except: [proposerId],
        kind: 'distribution-proposed',
        params: { proposalId: id, kind: proposed.kind, year: period.year, month: period.month, currency: period.currency },
      });
      const row = await findProposal(tx, id, false);
      if (!row) throw new Error('Invariant violated: a proposal just written is read back');
      return { proposal: toRunView(row) };
    });
  } catch (error) {
    if (isUniqueViolationOf(error, [PENDING_PROPOSAL_INDEX])) throw new AppError('RUN_PENDING_APPROVAL', scope);
    throw error;
  }
}
