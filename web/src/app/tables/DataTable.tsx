import 'mantine-datatable/styles.layer.css';
import { Button, Group, Stack, Text, useMantineTheme, type CheckboxProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLayoutEffect, useRef } from 'react';
import { DataTable as MantineDataTable, type DataTableColumn, type DataTableProps as MantineDataTableProps } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { parseSort, type SortValue } from '../../../../contract/list-view';
import { translateError } from '../../api/translate-error';
import { markSortedHeaders } from './aria-sort';
import { RowCards, type RowCardsProps, type RowSelection, type TableColumn } from './RowCards';
import { SafeCell } from './SafeCell';
import { SortSelect } from './SortSelect';

/** A column of the one table: sortable on the server when the list's API sorts by its key. */
export type DataColumn<Row> = TableColumn<Row> & { sortable?: boolean; align?: 'left' | 'center' | 'right' };

/** What the table reads of a list's query: its states, and its pages when the server pages it. */
export type ListState = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** The previous view's rows shown while the new view's come (a changed filter or sort). */
  isPlaceholderData?: boolean;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
};

/** The rows and their test ids as the phone's cards take them, with the table's own columns, states and sort. */
type DataTableProps<Row> = Omit<RowCardsProps<Row>, 'columns'> & {
  columns: readonly DataColumn<Row>[];
  /** The loading, failure and paging states; a list already in hand passes none. */
  state?: ListState;
  /** The server-side sort, `<column>-asc|desc`, and how to change it (the list view keeps it in the URL). */
  sort?: { value: string; onChange: (value: string) => void };
  emptyText: string;
  /** Under this width the table scrolls inside its frame (and its header stays in view). */
  minWidth?: number;
  /** A checkbox per row for the list's bulk actions (docs/operations.md §12), and one for every row shown. */
  selection?: RowSelection<Row>;
};

const IDLE: ListState = { isPending: false, isError: false, error: null };

/**
 * The one table of every list (docs/architecture.md §8): mantine-datatable on a wide screen, with
 * server-side sorting from the headers, a loader while the rows come, the empty and error states
 * and a header that stays in view; on a phone (below Mantine's `sm`) one card per row and the sort
 * chosen from a menu. Under it, how many rows are shown and "load more" while the server has more.
 */
export function DataTable<Row>({ columns, rows, rowKey, rowAttributes, state = IDLE, sort, emptyText, testId, minWidth, selection }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const table = useRef<HTMLTableElement | null>(null);
  const sortable = columns.filter((column) => column.sortable);
  // A list without a sort has no sortable column, so the table never shows this status.
  const parsed = sort ? parseSort(sort.value as SortValue<string>) : { column: '', direction: 'asc' as const };
  // After every render: the table re-renders its header cells with its own attributes.
  useLayoutEffect(() =>
    markSortedHeaders(
      table.current,
      sortable.map((column) => column.key),
      parsed,
    ),
  );
  if (state.isError) {
    return (
      <Text c="red" role="alert">
        {translateError(t, state.error)}
      </Text>
    );
  }
  const sortStatus = { columnAccessor: parsed.column, direction: parsed.direction };
  // A background refresh (a poll, a refocus) keeps the rows as they are; a new view shows the loader.
  const loading = state.isPending || Boolean(state.isPlaceholderData);
  const mapped: DataTableColumn<Row>[] = columns.map((column) => ({
    accessor: column.key,
    title: column.label,
    sortable: column.sortable,
    textAlign: column.align,
    render: (row) => <SafeCell cell={column.cell} row={row} />,
  }));
  return (
    <Stack gap="sm">
      {phone && sort && sortable.length > 0 ? <SortSelect columns={sortable} value={sort.value} onChange={sort.onChange} /> : null}
      {phone ? (
        rows.length === 0 ? (
          <Text c="dimmed" py="md" ta="center">
            {loading ? t('tables.loading') : emptyText}
          </Text>
        ) : (
          <RowCards columns={columns} rows={rows} rowKey={rowKey} rowAttributes={rowAttributes} testId={testId} selection={selection} />
        )
      ) : (
        <MantineDataTable<Row>
          columns={mapped}
          records={rows as Row[]}
          idAccessor={(row) => rowKey(row)}
          customRowAttributes={rowAttributes ? (row) => ({ ...rowAttributes(row) }) : undefined}
          {...selectionProps(selection, rows)}
          sortStatus={sortStatus}
          tableRef={(element) => {
            table.current = element;
          }}
          onSortStatusChange={(next) => sort?.onChange(`${String(next.columnAccessor)}-${next.direction}`)}
          fetching={loading}
          noRecordsText={emptyText}
          minHeight={rows.length === 0 ? 160 : undefined}
          maxHeight="75vh"
          striped
          highlightOnHover
          withTableBorder
          borderRadius="sm"
          verticalSpacing="sm"
          scrollAreaProps={{ type: 'auto', offsetScrollbars: 'x' }}
          styles={minWidth ? { table: { minWidth } } : undefined}
          data-testid={testId}
          data-layout="table"
        />
      )}
      <ListFooter count={rows.length} state={state} />
    </Stack>
  );
}

/**
 * mantine-datatable's checkbox column, when the list has bulk actions: the rows picked among those
 * shown, each checkbox named for its row. Its props come all together or not at all (the library's
 * union type), hence one object spread whole.
 */
function selectionProps<Row>(selection: RowSelection<Row> | undefined, rows: readonly Row[]): object {
  if (!selection) return {};
  return {
    selectedRecords: selection.selected.filter((row) => rows.includes(row)),
    onSelectedRecordsChange: (next: Row[]) => selection.onChange(next),
    isRecordSelectable: selection.selectable,
    getRecordSelectionCheckboxProps: (row: Row) => ({ 'aria-label': selection.rowLabel(row), 'data-testid': 'select-row' }) as CheckboxProps,
    allRecordsSelectionCheckboxProps: { 'aria-label': selection.allLabel, 'data-testid': 'select-shown' } as CheckboxProps,
  } satisfies Partial<MantineDataTableProps<Row>>;
}

function ListFooter({ count, state }: { count: number; state: ListState }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" data-testid="rows-shown">
        {t('tables.shown', { count })}
        {state.hasNextPage ? ` · ${t('tables.moreAvailable')}` : ''}
      </Text>
      {state.hasNextPage && state.fetchNextPage ? (
        <Button variant="default" onClick={() => void state.fetchNextPage?.()} loading={state.isFetchingNextPage} data-testid="load-more">
          {t('tables.loadMore')}
        </Button>
      ) : null}
    </Group>
  );
}
