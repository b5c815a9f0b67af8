import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClosePeriodBody, ZPeriodList, ZPeriodReport, ZPeriodRow, ZPeriodsQuery, ZReopenPeriodBody } from '../../../contract/periods';
import { ZPeriodQuery } from '../../../contract/profit-distribution';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { route } from '../describe-route';
import { rowListRoute } from '../row-actions';
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
      querystring: ZPeriodQuery,
      response: { 200: ZPeriodReport },
    }),
    (request) => periodReport(db(), request.query),
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
