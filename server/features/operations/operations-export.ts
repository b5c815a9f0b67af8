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
import { parseSort } from '../../../contract/list-view';
import type { SheetCell } from '../../export/streamed-xlsx';
import { exportColumns, keysetCells, labelledCell, listExportFile, type ListExport, type ListExportFormat, type RowCell } from '../../export/list-export';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import { operationFilters } from './operations.service';
import { selectedIds } from '../../export/selected-ids';

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

type Cell = RowCell<ExportedOperationRecord>;

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
      return labelledCell(t, 'operations.countries', (row) => row[column]);
    case 'mediatorType':
      return labelledCell(t, 'operations.mediatorTypes', (row) => row.mediatorType);
    case 'status':
      return labelledCell(t, 'operations.status', (row) => row.status);
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
  yield* keysetCells<ExportedOperationRecord & { sortValue: string }>(
    (after, limit) => listExportedOperations(db, { ...prepared, sort: { ...sort, after }, limit }),
    cells,
  );
}

/**
 * Streams every row the list would show (same filters, search and sort, all pages), or exactly the
 * rows picked (`ids`, in the sort's order: docs/operations.md §12), as .xlsx or .csv, in the chosen columns plus the Currency column beside amounts, headers and labels in the
 * chosen language: rows are written batch by batch, waiting for the reader, so memory stays flat.
 */
export function exportOperations(db: Db, query: TExportOperationsQuery, format: ListExportFormat): ListExport {
  const columns = withCurrencyBesideAmounts(exportColumns(query.columns, OPERATION_COLUMNS, DEFAULT_OPERATION_COLUMNS));
  const { columns: _columns, lang, sort, ids, ...filterQuery } = query;
  const picked = selectedIds(ids, filterQuery);
  const filters = picked ? { ids: picked } : operationFilters(filterQuery);
  const language = lang ?? 'en';
  const t = translatorFor(language);
  const cells = columns.map((column) => columnCell(column, t));
  const headers = columns.map((column) => ({ label: t(`operations.columns.${column}`), width: COLUMN_KIND[column] === 'text' ? 22 : 16 }));
  return listExportFile({
    format,
    language,
    title: t('operations.title'),
    fileStem: 'operations',
    headers,
    batches: () => operationBatches(db, filters, parseSort(sort ?? 'date-desc'), cells),
  });
}
