import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdjustmentBody } from '../../../contract/adjustments';
import { ZProposedRun } from '../../../contract/distribution-runs';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { route } from '../describe-route';
import { proposeAdjustment } from './adjustment.service';

/** docs/distribution.md §18: corrections of posted profit and commission rows, proposed here, approved as distribution runs are. */
export const adjustmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/adjustments',
    route(
      { access: ['profit-distribution'] },
      {
        id: 'adjustments.propose',
        summary: 'Propose a correction of a posted profit or commission row: the difference posts in an open month once another person approves',
        errors: ['PROFIT_NOT_FOUND', 'NOTHING_TO_ADJUST', 'PERIOD_CLOSED', 'INVALID_MONTH', 'RUN_PENDING_APPROVAL'],
        body: ZAdjustmentBody,
        response: { 200: ZProposedRun },
      },
    ),
    (request) => proposeAdjustment(app.database.db, request.body, requireUser(request).id, auditContext(request)),
  );
};
