import { DataTable, type DataColumn, type ListState } from './DataTable';
import type { RowAttributes, RowSelection } from './RowCards';

/** What a list states of its table once: its test id, what a row carries, and the width under which it scrolls. */
export type TableFrame<Row> = {
  testId: string;
  minWidth: number;
  /** The row's test id and data attributes, the same on the table row and on the phone's card. */
  rowAttributes: (row: Row) => RowAttributes;
} & RowKey<Row>;

/** A row's key: its id, unless the list's rows have none and it names another. */
type RowKey<Row> = Row extends { id: string } ? { rowKey?: (row: Row) => string } : { rowKey: (row: Row) => string };

type ListTableProps<Row> = {
  frame: TableFrame<Row>;
  /** The list's query and its rows, as every `use…` list hook returns them (usePagedList). */
  data: { list: ListState; rows: readonly Row[] };
  /** The list view whose sort the headers change (useListView). */
  view: { tableSort: { value: string; onChange: (value: string) => void } };
  columns: readonly DataColumn<Row>[];
  emptyText: string;
  /** The rows picked for the list's bulk actions (BulkActions), when the list has them. */
  selection?: RowSelection<Row>;
};

// A frame without a key is one whose rows have an id (RowKey).
const byId = (row: unknown) => (row as { id: string }).id;

/** The table of a list kept in the URL: its rows, states and sort wired once, so a page states only what differs. */
export function ListTable<Row>({ frame, data, view, columns, emptyText, selection }: ListTableProps<Row>) {
  return (
    <DataTable
      columns={columns}
      rows={data.rows}
      rowKey={frame.rowKey ?? byId}
      rowAttributes={frame.rowAttributes}
      state={data.list}
      sort={view.tableSort}
      emptyText={emptyText}
      testId={frame.testId}
      minWidth={frame.minWidth}
      selection={selection}
    />
  );
}
