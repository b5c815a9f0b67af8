import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../../contract/errors';
import { holdsPermission } from '../../../contract/permissions';
import {
  ZCommissionDistributeBody,
  ZCommissionPreview,
  ZDistributionOverview,
  ZInvestorDistributeBody,
  ZInvestorPreview,
  ZInvestorPreviewBody,
  ZPeriodBody,
  ZPeriodQuery,
  ZReportPage,
  ZReportQuery,
  type DistributionSource,
} from '../../../contract/profit-distribution';
import { AppError } from '../../app-error';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { distributeCommissions, previewCommissions } from './commissions.service';
import { distributeInvestorProfit, previewInvestorDistribution } from './investor-distribution.service';
import { distributionOverview, reportPage } from './overview.service';
import { resetMonth } from './reset-month.service';
import { whatIfDistribution } from './what-if.service';
import { ZWhatIf, ZWhatIfBody } from '../../../contract/distribution-what-if';
import { listRoute, route } from '../describe-route';
import { ZDistributeOrPropose, ZResetOrPropose } from '../../../contract/distribution-runs';
import { distributionsNeedApproval } from '../../../db/queries/distribution-proposals';
import { proposeRun, type Proposed } from '../distribution-runs/propose-run.service';

const access = { access: ['profit-distribution'] } as const;

/** What refuses a preview; the run that posts it, or a what-if on it, adds its own refusals. */
const INVESTOR_PREVIEW_REFUSALS = [
  'INVALID_MONTH',
  'NO_SOURCES_SELECTED',
  'SOURCE_NOT_SELECTABLE',
  'ALREADY_DISTRIBUTED',
  'NO_ACTIVE_INVESTORS',
  'NOTHING_TO_DISTRIBUTE',
  'ZERO_TOTAL_WEIGHT',
] as const satisfies readonly ErrorCode[];
const COMMISSION_PREVIEW_REFUSALS = [
  'INVALID_MONTH',
  'NO_PROFITS_FOR_MONTH',
  'COMMISSIONS_ALREADY_DISTRIBUTED',
  'NO_MEDIATOR_PERCENTAGES',
  'NO_COMMISSIONS',
] as const satisfies readonly ErrorCode[];

/** The precious-products source needs its own permission on top of the page's (docs/permissions.md §6). */
function requireSourcePermission(request: FastifyRequest, source: DistributionSource): void {
  if (source === 'sales' && !holdsPermission(requireUser(request).permissions, 'precious-products-distribution')) {
    throw new AppError('FORBIDDEN', { needed: ['precious-products-distribution'] });
  }
}

export const profitDistributionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  /** While distributions need a second approver (docs/distribution.md §14), a run is proposed instead of posted. */
  const postOrPropose = async <Posted>(request: FastifyRequest, proposed: Proposed, post: () => Promise<Posted>) =>
    (await distributionsNeedApproval(db())) ? proposeRun(db(), proposed, requireUser(request).id, auditContext(request)) : post();

  app.get(
    '/profit-distribution/overview',
    route(access, {
      id: 'profitDistribution.overview',
      summary: "Summarise a month's profit sources and what is already distributed",
      errors: ['INVALID_MONTH'],
      querystring: ZPeriodQuery,
      response: { 200: ZDistributionOverview },
    }),
    (request) => distributionOverview(db(), request.query, holdsPermission(requireUser(request).permissions, 'precious-products-distribution')),
  );

  app.post(
    '/profit-distribution/preview',
    route(access, {
      id: 'profitDistribution.preview',
      summary: "Calculate the investors' shares of a month's profit without saving them",
      errors: INVESTOR_PREVIEW_REFUSALS,
      body: ZInvestorPreviewBody,
      response: { 200: ZInvestorPreview },
    }),
    (request) => {
      requireSourcePermission(request, request.body.source);
      return previewInvestorDistribution(db(), request.body);
    },
  );

  app.post(
    '/profit-distribution/what-if',
    route(access, {
      id: 'profitDistribution.whatIf',
      summary: "Compare the investors' shares and the mediators' commissions under other parameters, without saving anything",
      errors: [...INVESTOR_PREVIEW_REFUSALS, 'PERCENTAGE_OUT_OF_RANGE', 'TOO_MANY_DECIMALS', 'INVALID_NUMBER', 'INVALID_AMOUNT', 'NEGATIVE_AMOUNT'],
      body: ZWhatIfBody,
      response: { 200: ZWhatIf },
    }),
    (request) => {
      requireSourcePermission(request, request.body.source);
      return whatIfDistribution(db(), request.body);
    },
  );

  app.post(
    '/profit-distribution/distribute',
    route(access, {
      id: 'profitDistribution.distribute',
      summary: "Distribute a month's profit to the investors, as previewed (or propose it, when distributions need a second approver)",
      errors: [
        'INVALID_MONTH',
        'NO_SOURCES_SELECTED',
        'SOURCE_NOT_SELECTABLE',
        'ALREADY_DISTRIBUTED',
        'PREVIEW_OUTDATED',
        'NO_ACTIVE_INVESTORS',
        'NOTHING_TO_DISTRIBUTE',
        'ZERO_TOTAL_WEIGHT',
        'RUN_PENDING_APPROVAL',
        'PERIOD_CLOSED',
      ],
      body: ZInvestorDistributeBody,
      response: { 200: ZDistributeOrPropose },
    }),
    async (request) => {
      requireSourcePermission(request, request.body.source);
      return postOrPropose(request, { kind: 'investor', request: request.body }, async () => {
        const result = await distributeInvestorProfit(db(), request.body, auditContext(request));
        app.jobs.wake(); // the members' statements it queued (docs/mail.md §1)
        return result;
      });
    },
  );

  app.post(
    '/profit-distribution/commissions/preview',
    route(access, {
      id: 'profitDistribution.previewCommissions',
      summary: "Calculate the mediators' commissions of a month without saving them",
      errors: COMMISSION_PREVIEW_REFUSALS,
      body: ZPeriodBody,
      response: { 200: ZCommissionPreview },
    }),
    (request) => previewCommissions(db(), request.body),
  );

  app.post(
    '/profit-distribution/commissions/distribute',
    route(access, {
      id: 'profitDistribution.distributeCommissions',
      summary: "Pay the mediators' commissions of a month, as previewed (or propose it, when distributions need a second approver)",
      errors: [...COMMISSION_PREVIEW_REFUSALS, 'PREVIEW_OUTDATED', 'RUN_PENDING_APPROVAL', 'PERIOD_CLOSED'],
      body: ZCommissionDistributeBody,
      response: { 200: ZDistributeOrPropose },
    }),
    (request) => postOrPropose(request, { kind: 'commission', request: request.body }, () => distributeCommissions(db(), request.body, auditContext(request))),
  );

  app.post(
    '/profit-distribution/reset',
    route(access, {
      id: 'profitDistribution.resetMonth',
      summary: "Undo a month's distributions while none of its rows is paid (or propose it, when distributions need a second approver)",
      errors: ['INVALID_MONTH', 'MONTH_HAS_PAID_ROWS', 'MONTH_HAS_PENDING_REQUESTS', 'RUN_PENDING_APPROVAL', 'PERIOD_CLOSED'],
      body: ZPeriodBody,
      response: { 200: ZResetOrPropose },
    }),
    (request) => postOrPropose(request, { kind: 'reset', request: request.body }, () => resetMonth(db(), request.body, auditContext(request))),
  );

  app.get(
    '/profit-distribution/report',
    listRoute(access, {
      id: 'profitDistribution.report',
      summary: "List a month's distributed rows, a page at a time",
      errors: ['INVALID_MONTH'],
      query: ZReportQuery,
      page: ZReportPage,
    }),
    (request) => reportPage(db(), request.query),
  );
};
