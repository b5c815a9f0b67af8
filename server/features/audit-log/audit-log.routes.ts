import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditLogExportQuery, ZAuditLogPage, ZAuditLogQuery } from '../../../contract/audit-log';
import { writeCsv } from '../reports/report-writers';
import { auditLogTable } from './audit-log-export';
import { auditLogPage } from './audit-log.service';

const auditors = { access: ['audit-log'] } as const;

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: auditors,
      schema: {
        operationId: 'auditLog.list',
        summary: 'Audit rows, newest first, filtered, with their readable differences',
        tags: ['auditLog'],
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogPage },
      },
    },
    (request) => auditLogPage(app.deps, request.query),
  );
  /** Every row of the screen's filter as CSV (UTF-8 with BOM, CRLF, formula cells neutralised). */
  app.get(
    '/audit-log/export.csv',
    {
      config: auditors,
      schema: {
        operationId: 'auditLog.export',
        summary: 'The audit list as shown (filters, sort, visible columns, language) as CSV',
        tags: ['auditLog'],
        querystring: ZAuditLogExportQuery,
      },
    },
    async (request, reply) => {
      const file = writeCsv(auditLogTable(app.database.db, request.query));
      file.done.catch((error: unknown) => request.log.error({ err: error }, 'audit log export failed'));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-log.csv"').send(file.stream);
    },
  );
};
