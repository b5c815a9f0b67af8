import { DEFAULT_INDIVIDUAL_COLUMNS, INDIVIDUAL_COLUMNS, type IndividualColumn, type TExportIndividualsQuery } from '../../../contract/individuals';
import { parseSort } from '../../../contract/list-view';
import { insertAudit } from '../../../db/queries/audit';
import { countIndividuals, listIndividuals, type IndividualFilters, type IndividualRecord } from '../../../db/queries/individuals';
import type { Deps } from '../../deps';
import { exportColumns, keysetListExport, labelledCell, type ListExportShape, type RowCell } from '../../export/list-export';
import type { ListExport, ListExportFormat } from '../../export/list-export';
import { selectedIds } from '../../export/selected-ids';
import type { Translate } from '../../i18n/server-translations';
import type { AuditContext } from '../audit-context';
import { individualFilters } from './individuals.service';

type Cell = RowCell<IndividualRecord & { sortValue: string }>;

/** Each column's cell as the list shows it: the type and the state translated, the day added as a date. */
function columnCell(column: IndividualColumn, t: Translate): Cell {
  switch (column) {
    case 'name':
    case 'email':
    case 'phone':
    case 'nni':
    case 'nationality':
      return (row) => ({ kind: 'text', text: row[column] });
    case 'type':
      return labelledCell(t, 'individuals.types', (row) => row.type);
    case 'active':
      return labelledCell(t, 'people', (row) => (row.isActive ? 'active' : 'inactive'));
    case 'createdAt':
      return (row) => ({ kind: 'date', date: row.createdAt.toISOString().slice(0, 10) });
  }
}

const INDIVIDUALS_EXPORT: ListExportShape<IndividualColumn, IndividualRecord & { sortValue: string }> = {
  titleKey: 'individuals.title',
  fileStem: 'individuals',
  header: (column) => ({ key: `individuals.fields.${column}`, width: column === 'createdAt' ? 16 : 22 }),
  cell: columnCell,
};

/**
 * Streams every individual the list would show (same filters, search and sort, all pages), or
 * exactly the rows picked (`ids`, in the sort's order), as .xlsx or .csv in the chosen columns and
 * language (docs/operations.md §12). Names, phones, e-mails and national ids are personal data: one
 * audit row, written before the first byte, names who exported, the filter or the ids, and how
 * many rows they held.
 */
export async function exportIndividuals(deps: Deps, query: TExportIndividualsQuery, format: ListExportFormat, context: AuditContext): Promise<ListExport> {
  const columns = exportColumns(query.columns, INDIVIDUAL_COLUMNS, DEFAULT_INDIVIDUAL_COLUMNS);
  const { columns: _columns, lang, sort = 'name-asc', ids, ...filterQuery } = query;
  const picked = selectedIds(ids, filterQuery);
  const filters: IndividualFilters = picked ? { ids: picked } : individualFilters(filterQuery);
  const db = deps.database.db;
  const rows = await countIndividuals(db, filters);
  const after = picked ? { format, sort, ids: picked, rows } : { format, sort, ...filterQuery, rows };
  await db.transaction((tx) => insertAudit(tx, { ...context, action: 'individual.export', entity: 'individual', entityId: null, after }));
  const order = parseSort(sort);
  return keysetListExport(INDIVIDUALS_EXPORT, {
    format,
    language: lang,
    columns,
    read: (after, limit) => listIndividuals(db, { ...filters, sort: { ...order, after }, limit }),
  });
}
