import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMemberLedgerPage,
  ZMemberOperationPage,
  ZMemberOverview,
  ZMemberLedgerQuery,
  ZMemberOperationQuery,
  ZMemberProfitQuery,
  ZMemberProfitPage,
  ZMemberProfitRow,
  ZProfitIdParams,
  ZProfitRequestBody,
} from '../../../contract/member';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import * as service from './member.service';
import { listRoute, route } from '../describe-route';

/** The profile's tabs: the member's own data only, the individual taken from the session, never from the request. */
const own = { access: ['profile'] } as const;

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/overview',
    route(own, {
      id: 'member.overview',
      summary: "Read the signed-in member's capital and profit totals",
      errors: ['NO_LINKED_INDIVIDUAL'],
      response: { 200: ZMemberOverview },
    }),
    (request) => service.memberOverview(app.deps, requireUser(request)),
  );
  app.get(
    '/me/ledger',
    listRoute(own, {
      id: 'member.ledger',
      summary: "List the signed-in member's capital transactions, a page at a time, in a chosen order",
      errors: ['NO_LINKED_INDIVIDUAL'],
      query: ZMemberLedgerQuery,
      page: ZMemberLedgerPage,
    }),
    (request) => service.memberLedgerPage(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/me/profits',
    listRoute(own, {
      id: 'member.profits',
      summary: "List the signed-in member's profits, a page at a time, in a chosen order",
      errors: ['NO_LINKED_INDIVIDUAL'],
      query: ZMemberProfitQuery,
      page: ZMemberProfitPage,
    }),
    (request) => service.memberProfitPage(app.deps, requireUser(request), request.query),
  );
  app.post(
    '/me/profits/:id/request',
    route(own, {
      id: 'member.requestProfit',
      summary: "Ask for one of the member's profits to be added to their capital",
      errors: ['NO_LINKED_INDIVIDUAL', 'PROFIT_NOT_FOUND', 'PROFIT_ALREADY_PAID', 'PROFIT_NOT_REQUESTABLE', 'PROFIT_REQUEST_PENDING'],
      params: ZProfitIdParams,
      body: ZProfitRequestBody,
      response: { 200: ZMemberProfitRow },
    }),
    (request) => service.requestProfit(app.deps, requireUser(request), BigInt(request.params.id), request.body.note ?? '', auditContext(request)),
  );
  app.get(
    '/me/operations',
    listRoute(own, {
      id: 'member.operations',
      summary: "List the signed-in member's operations, a page at a time, in a chosen order",
      errors: ['NO_LINKED_INDIVIDUAL'],
      query: ZMemberOperationQuery,
      page: ZMemberOperationPage,
    }),
    (request) => service.memberOperationPage(app.deps, requireUser(request), request.query),
  );
};
