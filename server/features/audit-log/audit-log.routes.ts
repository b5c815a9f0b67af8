import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditLogExportQuery, ZAuditLogPage, ZAuditLogQuery } from '../../../contract/audit-log';
import { writeCsv } from '../reports/report-writers';
import { auditLogTable } from './audit-log-export';
import { auditLogPage } from './audit-log.service';
import { route } from '../describe-route';
import { rowListRoute } from '../row-actions';
import { sendStreamedFile } from '../file-reply';
import { EXPORT_TYPES } from '../../export/export-types';

const auditors = { access: ['audit-log'] } as const;

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const rows = { path: '/audit-log', feature: 'auditLog', config: auditors };
  rowListRoute(app, rows, 'Audit rows, newest first, filtered, with their readable differences', ZAuditLogQuery, ZAuditLogPage, auditLogPage);
  /** Every row of the screen's filter as CSV (UTF-8 with BOM, CRLF, formula cells neutralised). */
  app.get(
    '/audit-log/export.csv',
    route(auditors, {
      id: 'auditLog.export',
      summary: 'The audit list as shown (filters, sort, visible columns, language) as CSV',
      querystring: ZAuditLogExportQuery,
    }),
    async (request, reply) => {
      const file = writeCsv(auditLogTable(app.database.db, request.query));
      return sendStreamedFile(reply, request.log, file, { type: EXPORT_TYPES.csv, name: 'audit-log.csv', failure: 'audit log export failed' });
    },
  );
};
