import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
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
import { auditContext, type AuditContext } from '../audit-context';
import { distributeCommissions, previewCommissions } from './commissions.service';
import { distributeInvestorProfit, previewInvestorDistribution } from './investor-distribution.service';
import { distributionOverview, reportPage } from './overview.service';
import { resetMonth } from './reset-month.service';
import { whatIfDistribution } from './what-if.service';
import { ZWhatIf, ZWhatIfBody } from '../../../contract/distribution-what-if';
import { listRoute, route, type RouteDescription } from '../describe-route';
import { ZDistributeOrPropose, ZResetOrPropose } from '../../../contract/distribution-runs';
import { distributionsNeedApproval } from '../../../db/queries/distribution-proposals';
import { proposeRun, type Proposed } from '../distribution-runs/propose-run.service';

const access = { access: ['profit-distribution'] } as const;
/** A run posted or proposed, a month reset: a money write, taking an Idempotency-Key (docs/operations.md §10). */
const runWrite = { ...access, idempotent: true } as const;

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

/**
 * The request's body once its source is one the caller may distribute: the precious-products
 * source needs its own permission on top of the page's (docs/permissions.md §6).
 */
function permittedSource<Body extends { source: DistributionSource }>(request: FastifyRequest, body: Body): Body {
  if (body.source === 'sales' && !holdsPermission(requireUser(request).permissions, 'precious-products-distribution')) {
    throw new AppError('FORBIDDEN', { needed: ['precious-products-distribution'] });
  }
  return body;
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

  /** `POST <path>`: a calculation on a month's sources that saves nothing, once the body's source is one the caller may distribute. */
  const sourceCalculation = <Body extends z.ZodType<{ source: DistributionSource }>>(
    path: string,
    body: Body,
    answer: z.ZodType,
    calculate: (db: Db, body: z.output<Body>) => Promise<unknown>,
    description: RouteDescription,
  ) =>
    // The body's schema checked the body; the type provider cannot name the type of a schema that is a type parameter.
    app.post(path, route(access, { ...description, body, response: { 200: answer } }), (request) =>
      calculate(db(), permittedSource(request, request.body as z.output<Body>)),
    );

  sourceCalculation('/profit-distribution/preview', ZInvestorPreviewBody, ZInvestorPreview, previewInvestorDistribution, {
    id: 'profitDistribution.preview',
    summary: "Calculate the investors' shares of a month's profit without saving them",
    errors: INVESTOR_PREVIEW_REFUSALS,
  });

  sourceCalculation('/profit-distribution/what-if', ZWhatIfBody, ZWhatIf, whatIfDistribution, {
    id: 'profitDistribution.whatIf',
    summary: "Compare the investors' shares and the mediators' commissions under other parameters, without saving anything",
    errors: [...INVESTOR_PREVIEW_REFUSALS, 'PERCENTAGE_OUT_OF_RANGE', 'TOO_MANY_DECIMALS', 'INVALID_NUMBER', 'INVALID_AMOUNT', 'NEGATIVE_AMOUNT'],
  });

  app.post(
    '/profit-distribution/distribute',
    route(runWrite, {
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
    (request) =>
      postOrPropose(request, { kind: 'investor', request: permittedSource(request, request.body) }, async () => {
        const result = await distributeInvestorProfit(db(), request.body, auditContext(request));
        app.jobs.wake(); // the members' statements it queued (docs/mail.md §1)
        return result;
      }),
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

  /** `POST <path>`: a run posted with the body as it stands, or proposed while distributions need a second approver. */
  const proposableRoute = <Body extends z.ZodType>(
    path: string,
    body: Body,
    answer: z.ZodType,
    run: { proposed: (body: z.output<Body>) => Proposed; post: (db: Db, body: z.output<Body>, context: AuditContext) => Promise<unknown> },
    description: RouteDescription,
  ) =>
    app.post(path, route(runWrite, { ...description, body, response: { 200: answer } }), (request) => {
      // The body's schema checked the body; the type provider cannot name the type of a schema that is a type parameter.
      const checked = request.body as z.output<Body>;
      return postOrPropose(request, run.proposed(checked), () => run.post(db(), checked, auditContext(request)));
    });

  proposableRoute(
    '/profit-distribution/commissions/distribute',
    ZCommissionDistributeBody,
    ZDistributeOrPropose,
    { proposed: (request) => ({ kind: 'commission', request }), post: distributeCommissions },
    {
      id: 'profitDistribution.distributeCommissions',
      summary: "Pay the mediators' commissions of a month, as previewed (or propose it, when distributions need a second approver)",
      errors: [...COMMISSION_PREVIEW_REFUSALS, 'PREVIEW_OUTDATED', 'RUN_PENDING_APPROVAL', 'PERIOD_CLOSED'],
    },
  );

  proposableRoute(
    '/profit-distribution/reset',
    ZPeriodBody,
    ZResetOrPropose,
    { proposed: (request) => ({ kind: 'reset', request }), post: resetMonth },
    {
      id: 'profitDistribution.resetMonth',
      summary: "Undo a month's distributions while none of its rows is paid (or propose it, when distributions need a second approver)",
      errors: ['INVALID_MONTH', 'MONTH_HAS_PAID_ROWS', 'MONTH_HAS_ADJUSTMENTS', 'MONTH_HAS_PENDING_REQUESTS', 'RUN_PENDING_APPROVAL', 'PERIOD_CLOSED'],
    },
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
