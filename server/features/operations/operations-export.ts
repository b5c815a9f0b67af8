import { DEFAULT_OPERATION_COLUMNS, OPERATION_COLUMNS, type OperationColumn, type TExportOperationsQuery } from '../../../contract/operations';
import type { Currency } from '../../../domain';
import { numericToDecimal } from '../../../db/money-columns';
import {
  listExportedOperations,
  prepareOperationFilters,
  type ExportedOperationRecord,
  type OperationSortKeyset,
  type OperationFilters,
} from '../../../db/queries/operations';
import type { Db } from '../../../db/client';
import { AppError } from '../../app-error';
import { parseSort } from '../../../contract/list-view';
import { streamedCsv } from '../../export/streamed-csv';
import { addSheet, streamed, writeRows, xlsxWorkbook, type SheetCell, type StreamedFile } from '../../export/streamed-xlsx';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import { operationFilters } from './operations.service';
import { keysetReadAhead } from '../../export/keyset-read-ahead';

const BATCH_SIZE = 2000;

/** The columns the user is looking at, in their order; unknown names are refused, none means the default set. */
export function exportColumns(text: string | undefined): OperationColumn[] {
  if (!text) return [...DEFAULT_OPERATION_COLUMNS];
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set<string>(OPERATION_COLUMNS);
  if (names.length === 0 || names.some((name) => !known.has(name))) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'columns', issue: 'invalid_value' }] });
  }
  return [...new Set(names)] as OperationColumn[];
}

/** Amounts in the operation's own currency (the USD equivalent says USD in its format). */
const ROW_CURRENCY_AMOUNTS = new Set<OperationColumn>(['amount', 'revenue', 'investorShare', 'mediatorShare', 'specialShare', 'companyShare']);

/**
 * Six currencies share one amount column, so an export with amounts always has the Currency column,
 * just before the first amount, even when the list hides it.
 */
export function withCurrencyBesideAmounts(columns: readonly OperationColumn[]): OperationColumn[] {
  const firstAmount = columns.findIndex((column) => ROW_CURRENCY_AMOUNTS.has(column));
  if (firstAmount < 0 || columns.includes('currency')) return [...columns];
  return [...columns.slice(0, firstAmount), 'currency', ...columns.slice(firstAmount)];
}

type CellKind = 'text' | 'money' | 'decimal' | 'date';

const COLUMN_KIND: Record<OperationColumn, CellKind> = {
  number: 'text',
  date: 'date',
  sourceCountry: 'text',
  destinationCountry: 'text',
  client: 'text',
  mediator: 'text',
  amount: 'money',
  currency: 'text',
  exchangeRate: 'decimal',
  equivalentUsd: 'money',
  serviceRate: 'decimal',
  revenue: 'money',
  investorShare: 'money',
  mediatorType: 'text',
  mediatorShare: 'money',
  specialShare: 'money',
  companyShare: 'money',
  status: 'text',
};

type Cell = (row: ExportedOperationRecord) => SheetCell;

/** A translated label per code, looked up once per export rather than once per cell. */
function labelled(t: Translate, prefix: string, code: (row: ExportedOperationRecord) => string): Cell {
  const labels = new Map<string, SheetCell>();
  return (row) => {
    const key = code(row);
    let cell = labels.get(key);
    if (!cell) labels.set(key, (cell = { kind: 'text', text: t(`${prefix}.${key}`) }));
    return cell;
  };
}

/**
 * Each column's cell straight from the query's row: amounts from the column's exact text, once,
 * in the currency's digits (no round trip through minor units), rates as their decimal text.
 */
function columnCell(column: OperationColumn, t: Translate): Cell {
  const money =
    (read: (row: ExportedOperationRecord) => string, currency?: Currency): Cell =>
    (row) => {
      const shown = currency ?? (row.currency as Currency);
      return { kind: 'money', amount: numericToDecimal(read(row), shown), currency: shown };
    };
  switch (column) {
    case 'number':
    case 'currency':
      return (row) => ({ kind: 'text', text: row[column] });
    case 'client':
      return (row) => ({ kind: 'text', text: row.clientName });
    case 'mediator':
      return (row) => ({ kind: 'text', text: row.mediatorName });
    case 'date':
      return (row) => ({ kind: 'date', date: row.operationDate });
    case 'sourceCountry':
    case 'destinationCountry':
      return labelled(t, 'operations.countries', (row) => row[column]);
    case 'mediatorType':
      return labelled(t, 'operations.mediatorTypes', (row) => row.mediatorType);
    case 'status':
      return labelled(t, 'operations.status', (row) => row.status);
    case 'exchangeRate':
    case 'serviceRate':
      return (row) => ({ kind: 'decimal', value: row[column] });
    case 'equivalentUsd':
      return money((row) => row.equivalentUsd, 'USD');
    case 'amount':
    case 'revenue':
    case 'investorShare':
    case 'mediatorShare':
    case 'specialShare':
    case 'companyShare':
      return money((row) => row[column]);
  }
}

/** Every row of the filter in the list's order, batch by batch through the sort's keyset. */
async function* operationBatches(db: Db, filters: OperationFilters, sort: OperationSortKeyset, cells: Cell[]): AsyncGenerator<SheetCell[][]> {
  const prepared = await prepareOperationFilters(db, filters);
  const batches = keysetReadAhead(BATCH_SIZE, (after) => listExportedOperations(db, { ...prepared, sort: { ...sort, after }, limit: BATCH_SIZE }));
  for await (const rows of batches) yield rows.map((row) => cells.map((cell) => cell(row)));
}

export type OperationsExport = StreamedFile & { fileName: string };
export type OperationsExportFormat = 'xlsx' | 'csv';

/**
 * Streams every row the list would show (same filters, search and sort, all pages) as .xlsx or
 * .csv, in the chosen columns plus the Currency column beside amounts, headers and labels in the
 * chosen language: rows are written batch by batch, waiting for the reader, so memory stays flat.
 */
export function exportOperations(db: Db, query: TExportOperationsQuery, format: OperationsExportFormat): OperationsExport {
  const columns = withCurrencyBesideAmounts(exportColumns(query.columns));
  const { columns: _columns, lang, sort, ...filterQuery } = query;
  const filters = operationFilters(filterQuery);
  const language = lang ?? 'en';
  const t = translatorFor(language);
  const cells = columns.map((column) => columnCell(column, t));
  const labels = columns.map((column) => t(`operations.columns.${column}`));
  const batches = () => operationBatches(db, filters, parseSort(sort ?? 'date-desc'), cells);
  const file =
    format === 'csv'
      ? streamedCsv(labels, batches())
      : streamed(async (stream) => {
          const workbook = xlsxWorkbook(stream);
          const headers = columns.map((column, index) => ({ label: labels[index]!, width: COLUMN_KIND[column] === 'text' ? 22 : 16 }));
          const sheet = addSheet(workbook, { title: t('operations.title'), headers, rightToLeft: language === 'ar' });
          await writeRows(sheet, stream, batches());
          await workbook.commit();
        });
  return { ...file, fileName: `operations-${new Date().toISOString().slice(0, 10)}.${format}` };
}
