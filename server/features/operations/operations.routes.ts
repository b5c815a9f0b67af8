import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../../contract/errors';
import { ZExportOperationsQuery, ZListOperationsQuery, ZOperationBody, ZOperationIdParams, ZOperationPage, ZOperationRow } from '../../../contract/operations';
import { listExportRoutes } from '../list-export-routes';
import { exportOperations } from './operations-export';
import * as service from './operations.service';
import { route } from '../describe-route';
import { rowActionRoutes, rowListRoute, rowWriteRoutes } from '../row-actions';
import { ZCompleteOperationsBody, ZOperationsFilter } from '../../../contract/bulk-actions';
import { auditContext } from '../audit-context';
import { bulkActionRoute, matchCountRoute } from '../bulk-actions/bulk-routes';

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
  listExportRoutes(app, { path: '/operations', feature: 'operations', config: operationsAccess, query: ZExportOperationsQuery }, (query, format) =>
    exportOperations(app.database.db, query, format),
  );
  matchCountRoute(
    app,
    { path: '/operations/matching-count', id: 'operations.countMatching', config: operationsAccess, filter: ZOperationsFilter },
    service.matchingOperationIds,
  );
  // docs/operations.md §12: completing many is completing each, and a money write taking an Idempotency-Key like the single one.
  bulkActionRoute(
    app,
    {
      path: '/operations/complete-many',
      id: 'operations.completeMany',
      summary: 'Complete the pending operations named or matched by the list filter',
      config: { ...completeAccess, idempotent: true },
      rowErrors: SETTLE_REFUSALS,
      body: ZCompleteOperationsBody,
      act: (id, _body, request) => service.completeOperation(app.deps, id, auditContext(request)),
    },
    service.matchingOperationIds,
  );
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
      proposes: true,
    },
    { verb: 'cancel', summary: 'Cancel a pending operation', errors: SETTLE_REFUSALS, act: (id, context) => service.cancelOperation(app.deps, id, context) },
  ]);
};
