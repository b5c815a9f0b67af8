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
import { cellColumns, type SheetColumn } from '../../export/sheet-columns';
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

/**
 * A report's column: its key and label, and how the writers read it from a row (the writers'
 * SheetColumn, server/export/sheet-columns.ts, no cell object per value); a `token` text (a
 * reference, a currency code) is laid out unbroken in a PDF.
 */
export type ReportColumn<TRow, Column extends string> = { key: Column; label: string; token?: true } & Exclude<SheetColumn<TRow>, { kind: 'cell' }>;

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

/** What writes a table's rows: the columns that read them, and the rows batch by batch, of whatever type the report reads. */
export type RowsWriter<Result> = <TRow>(columns: ReadonlyArray<SheetColumn<TRow>>, batches: AsyncIterable<readonly TRow[]>) => Result;

/**
 * What the writers see: labels and rows turned into cells, batch by batch (what a PDF lays out).
 * A report read from the database also hands its rows as they are read, with the columns that
 * read them (`rows`), so that Excel and CSV write 100,000 rows without a cell object per value.
 */
export type ReportTable = Omit<ReportSource<unknown, string>, 'columns' | 'batches'> & {
  labels: string[];
  batches: () => AsyncGenerator<ReportCell[][]>;
  rows?: <Result>(write: RowsWriter<Result>) => Result;
};

/** The table's rows for the Excel and CSV writers: read as they come where the table hands them so, else its cells. */
export function tableRows<Result>(table: ReportTable, write: RowsWriter<Result>): Result {
  return table.rows ? table.rows(write) : write(cellColumns(table.labels.length), table.batches());
}

/** A column's cell, for the PDF (a thousand rows at most). */
function cellReader<TRow>(column: ReportColumn<TRow, string>): (row: TRow) => ReportCell {
  switch (column.kind) {
    case 'text':
      return column.token ? (row) => ({ kind: 'text', text: column.text(row), token: true }) : (row) => ({ kind: 'text', text: column.text(row) });
    case 'date':
      return (row) => ({ kind: 'date', date: column.date(row) });
    case 'money':
      return (row) => ({ kind: 'money', amount: column.amount(row), currency: column.currency(row) });
  }
}

/** Exactly the view on screen (docs/architecture.md §8): its columns in its order, its rows in its sort. */
function tableOf<TRow, Column extends string>(source: ReportSource<TRow, Column>, view: ReportView): ReportTable {
  const { columns: all, batches, ...rest } = source;
  const columns = view.columns.map((key) => all.find((column) => column.key === key)).filter((column) => column !== undefined);
  const sort = parseSort(view.sort as SortValue<Column>);
  const cells = columns.map(cellReader);
  return {
    ...rest,
    labels: columns.map((column) => column.label),
    batches: async function* () {
      for await (const batch of batches(sort)) yield batch.map((row) => cells.map((cell) => cell(row)));
    },
    rows: (write) => write(columns, batches(sort)),
  };
}

type Row<TRow> = (row: TRow) => string;

/** A text column (`token`: laid out unbroken in a PDF). */
const text = <TRow>(value: Row<TRow>, about: { token?: true } = {}) => ({ kind: 'text' as const, text: value, ...about });
const date = <TRow>(value: Row<TRow>) => ({ kind: 'date' as const, date: value });
const money = <TRow>(amount: Row<TRow>, currency: (row: TRow) => Currency) => ({ kind: 'money' as const, amount, currency });

/**
 * A translation made once per value: a column of 100,000 rows holds a handful of statuses or
 * types, each translated once.
 */
function translatedOnce<Value extends string>(translate: (value: Value) => string): (value: Value) => string {
  const made = new Map<Value, string>();
  return (value) => {
    let translated = made.get(value);
    if (translated === undefined) {
      translated = translate(value);
      made.set(value, translated);
    }
    return translated;
  };
}

function operationsTable(db: Tx, filter: { from: string; to: string }, t: Translate): ReportSource<TOperationReportRow, OperationReportColumn> {
  const share = (key: (typeof OPERATION_AMOUNT_COLUMNS)[number]) => ({
    key,
    label: t(`reports.columns.${key}`),
    ...money<TOperationReportRow>(
      (row) => row[key],
      (row) => row.currency,
    ),
  });
  const statusText = translatedOnce<TOperationReportRow['status']>((status) => t(`reports.operationStatus.${status}`));
  return {
    title: t('reports.tabs.operations'),
    subtitle: t('reports.period', filter),
    fileStem: `operations-${filter.from}-${filter.to}`,
    columns: [
      { key: 'date', label: t('reports.columns.date'), ...date((row) => row.operationDate) },
      { key: 'number', label: t('reports.columns.number'), ...text((row) => row.number, { token: true }) },
      { key: 'client', label: t('reports.columns.client'), ...text((row) => row.clientName) },
      { key: 'mediator', label: t('reports.columns.mediator'), ...text((row) => row.mediatorName) },
      { key: 'currency', label: t('reports.columns.currency'), ...text((row) => row.currency, { token: true }) },
      ...OPERATION_AMOUNT_COLUMNS.map(share),
      { key: 'status', label: t('reports.columns.status'), ...text((row) => statusText(row.status)) },
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
  const typeText = translatedOnce<TDistributionReportRow['type']>((type) => t(`reports.types.${type}`));
  const paidText = translatedOnce<'paid' | 'unpaid'>((paid) => t(`reports.paidStatus.${paid}`));
  return {
    title: t('reports.tabs.distributions'),
    subtitle: `${t('reports.period', { from: filter.from, to: filter.to })}${filter.type ? ` · ${t(`reports.types.${filter.type}`)}` : ''}`,
    fileStem: `distributions-${filter.from}-${filter.to}${filter.type ? `-${filter.type}` : ''}`,
    columns: [
      { key: 'date', label: t('reports.columns.date'), ...date((row) => row.profitDate) },
      { key: 'beneficiary', label: t('reports.columns.beneficiary'), ...text((row) => row.beneficiaryName) },
      { key: 'type', label: t('reports.columns.type'), ...text((row) => typeText(row.type)) },
      { key: 'currency', label: t('reports.columns.currency'), ...text((row) => row.currency, { token: true }) },
      {
        key: 'amount',
        label: t('reports.columns.amount'),
        ...money(
          (row) => row.amount,
          (row) => row.currency,
        ),
      },
      { key: 'paid', label: t('reports.columns.paid'), ...text((row) => paidText(row.paid ? 'paid' : 'unpaid')) },
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
  const statusText = translatedOnce<'active' | 'inactive'>((status) => t(`reports.subscriberStatus.${status}`));
  return {
    title: t('reports.tabs.balances'),
    subtitle: t('reports.atDate', filter),
    fileStem: `balances-${filter.date}`,
    columns: [
      { key: 'name', label: t('reports.columns.name'), ...text((row) => row.name) },
      { key: 'currency', label: t('reports.columns.currency'), ...text((row) => row.currency, { token: true }) },
      { key: 'subscriptionDate', label: t('reports.columns.subscriptionDate'), ...date((row) => row.subscriptionDate) },
      {
        key: 'status',
        label: t('reports.columns.status'),
        ...text((row) => statusText(row.status === 'active' ? 'active' : 'inactive')),
      },
      {
        key: 'balance',
        label: t('reports.columns.balance'),
        ...money(
          (row) => row.balance,
          (row) => row.currency,
        ),
      },
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
