import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDecideWithdrawalBody,
  ZListWithdrawalsQuery,
  ZWithdrawalDecision,
  ZWithdrawalIdParams,
  ZWithdrawalPage,
  ZWithdrawalRequestBody,
  ZWithdrawalRow,
} from '../../../contract/withdrawals';
import { requireUser } from '../../plugins/access';
import { proposalOr, proposalResponse } from '../approval-limits/proposal-reply';
import { auditContext } from '../audit-context';
import { listRoute, route } from '../describe-route';
import { serverDay } from '../server-day';
import * as service from './withdrawals.service';

/** docs/operations.md §13, docs/permissions.md §7: a member asks and reads their own; an approver reads all and decides. */
const members = { access: ['profile'] } as const;
const readers = { access: ['profile', service.WITHDRAWAL_APPROVER] } as const;
/** A decision debits a member's capital or closes the request: a money write, taking an Idempotency-Key (docs/operations.md §10). */
const deciders = { access: [service.WITHDRAWAL_APPROVER], idempotent: true } as const;

export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/withdrawals',
    route(members, {
      id: 'withdrawals.request',
      summary: 'Ask for part of the signed-in member’s capital to be paid out, in one of their subscriptions’ currency',
      errors: ['NO_LINKED_INDIVIDUAL', 'NO_SUBSCRIPTION', 'SUBSCRIPTION_AMBIGUOUS', 'INSUFFICIENT_BALANCE'],
      body: ZWithdrawalRequestBody,
      response: { 200: ZWithdrawalRow },
    }),
    (request) => service.requestWithdrawal(app.deps, requireUser(request), request.body, auditContext(request)),
  );
  app.get(
    '/withdrawals',
    listRoute(readers, {
      id: 'withdrawals.list',
      summary: 'List withdrawal requests, a page at a time: a member’s own, or everyone’s for an approver, filtered by status',
      errors: ['NO_LINKED_INDIVIDUAL'],
      query: ZListWithdrawalsQuery,
      page: ZWithdrawalPage,
    }),
    (request) => service.listWithdrawalPage(app.deps, requireUser(request), request.query),
  );
  app.post(
    '/withdrawals/:id/decide',
    route(deciders, {
      id: 'withdrawals.decide',
      summary: 'Approve a withdrawal request (the capital debit is written) or reject it with a reason',
      errors: ['WITHDRAWAL_NOT_FOUND', 'WITHDRAWAL_ALREADY_DECIDED', 'SELF_APPROVAL', 'INSUFFICIENT_BALANCE', 'PERIOD_CLOSED'],
      params: ZWithdrawalIdParams,
      body: ZDecideWithdrawalBody,
      // Above the withdrawal limit an approval answers 202 with the proposal a second approver decides (docs/operations.md §23).
      response: proposalResponse(ZWithdrawalDecision),
    }),
    async (request, reply) =>
      proposalOr(
        reply,
        await service.decideWithdrawalRequest(app.deps, {
          id: request.params.id,
          body: request.body,
          approver: requireUser(request),
          context: auditContext(request),
          today: serverDay(),
        }),
      ),
  );
};
