import {
  DISTRIBUTED_LIST_SIZE,
  type TDistributionOverview,
  type TPeriodQuery,
  type TReportPage,
  type TReportQuery,
  type TSourceOverview,
} from '../../../contract/profit-distribution';
import type { TMediatorLinkRow } from '../../../contract/profit-distribution';
import type { Db } from '../../../db/client';
import { countActiveInvestors, findDistributionSettings } from '../../../db/queries/distribution-investors';
import { countMonthSources, listMonthSources, type SourceKind, type SourceRecord } from '../../../db/queries/distribution-sources';
import { activeMediatorLinks, type MediatorLinkRecord } from '../../../db/queries/mediator-percentages';
import { countMonthRows, listReportRows, REPORT_SORTS, sumReportRows } from '../../../db/queries/monthly-profits';
import { sortedListPage } from '../sorted-cursor';
import { columnText } from './decimal-text';
import { trimDecimal } from '../../../contract/decimal-input';
import { scopeOf, toPeriod, type Period } from './distribution-period';

/** The selectable rows the page lists at once; larger months are distributed whole ('all'). */
const SELECTABLE_SHOWN = 500;

async function sourceOverview(db: Db, period: Period, kind: SourceKind): Promise<TSourceOverview> {
  const scope = { ...scopeOf(period), kind };
  const [selectable, distributed, counts] = await Promise.all([
    listMonthSources(db, { ...scope, distributed: false, limit: SELECTABLE_SHOWN }),
    listMonthSources(db, { ...scope, distributed: true, limit: DISTRIBUTED_LIST_SIZE }),
    countMonthSources(db, scope),
  ]);
  const normal = (row: SourceRecord) => ({
    ...row,
    amount: columnText(row.amount, period.currency),
    mediatorShare: row.mediatorShare === null ? null : columnText(row.mediatorShare, period.currency),
  });
  return {
    ...counts,
    selectable: selectable.map(normal),
    distributed: distributed.map(normal),
    selectableTotal: columnText(counts.selectableTotal, period.currency),
  };
}

export const toLinkRow = (link: MediatorLinkRecord): TMediatorLinkRow => ({
  id: link.id,
  mediatorId: link.mediatorId,
  mediatorName: link.mediatorName,
  investorId: link.investorId,
  investorName: link.investorName,
  investorIndividualId: link.investorIndividualId,
  percentage: trimDecimal(link.percentage),
  subscriptionDate: link.subscriptionDate,
  status: link.status,
  createdAt: link.createdAt,
});

/** Everything the page's period card, summary cards and tabs show for a month and currency. */
export async function distributionOverview(db: Db, query: TPeriodQuery, canSeeSales: boolean): Promise<TDistributionOverview> {
  const period = toPeriod(query);
  // PGlite is one connection: these run one after another there, side by side on PostgreSQL.
  const [operations, sales, activeInvestors, counts, links, settings] = await Promise.all([
    sourceOverview(db, period, 'operations'),
    canSeeSales ? sourceOverview(db, period, 'sales') : Promise.resolve(null),
    countActiveInvestors(db, scopeOf(period)),
    countMonthRows(db, { profitDate: period.monthEnd, currency: period.currency }),
    activeMediatorLinks(db),
    findDistributionSettings(db),
  ]);
  return {
    year: period.year,
    month: period.month,
    currency: period.currency,
    periodStart: period.monthStart,
    periodEnd: period.monthEnd,
    operations,
    sales,
    activeInvestors,
    profitRows: counts.profit,
    commissionRows: counts.commission,
    specialRows: counts.special,
    paidRows: counts.paid,
    activeMediatorLinks: links.map(toLinkRow),
    weightingMethod: settings.weightingMethod === 'daily-product' ? 'daily-product' : 'month-end',
  };
}

export async function reportPage(db: Db, query: TReportQuery): Promise<TReportPage> {
  const period = toPeriod(query);
  const filter = { profitDate: period.monthEnd, currency: period.currency, type: query.type };
  const list = { sorts: REPORT_SORTS, defaultSort: 'beneficiary-asc', idKind: 'integer', defaultLimit: '100' } as const;
  const page = await sortedListPage(
    query,
    list,
    (keyset) => listReportRows(db, { ...filter, ...keyset }),
    ({ sortValue: _sortValue, ...row }) => ({ ...row, amount: columnText(row.amount, period.currency) }),
  );
  const summary = await sumReportRows(db, filter);
  return { ...page, total: columnText(summary.total, period.currency), count: summary.count };
}
