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
import { serverDay } from '../member/page-cursor';
import * as service from './profit-requests.service';

const approvers = { access: ['add-profit'] } as const;
const decision = { params: ZProfitRequestIdParams, response: { 200: ZProfitRequestDecision } };

export const profitRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profit-requests', { config: approvers, schema: { querystring: ZListProfitRequestsQuery, response: { 200: ZProfitRequestPage } } }, (request) =>
    service.listPendingPage(app, request.query),
  );
  app.post('/profit-requests/:id/approve', { config: approvers, schema: { ...decision, body: ZApproveProfitRequestBody } }, (request) =>
    service.approveRequest(app, request.params.id, requireUser(request), auditContext(request), serverDay()),
  );
  app.post('/profit-requests/:id/reject', { config: approvers, schema: { ...decision, body: ZRejectProfitRequestBody } }, (request) =>
    service.rejectRequest(app, request.params.id, request.body.reason ?? '', requireUser(request), auditContext(request)),
  );
};
