import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClosePeriodBody, ZPeriodList, ZPeriodReport, ZPeriodReportQuery, ZPeriodRow, ZPeriodsQuery, ZReopenPeriodBody } from '../../../contract/periods';
import { findPdfHeader } from '../../../db/queries/pdf-header';
import { EXPORT_TYPES } from '../../export/export-types';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { route } from '../describe-route';
import { sendFile } from '../file-reply';
import { rowListRoute } from '../row-actions';
import { serverDay } from '../server-day';
import { periodReportHtml } from './period-report-pdf';
import { closePeriod, listPeriodRows, periodReport, reopenPeriod } from './periods.service';

/** Who sees a month's status: those who close months, and the screens that show it (distribution, ledger). */
const readers = { access: ['close-periods', 'profit-distribution', 'transactions'] } as const;

export const periodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const actor = (request: Parameters<typeof auditContext>[0]) => ({ ...auditContext(request), actorId: requireUser(request).id });

  const rows = { path: '/periods', feature: 'periods', config: readers };
  rowListRoute(app, rows, 'List the distributed or closed months per currency, with their status', ZPeriodsQuery, ZPeriodList, (deps, query) =>
    listPeriodRows(deps.database.db, query),
  );
  app.get(
    '/periods/report',
    route(readers, {
      id: 'periods.report',
      summary: "A month's report: its status and the trial balance per account stamped when it was closed",
      errors: ['INVALID_MONTH', 'NOT_FOUND'],
      querystring: ZPeriodReportQuery,
      response: { 200: ZPeriodReport },
    }),
    (request) => periodReport(db(), request.query),
  );
  /** The same report printed (docs/accounting.md §6), in the reader's language. */
  app.get(
    '/periods/report/export',
    route(readers, {
      id: 'periods.exportReport',
      summary: "A month's report as a PDF in the reader's language: its status and its stamped trial balance",
      errors: ['INVALID_MONTH', 'NOT_FOUND'],
      querystring: ZPeriodReportQuery,
    }),
    async (request, reply) => {
      const language = request.query.lang ?? 'en';
      const report = await periodReport(db(), { ...request.query, lang: language });
      const html = periodReportHtml({ report, language, header: await findPdfHeader(db()), today: serverDay() });
      const name = `period-report-${report.period.period}-${report.period.currency}.pdf`;
      return sendFile(reply, { type: EXPORT_TYPES.pdf, name, body: await app.pdf.render(html) });
    },
  );
  app.post(
    '/periods/close',
    route(
      { access: ['close-periods'] },
      {
        id: 'periods.close',
        summary: 'Close a distributed month of one currency: nothing dated in it can change',
        errors: ['INVALID_MONTH', 'PERIOD_CLOSED', 'PERIOD_NOT_DISTRIBUTED'],
        body: ZClosePeriodBody,
        response: { 200: ZPeriodRow },
      },
    ),
    (request) => closePeriod(db(), request.body, actor(request)),
  );
  app.post(
    '/periods/reopen',
    route(
      { access: ['all'] },
      {
        id: 'periods.reopen',
        summary: 'Reopen a closed month, giving the reason',
        errors: ['INVALID_MONTH', 'PERIOD_NOT_CLOSED'],
        body: ZReopenPeriodBody,
        response: { 200: ZPeriodRow },
      },
    ),
    (request) => reopenPeriod(db(), request.body, actor(request)),
  );
};
