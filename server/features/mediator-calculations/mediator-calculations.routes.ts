import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCalculationAnalytics,
  ZCalculationAnalyticsQuery,
  ZCalculationExportQuery,
  ZCalculationPreview,
  ZCalculationPreviewQuery,
  ZCalculationSettings,
  ZCalculationSettingsBody,
  type TCalculationPreviewQuery,
} from '../../../contract/mediator-calculations';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { writeCsv } from '../reports/report-writers';
import { previewTable } from './calculation-export';
import { commissionAnalytics, previewCommissions } from './calculation-preview.service';
import { readCalculationSettings, saveCalculationSettings } from './calculation-settings.service';
import { route } from '../describe-route';
import { sendStreamedFile } from '../file-reply';
import { EXPORT_TYPES } from '../../export/export-types';

const access = { access: ['mediator-calculations'] } as const;

export const mediatorCalculationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  /** The preview uses the signed-in user's saved mediator rate: what the screen shows is what was saved. */
  const preview = async (userId: string, query: TCalculationPreviewQuery) =>
    previewCommissions(db(), { ...query, mediatorRate: (await readCalculationSettings(db(), userId)).mediatorRate });

  app.get(
    '/mediator-calculations/settings',
    route(access, {
      id: 'mediatorCalculations.getSettings',
      summary: "Read the signed-in user's saved mediator calculation rates",
      response: { 200: ZCalculationSettings },
    }),
    (request) => readCalculationSettings(db(), requireUser(request).id),
  );
  app.put(
    '/mediator-calculations/settings',
    route(access, {
      id: 'mediatorCalculations.saveSettings',
      summary: "Save the signed-in user's mediator calculation rates",
      errors: ['SETTING_ABOVE_LIMIT'],
      body: ZCalculationSettingsBody,
      response: { 200: ZCalculationSettings },
    }),
    (request) => saveCalculationSettings(db(), requireUser(request).id, request.body, auditContext(request)),
  );
  app.get(
    '/mediator-calculations/preview',
    route(access, {
      id: 'mediatorCalculations.preview',
      summary: "Calculate mediators' commissions over a period at the saved rates",
      errors: ['INVALID_MONTH'],
      querystring: ZCalculationPreviewQuery,
      response: { 200: ZCalculationPreview },
    }),
    (request) => preview(requireUser(request).id, request.query),
  );
  app.get(
    '/mediator-calculations/preview/export.csv',
    route(access, {
      id: 'mediatorCalculations.exportCsv',
      summary: 'Export the commission calculation as CSV',
      errors: ['INVALID_MONTH'],
      querystring: ZCalculationExportQuery,
    }),
    async (request, reply) => {
      const { lang, ...period } = request.query;
      const table = previewTable(await preview(requireUser(request).id, period), lang ?? 'en');
      const file = writeCsv(table);
      return sendStreamedFile(reply, request.log, file, {
        type: EXPORT_TYPES.csv,
        name: `${table.fileStem}.csv`,
        failure: 'mediator commissions export failed',
      });
    },
  );
  app.get(
    '/mediator-calculations/analytics',
    route(access, {
      id: 'mediatorCalculations.analytics',
      summary: "Chart a year of mediators' commissions per month",
      querystring: ZCalculationAnalyticsQuery,
      response: { 200: ZCalculationAnalytics },
    }),
    (request) => commissionAnalytics(db(), { year: Number.parseInt(request.query.year, 10), currency: request.query.currency }),
  );
};
