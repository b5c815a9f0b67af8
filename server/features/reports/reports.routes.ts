import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBalancesReportPage,
  ZBalancesReportQuery,
  ZDistributionsReportPage,
  ZDistributionsReportQuery,
  ZOperationsReportPage,
  ZOperationsReportQuery,
  ZReportExportParams,
  ZReportExportQuery,
} from '../../../contract/reports';
import { findPdfHeader } from '../../../db/queries/pdf-header';
import { exportSelection } from './report-filters';
import { reportTable } from './report-tables';
import { pdfHtml, writeCsv, writeXlsx } from './report-writers';
import { serverDay } from '../server-day';
import * as service from './reports.service';
import { route } from '../describe-route';
import { pageRoute } from '../row-actions';
import { sendFile, sendStreamedFile } from '../file-reply';
import { ZJob } from '../../../contract/jobs';
import { requireUser } from '../../plugins/access';
import { startJob } from '../jobs/jobs.service';
import { checkReportExport, EXPORT_TYPES, REPORT_EXPORT_JOB, reportExportJob, reportExportJobParams } from './report-export-job';

const reports = { access: ['reports'] } as const;

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(REPORT_EXPORT_JOB, reportExportJob(app.deps));
  /** A report's screen: `GET /reports/<report>`, its operation id `reports.<report>`. */
  const screen = (report: string) => ({ path: `/reports/${report}`, id: `reports.${report}` as const, config: reports });
  pageRoute(
    app,
    screen('operations'),
    'Report operations over a date range, a page at a time',
    ZOperationsReportQuery,
    ZOperationsReportPage,
    service.operationsReportPage,
  );
  pageRoute(
    app,
    screen('distributions'),
    'Report distributed profits over a date range, a page at a time',
    ZDistributionsReportQuery,
    ZDistributionsReportPage,
    service.distributionsReportPage,
  );
  pageRoute(
    app,
    screen('balances'),
    "Report subscribers' balances on a date, a page at a time",
    ZBalancesReportQuery,
    ZBalancesReportPage,
    service.balancesReportPage,
  );
  /** Exactly the rows of the screen's filter, all pages, in the reader's language. */
  app.get(
    '/reports/:report/export',
    route(reports, {
      id: 'reports.export',
      summary: "Export a report as Excel, CSV or PDF in the reader's language",
      errors: ['REPORT_FILTER_REQUIRED', 'REPORT_TOO_LARGE_FOR_PDF'],
      params: ZReportExportParams,
      querystring: ZReportExportQuery,
    }),
    async (request, reply) => {
      const { format, lang } = request.query;
      const language = lang ?? 'en';
      const { table, t } = reportTable(app.deps.reports, exportSelection(request.params.report, request.query), language);
      const name = `${table.fileStem}.${format}`;
      if (format === 'pdf') {
        const html = await pdfHtml({ table, language, t, header: await findPdfHeader(app.deps.reports), today: serverDay() });
        return sendFile(reply, { type: EXPORT_TYPES.pdf, name, body: await app.pdf.render(html) });
      }
      const file = format === 'xlsx' ? writeXlsx(table, language, t) : writeCsv(table);
      return sendStreamedFile(reply, request.log, file, { type: EXPORT_TYPES[format], name, failure: 'report export failed' });
    },
  );
  /** The same export as a job: answered at once, its progress read with jobs.get and its file with jobs.download. */
  app.post(
    '/reports/:report/exports',
    route(reports, {
      id: 'reports.startExport',
      summary: 'Start exporting a report as Excel, CSV or PDF; follow it as a job',
      errors: ['REPORT_FILTER_REQUIRED', 'REPORT_TOO_LARGE_FOR_PDF', 'TOO_MANY_JOBS'],
      params: ZReportExportParams,
      body: ZReportExportQuery,
      response: { 202: ZJob },
    }),
    async (request, reply) => {
      await checkReportExport(app.deps, request.params.report, request.body);
      const job = await startJob(app.deps, requireUser(request), {
        kind: 'report-export',
        permission: 'reports',
        params: reportExportJobParams(request.params.report, request.body),
      });
      return reply.status(202).send(job);
    },
  );
};
