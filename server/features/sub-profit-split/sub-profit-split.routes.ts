import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseSort } from '../../../contract/list-view';
import { ZSubProfitSplitExportQuery, ZSubProfitSplitPage, ZSubProfitSplitQuery } from '../../../contract/sub-profit-split';
import { toPeriod } from '../profit-distribution/distribution-period';
import { writeCsv } from '../reports/report-writers';
import { splitExportTable } from './split-export';
import { splitPage, splitPrimaries } from './sub-profit-split.service';
import { listRoute, route } from '../describe-route';
import { sendStreamedFile } from '../file-reply';
import { EXPORT_TYPES } from '../../export/export-types';

const access = { access: ['sub-profit-distribution'] } as const;

export const subProfitSplitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sub-profit-distribution/split',
    listRoute(access, {
      id: 'subProfitSplit.list',
      summary: "Split a month's profit of each primary subscriber among their sub-subscribers, a page at a time",
      errors: ['INVALID_MONTH', 'ALLOCATION_EXCEEDS_SUBSCRIPTION'],
      query: ZSubProfitSplitQuery,
      page: ZSubProfitSplitPage,
    }),
    (request) => splitPage(app.database.db, request.query),
  );
  app.get(
    '/sub-profit-distribution/split/export.csv',
    route(access, {
      id: 'subProfitSplit.exportCsv',
      summary: "Export the month's sub-subscriber split as CSV",
      errors: ['INVALID_MONTH', 'ALLOCATION_EXCEEDS_SUBSCRIPTION'],
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
