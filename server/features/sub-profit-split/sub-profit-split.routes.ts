import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../../contract/errors';
import { parseSort } from '../../../contract/list-view';
import { ZSubProfitSplitExportQuery, ZSubProfitSplitPage, ZSubProfitSplitQuery } from '../../../contract/sub-profit-split';
import { toPeriod } from '../profit-distribution/distribution-period';
import { writeCsv } from '../reports/report-writers';
import { splitExportTable } from './split-export';
import { splitPage, splitPrimaries } from './sub-profit-split.service';
import { route } from '../describe-route';
import { rowListRoute } from '../row-actions';
import { sendStreamedFile } from '../file-reply';
import { EXPORT_TYPES } from '../../export/export-types';

const access = { access: ['sub-profit-distribution'] } as const;
/** What refuses a month's split, listed or exported. */
const REFUSALS = ['INVALID_MONTH', 'ALLOCATION_EXCEEDS_SUBSCRIPTION'] as const satisfies readonly ErrorCode[];

export const subProfitSplitRoutes: FastifyPluginAsyncZod = async (app) => {
  const rows = { path: '/sub-profit-distribution/split', feature: 'subProfitSplit', config: access };
  rowListRoute(
    app,
    rows,
    "Split a month's profit of each primary subscriber among their sub-subscribers, a page at a time",
    ZSubProfitSplitQuery,
    ZSubProfitSplitPage,
    (deps, query) => splitPage(deps.database.db, query),
    REFUSALS,
  );
  app.get(
    '/sub-profit-distribution/split/export.csv',
    route(access, {
      id: 'subProfitSplit.exportCsv',
      summary: "Export the month's sub-subscriber split as CSV",
      errors: REFUSALS,
      querystring: ZSubProfitSplitExportQuery,
    }),
    async (request, reply) => {
      const { lang, sort, columns, ...query } = request.query;
      const period = toPeriod(query);
      const { column, direction } = parseSort(sort ?? 'primary-asc');
      const table = splitExportTable(await splitPrimaries(app.database.db, period, { sort: { column, direction } }), period, { columns, lang });
      const file = writeCsv(table);
      return sendStreamedFile(reply, request.log, file, { type: EXPORT_TYPES.csv, name: `${table.fileStem}.csv`, failure: 'sub-profit split export failed' });
    },
  );
};
