import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApprovalLimits,
  ZApproveMoneyProposalBody,
  ZListMoneyProposalsQuery,
  ZMoneyProposalAnswer,
  ZMoneyProposalIdParams,
  ZMoneyProposalList,
  ZRejectMoneyProposalBody,
  ZUpdateApprovalLimitsBody,
} from '../../../contract/approval-limits';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { listRoute, route } from '../describe-route';
import { settingRoutes } from '../setting-routes';
import { getApprovalLimits, saveApprovalLimits } from './approval-limits.service';
import { registerBuiltInKinds } from './built-in-kinds';
import { approveProposal, listProposals, rejectProposal } from './money-proposals.service';

registerBuiltInKinds();

/** The company settings screen shows the limits; only `approval-limits` changes them (docs/permissions.md §6). */
const readLimits = { access: ['approval-limits', 'company-settings'] } as const;
const writeLimits = { access: ['approval-limits'] } as const;
/** The approvals screen's readers and deciders, as for the distribution proposals (docs/permissions.md §6). */
const readers = { access: ['profit-distribution', 'approve-distributions'] } as const;
/** A decision writes the held money write or closes its proposal: a money write, taking an Idempotency-Key (docs/operations.md §10). */
const approvers = { access: ['approve-distributions'], idempotent: true } as const;

/** docs/operations.md §23: the approval limits, and the money writes held above them. */
export const approvalLimitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  settingRoutes(app, '/approval-limits', ZApprovalLimits, {
    get: {
      config: readLimits,
      id: 'approvalLimits.get',
      summary: 'Read the amounts above which each money write needs a second approver',
      read: getApprovalLimits,
    },
    update: {
      config: writeLimits,
      id: 'approvalLimits.update',
      summary: 'Set or remove the amounts above which money writes need a second approver',
      errors: ['INVALID_AMOUNT', 'NEGATIVE_AMOUNT', 'TOO_MANY_DECIMALS'],
      body: ZUpdateApprovalLimitsBody,
      save: saveApprovalLimits,
    },
  });

  app.get(
    '/money-proposals',
    listRoute(readers, {
      id: 'moneyProposals.list',
      summary: 'List the money writes held above their approval limits (pending, approved, rejected), newest first',
      query: ZListMoneyProposalsQuery,
      page: ZMoneyProposalList,
    }),
    (request) => listProposals(db(), request.query),
  );

  app.post(
    '/money-proposals/:id/approve',
    route(approvers, {
      id: 'moneyProposals.approve',
      summary: 'Approve a held money write: it is written now, every check of the direct write run again',
      errors: [
        'NOT_FOUND',
        'RUN_NOT_PENDING',
        'SELF_APPROVAL',
        'SUBSCRIBER_NOT_FOUND',
        'TRANSACTION_NOT_FOUND',
        'TRANSACTION_NOT_PENDING',
        'TRANSACTION_NOT_REVERSIBLE',
        'TRANSACTION_ALREADY_REVERSED',
        'INSUFFICIENT_BALANCE',
        'DATE_IN_FUTURE',
        'DATE_BEFORE_SUBSCRIPTION',
        'OPERATION_NOT_FOUND',
        'OPERATION_LOCKED',
        'SALE_NOT_FOUND',
        'SALE_SOLD_LOCKED',
        'SALE_LOCKED',
        'PROFIT_REQUEST_NOT_FOUND',
        'PROFIT_REQUEST_ALREADY_DECIDED',
        'PROFIT_NOT_FOUND',
        'PROFIT_ALREADY_PAID',
        'PROFIT_SUBSCRIBER_MISSING',
        'PROFIT_SUBSCRIBER_AMBIGUOUS',
        'WITHDRAWAL_NOT_FOUND',
        'WITHDRAWAL_ALREADY_DECIDED',
        'PERIOD_CLOSED',
      ],
      params: ZMoneyProposalIdParams,
      body: ZApproveMoneyProposalBody,
      response: { 200: ZMoneyProposalAnswer },
    }),
    (request) => approveProposal(db(), request.params.id, requireUser(request), auditContext(request)),
  );

  app.post(
    '/money-proposals/:id/reject',
    route(approvers, {
      id: 'moneyProposals.reject',
      summary: 'Reject a held money write with a reason; nothing is written and the rejection is kept',
      errors: ['NOT_FOUND', 'RUN_NOT_PENDING'],
      params: ZMoneyProposalIdParams,
      body: ZRejectMoneyProposalBody,
      response: { 200: ZMoneyProposalAnswer },
    }),
    (request) => rejectProposal(db(), request.params.id, request.body.reason, requireUser(request), auditContext(request)),
  );
};
