import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApproveProfitRequestBody,
  ZListProfitRequestsQuery,
  ZProfitRequestDecision,
  ZProfitRequestIdParams,
  ZProfitRequestPage,
  ZRejectProfitRequestBody,
} from '../../../contract/profit-requests';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { serverDay } from '../server-day';
import * as service from './profit-requests.service';
import { listRoute, route } from '../describe-route';

const approvers = { access: ['add-profit'] } as const;
/** A decision credits a member's capital or closes the request: a money write, taking an Idempotency-Key (docs/operations.md §10). */
const deciders = { ...approvers, idempotent: true } as const;
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
  app.post(
    '/profit-requests/:id/approve',
    route(deciders, {
      id: 'profitRequests.approve',
      summary: "Approve a profit request: the profit is credited to the member's capital",
      errors: [
        'PROFIT_REQUEST_NOT_FOUND',
        'PROFIT_REQUEST_ALREADY_DECIDED',
        'SELF_APPROVAL',
        'PROFIT_NOT_FOUND',
        'PROFIT_ALREADY_PAID',
        'PROFIT_SUBSCRIBER_MISSING',
        'PROFIT_SUBSCRIBER_AMBIGUOUS',
        'PERIOD_CLOSED',
      ],
      ...decision,
      body: ZApproveProfitRequestBody,
    }),
    (request) => service.approveRequest(app.deps, request.params.id, requireUser(request), auditContext(request), serverDay()),
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
};
