import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../../contract/errors';
import {
  ZApproveProfitRequestBody,
  ZExportProfitRequestsQuery,
  ZListProfitRequestsQuery,
  ZProfitRequestDecision,
  ZProfitRequestIdParams,
  ZProfitRequestPage,
  ZRejectProfitRequestBody,
} from '../../../contract/profit-requests';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { serverDay } from '../server-day';
import { proposalOr, proposalResponse } from '../approval-limits/proposal-reply';
import * as service from './profit-requests.service';
import { exportProfitRequests } from './profit-requests-export';
import { listExportRoutes } from '../list-export-routes';
import { listRoute, route } from '../describe-route';
import { ZDecideProfitRequestsBody, ZProfitRequestsFilter } from '../../../contract/bulk-actions';
import { bulkActionRoute, matchCountRoute } from '../bulk-actions/bulk-routes';

const approvers = { access: ['add-profit'] } as const;
/** A decision credits a member's capital or closes the request: a money write, taking an Idempotency-Key (docs/operations.md §10). */
const deciders = { ...approvers, idempotent: true } as const;
const APPROVE_REFUSALS = [
  'PROFIT_REQUEST_NOT_FOUND',
  'PROFIT_REQUEST_ALREADY_DECIDED',
  'SELF_APPROVAL',
  'PROFIT_NOT_FOUND',
  'PROFIT_ALREADY_PAID',
  'PROFIT_SUBSCRIBER_MISSING',
  'PROFIT_SUBSCRIBER_AMBIGUOUS',
  'PERIOD_CLOSED',
] as const satisfies readonly ErrorCode[];
const decision = { params: ZProfitRequestIdParams, response: { 200: ZProfitRequestDecision } };

export const profitRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profit-requests',
    listRoute(approvers, {
      id: 'profitRequests.list',
      summary: 'List pending profit requests, a page at a time',
      query: ZListProfitRequestsQuery,
      page: ZProfitRequestPage,
    }),
    (request) => service.listPendingPage(app.deps, request.query),
  );
  // docs/operations.md §12: what reading the pending list needs.
  listExportRoutes(app, { path: '/profit-requests', feature: 'profitRequests', config: approvers, query: ZExportProfitRequestsQuery }, (query, format) =>
    exportProfitRequests(app.deps, query, format),
  );
  app.post(
    '/profit-requests/:id/approve',
    route(deciders, {
      id: 'profitRequests.approve',
      summary: "Approve a profit request: the profit is credited to the member's capital",
      errors: APPROVE_REFUSALS,
      params: ZProfitRequestIdParams,
      response: proposalResponse(ZProfitRequestDecision),
      body: ZApproveProfitRequestBody,
    }),
    async (request, reply) =>
      proposalOr(reply, await service.approveRequest(app.deps, request.params.id, requireUser(request), auditContext(request), serverDay())),
  );
  app.post(
    '/profit-requests/:id/reject',
    route(deciders, {
      id: 'profitRequests.reject',
      summary: 'Reject a profit request',
      errors: ['PROFIT_REQUEST_NOT_FOUND', 'PROFIT_REQUEST_ALREADY_DECIDED', 'SELF_APPROVAL'],
      ...decision,
      body: ZRejectProfitRequestBody,
    }),
    (request) => service.rejectRequest(app.deps, request.params.id, request.body.reason ?? '', requireUser(request), auditContext(request)),
  );
  matchCountRoute(
    app,
    { path: '/profit-requests/matching-count', id: 'profitRequests.countMatching', config: approvers, filter: ZProfitRequestsFilter },
    service.matchingRequestIds,
  );
  // docs/operations.md §12: each request through the single approve or reject; a money write taking an Idempotency-Key like those.
  bulkActionRoute(
    app,
    {
      path: '/profit-requests/decide-many',
      id: 'profitRequests.decideMany',
      summary: 'Approve or reject the pending profit requests named or all pending ones in the list order',
      config: deciders,
      rowErrors: APPROVE_REFUSALS,
      body: ZDecideProfitRequestsBody,
      act: (id, body, request) =>
        body.decision === 'approve'
          ? service.approveRequest(app.deps, id, requireUser(request), auditContext(request), serverDay())
          : service.rejectRequest(app.deps, id, body.reason ?? '', requireUser(request), auditContext(request)),
    },
    service.matchingRequestIds,
  );
};
