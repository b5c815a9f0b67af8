import { PROFIT_REQUEST_COLUMNS, type ProfitRequestColumn, type TExportProfitRequestsQuery } from '../../../contract/profit-requests';
import { parseSort } from '../../../contract/list-view';
import { numericToDecimal } from '../../../db/money-columns';
import { listPendingRequests, type ProfitRequestRecord } from '../../../db/queries/profit-requests';
import { parseCurrency } from '../../../domain';
import type { Deps } from '../../deps';
import { exportColumns, keysetListExport, labelledCell, type ListExportShape, type RowCell } from '../../export/list-export';
import type { ListExport, ListExportFormat } from '../../export/list-export';
import { selectedIds } from '../../export/selected-ids';
import type { Translate } from '../../i18n/server-translations';

type Cell = RowCell<ProfitRequestRecord & { sortValue: string }>;
/** What the export writes: the list's columns and, beside the amount, its currency (requests in several currencies share the column). */
type ExportedColumn = ProfitRequestColumn | 'currency';

/** The amount always comes with its currency, just after it. */
function withCurrency(columns: readonly ProfitRequestColumn[]): ExportedColumn[] {
  return columns.flatMap((column): ExportedColumn[] => (column === 'amount' ? ['amount', 'currency'] : [column]));
}

/** Each column's cell: the amount as its exact decimal in the currency's digits, the type translated, days as dates. */
function columnCell(column: ExportedColumn, t: Translate): Cell {
  switch (column) {
    case 'member':
      return (row) => ({ kind: 'text', text: row.memberName });
    case 'note':
    case 'currency':
      return (row) => ({ kind: 'text', text: row[column] });
    case 'profitDate':
      return (row) => ({ kind: 'date', date: row.profitDate });
    case 'requestedAt':
      return (row) => ({ kind: 'date', date: row.requestedAt.slice(0, 10) });
    case 'amount':
      return (row) => {
        const currency = parseCurrency(row.currency);
        return { kind: 'money', amount: numericToDecimal(row.amount, currency), currency };
      };
    case 'type':
      return labelledCell(t, 'reports.types', (row) => row.type);
  }
}

const HEADER_KEYS: Record<ExportedColumn, string> = {
  member: 'addProfit.member',
  profitDate: 'addProfit.profitDate',
  amount: 'addProfit.amount',
  currency: 'addProfit.currency',
  type: 'addProfit.type',
  note: 'addProfit.note',
  requestedAt: 'addProfit.requestedOn',
};

const PROFIT_REQUESTS_EXPORT: ListExportShape<ExportedColumn, ProfitRequestRecord & { sortValue: string }> = {
  titleKey: 'addProfit.title',
  fileStem: 'profit-requests',
  header: (column) => ({ key: HEADER_KEYS[column], width: column === 'member' || column === 'note' ? 22 : 16 }),
  cell: columnCell,
};

/**
 * Streams every pending request the list would show (its sort, all pages), or exactly the rows
 * picked (`ids`, in the sort's order), as .xlsx or .csv in the chosen columns and language
 * (docs/operations.md §12).
 */
export function exportProfitRequests(deps: Deps, query: TExportProfitRequestsQuery, format: ListExportFormat): ListExport {
  const columns = withCurrency(exportColumns(query.columns, PROFIT_REQUEST_COLUMNS, PROFIT_REQUEST_COLUMNS));
  const { columns: _columns, lang, sort = 'requestedAt-asc', ids, ...filterQuery } = query;
  const picked = selectedIds(ids, filterQuery);
  const order = parseSort(sort);
  return keysetListExport(PROFIT_REQUESTS_EXPORT, {
    format,
    language: lang,
    columns,
    read: (after, limit) => listPendingRequests(deps.database.db, { sort: { ...order, after }, limit, ids: picked }),
  });
}
