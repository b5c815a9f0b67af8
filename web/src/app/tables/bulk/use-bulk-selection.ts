import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { RowSelection } from '../RowCards';

/**
 * The rows picked for a list's bulk actions (docs/operations.md §12): the rows checked, or every
 * row the list's filter keeps. A new view (another filter, search or sort) starts with none.
 */
export function useBulkSelection<Row extends { id: string }>(query: Record<string, string | undefined>) {
  const [selected, setSelected] = useState<Row[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const viewKey = JSON.stringify(listFilter(query));
  useEffect(() => {
    setSelected([]);
    setAllMatching(false);
  }, [viewKey]);
  return {
    selected,
    allMatching,
    /** The list's filter, as the server resolves "all matching". */
    filter: listFilter(query),
    setSelected: (rows: Row[]) => {
      setSelected(rows);
      setAllMatching(false);
    },
    selectAllMatching: () => setAllMatching(true),
    clear: () => {
      setSelected([]);
      setAllMatching(false);
    },
  };
}

export type BulkSelectionState<Row extends { id: string } = { id: string }> = ReturnType<typeof useBulkSelection<Row>>;

/** The table's check boxes for a bulk selection: each row's named for the screen reader by `rowName`, the header's checks every row shown. */
export function bulkCheckboxes<Row extends { id: string }>(selection: BulkSelectionState<Row>, t: TFunction, rowName: (row: Row) => string): RowSelection<Row> {
  return {
    selected: selection.selected,
    onChange: selection.setSelected,
    rowLabel: (row) => t('bulk.selectRow', { name: rowName(row) }),
    allLabel: t('bulk.selectShown'),
  };
}

/** The list view's query without its paging and empty values: the filter a bulk action's `{ filter }` names. */
export function listFilter(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[0] !== 'limit' && entry[0] !== 'cursor' && Boolean(entry[1])),
  );
}
