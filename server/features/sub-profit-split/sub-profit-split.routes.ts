import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseSort } from '../../../contract/list-view';
import type { ExportLanguage } from '../../../contract/operations';
import { ZSubProfitSplitExportQuery, ZSubProfitSplitPage, ZSubProfitSplitQuery, type TPrimarySplit } from '../../../contract/sub-profit-split';
import type { Currency } from '../../../domain';
import { translatorFor } from '../../i18n/server-translations';
import { memoryTable } from '../mediator-calculations/calculation-export';
import { toPeriod, type Period } from '../profit-distribution/distribution-period';
import type { ReportCell } from '../reports/report-tables';
import { writeCsv } from '../reports/report-writers';
import { splitPage, splitPrimaries } from './sub-profit-split.service';
import { route } from '../describe-route';

const access = { access: ['sub-profit-distribution'] } as const;

/**
 * One line per beneficiary: the primary's own part first, then each sub-subscriber's. A CSV cell
 * holds the exact decimal only, so each amount has its currency in the column before it: the
 * weight is in the subscription's currency, the profit and share in the month's.
 */
function splitLines(splits: readonly TPrimarySplit[], currency: Currency, t: (key: string) => string): ReportCell[][] {
  const text = (value: string): ReportCell => ({ kind: 'text', text: value });
  const money = (amount: string, inCurrency: Currency = currency): ReportCell => ({ kind: 'money', amount, currency: inCurrency });
  return splits.flatMap((split) => {
    const weight = (amount: string) => [text(split.subscriptionCurrency), money(amount, split.subscriptionCurrency)];
    const shares = (share: string) => [text(currency), money(split.profit), money(share)];
    return [
      [text(split.primaryName), text(split.primaryName), text(t('subProfitSplit.primaryRole')), ...weight(split.keptAmount), ...shares(split.primaryShare)],
      ...split.parts.map((part) => [
        text(split.primaryName),
        text(part.subName),
        text(t('subProfitSplit.subRole')),
        ...weight(part.allocatedAmount),
        ...shares(part.share),
      ]),
    ];
  });
}

function exportTable(splits: readonly TPrimarySplit[], period: Period, language: ExportLanguage) {
  const t = translatorFor(language);
  return memoryTable({
    title: t('subProfitSplit.title'),
    fileStem: `sub-profit-split-${period.year}-${String(period.month).padStart(2, '0')}-${period.currency}`,
    labels: ['primary', 'beneficiary', 'role', 'weightCurrency', 'weight', 'currency', 'profit', 'share'].map((key) => t(`subProfitSplit.columns.${key}`)),
    rows: splitLines(splits, period.currency, t),
  });
}

export const subProfitSplitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sub-profit-distribution/split',
    route(access, {
      id: 'subProfitSplit.list',
      summary: "Split a month's profit of each primary subscriber among their sub-subscribers, a page at a time",
      errors: ['INVALID_MONTH', 'ALLOCATION_EXCEEDS_SUBSCRIPTION'],
      querystring: ZSubProfitSplitQuery,
      response: { 200: ZSubProfitSplitPage },
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
      const { lang, sort, ...query } = request.query;
      const period = toPeriod(query);
      const { column, direction } = parseSort(sort ?? 'primary-asc');
      const table = exportTable(await splitPrimaries(app.database.db, period, { sort: { column, direction } }), period, lang ?? 'en');
      const file = writeCsv(table);
      file.done.catch((error: unknown) => request.log.error({ err: error }, 'sub-profit split export failed'));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${table.fileStem}.csv"`).send(file.stream);
    },
  );
};
