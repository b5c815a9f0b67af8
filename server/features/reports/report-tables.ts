import type { ExportLanguage } from '../../../contract/operations';
import type { TBalanceReportRow, TDistributionReportRow, TOperationReportRow } from '../../../contract/reports';
import type { Currency } from '../../../domain';
import type { Tx } from '../../../db/client';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import type { ReportFilter } from './report-filters';
import { balanceBatches, balancesTotals, distributionBatches, distributionsTotals, operationBatches, operationsTotals } from './report-sources';

/**
 * A cell as every format needs it: text, a calendar date, or an exact amount with its currency.
 * A text marked `token` (a reference, a currency code) is laid out like a date in a PDF: unbroken.
 */
export type ReportCell = { kind: 'text'; text: string; token?: boolean } | { kind: 'date'; date: string } | { kind: 'money'; amount: string; currency: Currency };

export type ReportColumn<TRow> = { label: string; cell: (row: TRow) => ReportCell };

/** The totals per currency: a count and the summed amounts, labelled. */
export type ReportTotals = { labels: string[]; lines: Array<{ currency: Currency; count: number; amounts: string[] }> };

type ReportSource<TRow> = {
  title: string;
  subtitle: string;
  fileStem: string;
  columns: ReportColumn<TRow>[];
  batches: () => AsyncGenerator<TRow[]>;
  totals: () => Promise<ReportTotals>;
};

/** What the writers see: labels and rows already turned into cells, batch by batch. */
export type ReportTable = Omit<ReportSource<unknown>, 'columns' | 'batches'> & { labels: string[]; batches: () => AsyncGenerator<ReportCell[][]> };

function tableOf<TRow>(source: ReportSource<TRow>): ReportTable {
  const { columns, batches, ...rest } = source;
  return {
    ...rest,
    labels: columns.map((column) => column.label),
    batches: async function* () {
      for await (const batch of batches()) yield batch.map((row) => columns.map((column) => column.cell(row)));
    },
  };
}

const text = (value: string): ReportCell => ({ kind: 'text', text: value });
const token = (value: string): ReportCell => ({ kind: 'text', text: value, token: true });
const date = (value: string): ReportCell => ({ kind: 'date', date: value });
const money = (amount: string, currency: Currency): ReportCell => ({ kind: 'money', amount, currency });

function operationsTable(db: Tx, filter: { from: string; to: string }, t: Translate): ReportSource<TOperationReportRow> {
  const share = (key: 'amount' | 'revenue' | 'investorShare' | 'mediatorShare' | 'specialShare' | 'companyShare') => ({
    label: t(`reports.columns.${key}`),
    cell: (row: TOperationReportRow) => money(row[key], row.currency),
  });
  return {
    title: t('reports.tabs.operations'),
    subtitle: t('reports.period', filter),
    fileStem: `operations-${filter.from}-${filter.to}`,
    columns: [
      { label: t('reports.columns.date'), cell: (row) => date(row.operationDate) },
      { label: t('reports.columns.number'), cell: (row) => token(row.number) },
      { label: t('reports.columns.client'), cell: (row) => text(row.clientName) },
      { label: t('reports.columns.mediator'), cell: (row) => text(row.mediatorName) },
      { label: t('reports.columns.currency'), cell: (row) => token(row.currency) },
      share('amount'),
      share('revenue'),
      share('investorShare'),
      share('mediatorShare'),
      share('specialShare'),
      share('companyShare'),
      { label: t('reports.columns.status'), cell: (row) => text(t(`reports.operationStatus.${row.status}`)) },
    ],
    batches: () => operationBatches(db, filter),
    totals: async () => ({
      labels: ['amount', 'revenue', 'investorShare', 'mediatorShare', 'specialShare', 'companyShare'].map((key) => t(`reports.columns.${key}`)),
      lines: (await operationsTotals(db, filter)).map((line) => ({
        currency: line.currency,
        count: line.count,
        amounts: [line.amount, line.revenue, line.investorShare, line.mediatorShare, line.specialShare, line.companyShare],
      })),
    }),
  };
}

function distributionsTable(db: Tx, filter: { from: string; to: string; type: TDistributionReportRow['type'] | null }, t: Translate): ReportSource<TDistributionReportRow> {
  return {
    title: t('reports.tabs.distributions'),
    subtitle: `${t('reports.period', { from: filter.from, to: filter.to })}${filter.type ? ` · ${t(`reports.types.${filter.type}`)}` : ''}`,
    fileStem: `distributions-${filter.from}-${filter.to}${filter.type ? `-${filter.type}` : ''}`,
    columns: [
      { label: t('reports.columns.date'), cell: (row) => date(row.profitDate) },
      { label: t('reports.columns.beneficiary'), cell: (row) => text(row.beneficiaryName) },
      { label: t('reports.columns.type'), cell: (row) => text(t(`reports.types.${row.type}`)) },
      { label: t('reports.columns.currency'), cell: (row) => token(row.currency) },
      { label: t('reports.columns.amount'), cell: (row) => money(row.amount, row.currency) },
      { label: t('reports.columns.paid'), cell: (row) => text(t(row.paid ? 'reports.paidStatus.paid' : 'reports.paidStatus.unpaid')) },
    ],
    batches: () => distributionBatches(db, filter),
    totals: async () => ({
      labels: [t('reports.columns.amount'), t('reports.paidStatus.paid'), t('reports.paidStatus.unpaid')],
      lines: (await distributionsTotals(db, filter)).map((line) => ({ currency: line.currency, count: line.count, amounts: [line.total, line.paid, line.unpaid] })),
    }),
  };
}

function balancesTable(db: Tx, filter: { date: string }, t: Translate): ReportSource<TBalanceReportRow> {
  return {
    title: t('reports.tabs.balances'),
    subtitle: t('reports.atDate', filter),
    fileStem: `balances-${filter.date}`,
    columns: [
      { label: t('reports.columns.name'), cell: (row) => text(row.name) },
      { label: t('reports.columns.currency'), cell: (row) => token(row.currency) },
      { label: t('reports.columns.subscriptionDate'), cell: (row) => date(row.subscriptionDate) },
      { label: t('reports.columns.status'), cell: (row) => text(t(`reports.subscriberStatus.${row.status === 'active' ? 'active' : 'inactive'}`)) },
      { label: t('reports.columns.balance'), cell: (row) => money(row.balance, row.currency) },
    ],
    batches: () => balanceBatches(db, filter),
    totals: async () => ({
      labels: [t('reports.columns.balance')],
      lines: (await balancesTotals(db, filter)).map((line) => ({ currency: line.currency, count: line.count, amounts: [line.total] })),
    }),
  };
}

/** The table a report's export writes, in the reader's language. */
export function reportTable(db: Tx, selection: ReportFilter, language: ExportLanguage): { table: ReportTable; t: Translate } {
  const t = translatorFor(language);
  const table =
    selection.report === 'operations'
      ? tableOf(operationsTable(db, selection.filter, t))
      : selection.report === 'distributions'
        ? tableOf(distributionsTable(db, selection.filter, t))
        : tableOf(balancesTable(db, selection.filter, t));
  return { table, t };
}
