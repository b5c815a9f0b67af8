import type { ExportLanguage } from '../../../contract/operations';
import { parseSort, type SortValue } from '../../../contract/list-view';
import {
  OPERATION_AMOUNT_COLUMNS,
  type BalanceReportColumn,
  type DistributionReportColumn,
  type OperationReportColumn,
  type TBalanceReportRow,
  type TDistributionReportRow,
  type TOperationReportRow,
} from '../../../contract/reports';
import type { Currency } from '../../../domain';
import type { Tx } from '../../../db/client';
import type { KeysetSort } from '../../../db/queries/sorted-keyset';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import type { ReportSelection, ReportView } from './report-filters';
import { balanceBatches, balancesTotals, distributionBatches, distributionsTotals, operationBatches, operationsTotals } from './report-sources';

/**
 * A cell as every format needs it: text, a calendar date, or an exact amount with its currency.
 * A text marked `token` (a reference, a currency code) is laid out like a date in a PDF: unbroken.
 */
export type ReportCell =
  { kind: 'text'; text: string; token?: boolean } | { kind: 'date'; date: string } | { kind: 'money'; amount: string; currency: Currency };

export type ReportColumn<TRow, Column extends string> = { key: Column; label: string; cell: (row: TRow) => ReportCell };

/** The totals per currency: a count and the summed amounts, labelled. */
export type ReportTotals = { labels: string[]; lines: Array<{ currency: Currency; count: number; amounts: string[] }> };

type ReportSource<TRow, Column extends string> = {
  title: string;
  subtitle: string;
  fileStem: string;
  columns: ReportColumn<TRow, Column>[];
  batches: (sort: KeysetSort<Column>) => AsyncGenerator<TRow[]>;
  totals: () => Promise<ReportTotals>;
};

/** What the writers see: labels and rows already turned into cells, batch by batch. */
export type ReportTable = Omit<ReportSource<unknown, string>, 'columns' | 'batches'> & { labels: string[]; batches: () => AsyncGenerator<ReportCell[][]> };

/** Exactly the view on screen (docs/architecture.md §8): its columns in its order, its rows in its sort. */
function tableOf<TRow, Column extends string>(source: ReportSource<TRow, Column>, view: ReportView): ReportTable {
  const { columns: all, batches, ...rest } = source;
  const columns = view.columns.map((key) => all.find((column) => column.key === key)).filter((column) => column !== undefined);
  const sort = parseSort(view.sort as SortValue<Column>);
  return {
    ...rest,
    labels: columns.map((column) => column.label),
    batches: async function* () {
      // Plain loops over 100,000 rows of a dozen cells (issue 31).
      for await (const batch of batches(sort)) {
        const rows: ReportCell[][] = new Array<ReportCell[]>(batch.length);
        for (let index = 0; index < batch.length; index += 1) {
          const row = batch[index]!;
          const cells: ReportCell[] = new Array<ReportCell>(columns.length);
          for (let column = 0; column < columns.length; column += 1) cells[column] = columns[column]!.cell(row);
          rows[index] = cells;
        }
        yield rows;
      }
    },
  };
}

const text = (value: string): ReportCell => ({ kind: 'text', text: value });
const token = (value: string): ReportCell => ({ kind: 'text', text: value, token: true });
const date = (value: string): ReportCell => ({ kind: 'date', date: value });
const money = (amount: string, currency: Currency): ReportCell => ({ kind: 'money', amount, currency });

/**
 * A cell made once per value and shared by every row that holds it: a column of 100,000 rows holds
 * a handful of statuses or currencies, each translated once (the writers never change a cell).
 */
function sharedCells<Value extends string>(make: (value: Value) => ReportCell): (value: Value) => ReportCell {
  const made = new Map<Value, ReportCell>();
  return (value) => {
    let cell = made.get(value);
    if (cell === undefined) {
      cell = make(value);
      made.set(value, cell);
    }
    return cell;
  };
}

function operationsTable(db: Tx, filter: { from: string; to: string }, t: Translate): ReportSource<TOperationReportRow, OperationReportColumn> {
  const share = (key: (typeof OPERATION_AMOUNT_COLUMNS)[number]) => ({
    key,
    label: t(`reports.columns.${key}`),
    cell: (row: TOperationReportRow) => money(row[key], row.currency),
  });
  const currencyCell = sharedCells<Currency>(token);
  const statusCell = sharedCells<TOperationReportRow['status']>((status) => text(t(`reports.operationStatus.${status}`)));
  return {
    title: t('reports.tabs.operations'),
    subtitle: t('reports.period', filter),
    fileStem: `operations-${filter.from}-${filter.to}`,
    columns: [
      { key: 'date', label: t('reports.columns.date'), cell: (row) => date(row.operationDate) },
      { key: 'number', label: t('reports.columns.number'), cell: (row) => token(row.number) },
      { key: 'client', label: t('reports.columns.client'), cell: (row) => text(row.clientName) },
      { key: 'mediator', label: t('reports.columns.mediator'), cell: (row) => text(row.mediatorName) },
      { key: 'currency', label: t('reports.columns.currency'), cell: (row) => currencyCell(row.currency) },
      ...OPERATION_AMOUNT_COLUMNS.map(share),
      { key: 'status', label: t('reports.columns.status'), cell: (row) => statusCell(row.status) },
    ],
    batches: (sort) => operationBatches(db, filter, sort),
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

function distributionsTable(
  db: Tx,
  filter: { from: string; to: string; type: TDistributionReportRow['type'] | null },
  t: Translate,
): ReportSource<TDistributionReportRow, DistributionReportColumn> {
  const typeCell = sharedCells<TDistributionReportRow['type']>((type) => text(t(`reports.types.${type}`)));
  const paidCell = sharedCells<'paid' | 'unpaid'>((paid) => text(t(`reports.paidStatus.${paid}`)));
  return {
    title: t('reports.tabs.distributions'),
    subtitle: `${t('reports.period', { from: filter.from, to: filter.to })}${filter.type ? ` · ${t(`reports.types.${filter.type}`)}` : ''}`,
    fileStem: `distributions-${filter.from}-${filter.to}${filter.type ? `-${filter.type}` : ''}`,
    columns: [
      { key: 'date', label: t('reports.columns.date'), cell: (row) => date(row.profitDate) },
      { key: 'beneficiary', label: t('reports.columns.beneficiary'), cell: (row) => text(row.beneficiaryName) },
      { key: 'type', label: t('reports.columns.type'), cell: (row) => typeCell(row.type) },
      { key: 'currency', label: t('reports.columns.currency'), cell: (row) => token(row.currency) },
      { key: 'amount', label: t('reports.columns.amount'), cell: (row) => money(row.amount, row.currency) },
      { key: 'paid', label: t('reports.columns.paid'), cell: (row) => paidCell(row.paid ? 'paid' : 'unpaid') },
    ],
    batches: (sort) => distributionBatches(db, filter, sort),
    totals: async () => ({
      labels: [t('reports.columns.amount'), t('reports.paidStatus.paid'), t('reports.paidStatus.unpaid')],
      lines: (await distributionsTotals(db, filter)).map((line) => ({
        currency: line.currency,
        count: line.count,
        amounts: [line.total, line.paid, line.unpaid],
      })),
    }),
  };
}

function balancesTable(db: Tx, filter: { date: string }, t: Translate): ReportSource<TBalanceReportRow, BalanceReportColumn> {
  return {
    title: t('reports.tabs.balances'),
    subtitle: t('reports.atDate', filter),
    fileStem: `balances-${filter.date}`,
    columns: [
      { key: 'name', label: t('reports.columns.name'), cell: (row) => text(row.name) },
      { key: 'currency', label: t('reports.columns.currency'), cell: (row) => token(row.currency) },
      { key: 'subscriptionDate', label: t('reports.columns.subscriptionDate'), cell: (row) => date(row.subscriptionDate) },
      {
        key: 'status',
        label: t('reports.columns.status'),
        cell: (row) => text(t(`reports.subscriberStatus.${row.status === 'active' ? 'active' : 'inactive'}`)),
      },
      { key: 'balance', label: t('reports.columns.balance'), cell: (row) => money(row.balance, row.currency) },
    ],
    batches: (sort) => balanceBatches(db, filter, sort),
    totals: async () => ({
      labels: [t('reports.columns.balance')],
      lines: (await balancesTotals(db, filter)).map((line) => ({ currency: line.currency, count: line.count, amounts: [line.total] })),
    }),
  };
}

/** The table a report's export writes, in the reader's language. */
export function reportTable(db: Tx, selection: ReportSelection, language: ExportLanguage): { table: ReportTable; t: Translate } {
  const t = translatorFor(language);
  const table =
    selection.report === 'operations'
      ? tableOf(operationsTable(db, selection.filter, t), selection.view)
      : selection.report === 'distributions'
        ? tableOf(distributionsTable(db, selection.filter, t), selection.view)
        : tableOf(balancesTable(db, selection.filter, t), selection.view);
  return { table, t };
}
