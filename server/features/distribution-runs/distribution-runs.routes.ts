import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApproveDistributionRunBody,
  ZApprovedRun,
  ZDistributionRun,
  ZDistributionRunIdParams,
  ZDistributionRunList,
  ZListDistributionRunsQuery,
  ZRejectDistributionRunBody,
} from '../../../contract/distribution-runs';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { route } from '../describe-route';
import { rowListRoute } from '../row-actions';
import { approveRun, listRuns, rejectRun } from './decide-run.service';

const readers = { access: ['profit-distribution', 'approve-distributions'] } as const;
/** A decision posts a run or closes its proposal: a money write, taking an Idempotency-Key (docs/operations.md §10). */
const approvers = { access: ['approve-distributions'], idempotent: true } as const;

/** docs/distribution.md §14: the four-eyes proposals, listed, approved or rejected. */
export const distributionRunsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  const rows = { path: '/distribution-runs', feature: 'distributionRuns', config: readers };
  rowListRoute(
    app,
    rows,
    'List proposed distribution runs (pending, approved, rejected, stale), newest first',
    ZListDistributionRunsQuery,
    ZDistributionRunList,
    (deps, query) => listRuns(deps.database.db, query),
  );

  app.post(
    '/distribution-runs/:id/approve',
    route(approvers, {
      id: 'distributionRuns.approve',
      summary: 'Approve a proposed run: it posts now, every check recomputed',
      errors: [
        'NOT_FOUND',
        'RUN_NOT_PENDING',
        'SELF_APPROVAL',
        'PREVIEW_OUTDATED',
        'ALREADY_DISTRIBUTED',
        'SOURCE_NOT_SELECTABLE',
        'NO_SOURCES_SELECTED',
        'NO_ACTIVE_INVESTORS',
        'NOTHING_TO_DISTRIBUTE',
        'ZERO_TOTAL_WEIGHT',
        'NO_PROFITS_FOR_MONTH',
        'COMMISSIONS_ALREADY_DISTRIBUTED',
        'NO_MEDIATOR_PERCENTAGES',
        'NO_COMMISSIONS',
        'MONTH_HAS_PAID_ROWS',
        'MONTH_HAS_ADJUSTMENTS',
        'MONTH_HAS_PENDING_REQUESTS',
        'PERIOD_CLOSED',
        'PROFIT_NOT_FOUND',
        'NOTHING_TO_ADJUST',
      ],
      params: ZDistributionRunIdParams,
      body: ZApproveDistributionRunBody,
      response: { 200: ZApprovedRun },
    }),
    async (request) => {
      const user = requireUser(request);
      const approved = await approveRun(db(), request.params.id, { id: user.id, permissions: user.permissions }, auditContext(request));
      app.jobs.wake(); // the members' statements an investor run queued (docs/mail.md §1)
      return approved;
    },
  );

  app.post(
    '/distribution-runs/:id/reject',
    route(approvers, {
      id: 'distributionRuns.reject',
      summary: 'Reject a proposed run with a reason; nothing is posted and the rejection is kept',
      errors: ['NOT_FOUND', 'RUN_NOT_PENDING'],
      params: ZDistributionRunIdParams,
      body: ZRejectDistributionRunBody,
      response: { 200: ZDistributionRun },
    }),
    (request) => {
      const user = requireUser(request);
      return rejectRun(db(), request.params.id, request.body.reason, { id: user.id, permissions: user.permissions }, auditContext(request));
    },
  );
};
