import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../../contract/errors';
import { ZExportOperationsQuery, ZListOperationsQuery, ZOperationBody, ZOperationIdParams, ZOperationPage, ZOperationRow } from '../../../contract/operations';
import { EXPORT_TYPES } from '../../export/export-types';
import { sendStreamedFile } from '../file-reply';
import { exportOperations } from './operations-export';
import * as service from './operations.service';
import { route } from '../describe-route';
import { rowActionRoutes, rowListRoute, rowWriteRoutes } from '../row-actions';

const operationsAccess = { access: ['transactions'] } as const;
/** docs/permissions.md §6: completing needs its own permission; the web words the refusal as "no permission to complete". */
const completeAccess = { access: ['complete-operations'] } as const;
const one = { params: ZOperationIdParams, response: { 200: ZOperationRow } };
const rows = { path: '/operations', feature: 'operations', config: operationsAccess, one, moneyWrites: true } as const;
/** What refuses an operation as typed, new or changed. */
const INPUT_REFUSALS = [
  'CLIENT_IS_MEDIATOR',
  'PARTY_NOT_FOUND',
  'SHARES_EXCEED_REVENUE',
  'INVALID_AMOUNT',
  'NEGATIVE_AMOUNT',
  'TOO_MANY_DECIMALS',
  'PERIOD_CLOSED',
  'INVALID_DATE',
] as const satisfies readonly ErrorCode[];
/** What refuses completing or cancelling a pending operation. */
const SETTLE_REFUSALS = ['OPERATION_NOT_FOUND', 'OPERATION_LOCKED', 'PERIOD_CLOSED'] as const satisfies readonly ErrorCode[];

export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  rowListRoute(app, rows, 'List operations, newest first, a page at a time', ZListOperationsQuery, ZOperationPage, service.listOperationPage);
  for (const format of ['xlsx', 'csv'] as const) {
    const summary =
      format === 'xlsx'
        ? "Export the list's view (filters, sort, columns, language) as an Excel workbook"
        : "Export the list's view (filters, sort, columns, language) as CSV";
    app.get(
      `/operations/export.${format}`,
      route(operationsAccess, { id: format === 'xlsx' ? 'operations.exportExcel' : 'operations.exportCsv', summary, querystring: ZExportOperationsQuery }),
      (request, reply) => {
        const file = exportOperations(app.database.db, request.query, format);
        return sendStreamedFile(reply, request.log, file, { type: EXPORT_TYPES[format], name: file.fileName, failure: 'operations export failed' });
      },
    );
  }
  app.get(
    '/operations/:id',
    route(operationsAccess, { id: 'operations.get', summary: 'Read one operation', errors: ['OPERATION_NOT_FOUND'], ...one }),
    (request) => service.getOperation(app.deps, request.params.id),
  );
  rowWriteRoutes(app, rows, {
    create: {
      summary: 'Record an operation; its shares are computed from the company ratios',
      errors: INPUT_REFUSALS,
      body: ZOperationBody,
      save: (body, context) => service.createOperation(app.deps, body, context),
    },
    update: {
      summary: 'Change a pending operation',
      errors: ['OPERATION_NOT_FOUND', 'OPERATION_LOCKED', ...INPUT_REFUSALS],
      body: ZOperationBody,
      save: (id, body, context) => service.editOperation(app.deps, id, body, context),
    },
  });
  rowActionRoutes(app, rows, [
    {
      verb: 'complete',
      summary: 'Complete a pending operation',
      errors: SETTLE_REFUSALS,
      config: completeAccess,
      act: (id, context) => service.completeOperation(app.deps, id, context),
    },
    { verb: 'cancel', summary: 'Cancel a pending operation', errors: SETTLE_REFUSALS, act: (id, context) => service.cancelOperation(app.deps, id, context) },
  ]);
};
