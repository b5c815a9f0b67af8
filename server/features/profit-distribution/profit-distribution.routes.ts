import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holdsPermission } from '../../../contract/permissions';
import {
  ZCommissionDistributeBody,
  ZCommissionPreview,
  ZDistributeResult,
  ZDistributionOverview,
  ZInvestorDistributeBody,
  ZInvestorPreview,
  ZInvestorPreviewBody,
  ZPeriodBody,
  ZPeriodQuery,
  ZReportPage,
  ZReportQuery,
  ZResetResult,
  type DistributionSource,
} from '../../../contract/profit-distribution';
import { AppError } from '../../app-error';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { distributeCommissions, previewCommissions } from './commissions.service';
import { distributeInvestorProfit, previewInvestorDistribution } from './investor-distribution.service';
import { distributionOverview, reportPage } from './overview.service';
import { resetMonth } from './reset-month.service';

const access = { access: ['profit-distribution'] } as const;

/** The precious-products source needs its own permission on top of the page's (docs/permissions.md §6). */
function requireSourcePermission(request: FastifyRequest, source: DistributionSource): void {
  if (source === 'sales' && !holdsPermission(requireUser(request).permissions, 'precious-products-distribution')) {
    throw new AppError('FORBIDDEN', { needed: ['precious-products-distribution'] });
  }
}

export const profitDistributionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get('/profit-distribution/overview', { config: access, schema: { querystring: ZPeriodQuery, response: { 200: ZDistributionOverview } } }, (request) =>
    distributionOverview(db(), request.query, holdsPermission(requireUser(request).permissions, 'precious-products-distribution')),
  );

  app.post('/profit-distribution/preview', { config: access, schema: { body: ZInvestorPreviewBody, response: { 200: ZInvestorPreview } } }, (request) => {
    requireSourcePermission(request, request.body.source);
    return previewInvestorDistribution(db(), request.body);
  });

  app.post('/profit-distribution/distribute', { config: access, schema: { body: ZInvestorDistributeBody, response: { 200: ZDistributeResult } } }, (request) => {
    requireSourcePermission(request, request.body.source);
    return distributeInvestorProfit(db(), request.body, auditContext(request));
  });

  app.post('/profit-distribution/commissions/preview', { config: access, schema: { body: ZPeriodBody, response: { 200: ZCommissionPreview } } }, (request) =>
    previewCommissions(db(), request.body),
  );

  app.post('/profit-distribution/commissions/distribute', { config: access, schema: { body: ZCommissionDistributeBody, response: { 200: ZDistributeResult } } }, (request) =>
    distributeCommissions(db(), request.body, auditContext(request)),
  );

  app.post('/profit-distribution/reset', { config: access, schema: { body: ZPeriodBody, response: { 200: ZResetResult } } }, (request) =>
    resetMonth(db(), request.body, auditContext(request)),
  );

  app.get('/profit-distribution/report', { config: access, schema: { querystring: ZReportQuery, response: { 200: ZReportPage } } }, (request) =>
    reportPage(db(), request.query),
  );
};
