import { Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';
import { SafeCell } from './SafeCell';

/** One column: its key, its header, and what a row shows in it. */
export type TableColumn<Row> = { key: string; label: string; cell: (row: Row) => ReactNode };

export type RowAttributes = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | undefined>;

/** Rows picked for a bulk action: the rows picked, how the picking changes, each checkbox's label, which rows may be picked. */
export type RowSelection<Row> = {
  selected: readonly Row[];
  onChange: (rows: Row[]) => void;
  rowLabel: (row: Row) => string;
  /** The header checkbox's label: every row shown. */
  allLabel: string;
  selectable?: (row: Row) => boolean;
};

export type RowCardsProps<Row> = {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Test ids and data attributes of a row, the same on the table row and on the card. */
  rowAttributes?: (row: Row) => RowAttributes;
  testId?: string;
  selection?: RowSelection<Row>;
};

/**
 * A list on a phone: each row a card of "label: value" lines with its actions, so that nothing is
 * clipped and nothing scrolls sideways. Written here because the table libraries for Mantine
 * (mantine-datatable, mantine-react-table) have no stacked-card layout for narrow screens.
 */
export function RowCards<Row>({ columns, rows, rowKey, rowAttributes, testId, selection }: RowCardsProps<Row>) {
  const picked = (row: Row) => selection?.selected.some((other) => rowKey(other) === rowKey(row)) ?? false;
  const toggle = (row: Row, on: boolean) =>
    selection?.onChange(on ? [...selection.selected, row] : selection.selected.filter((other) => rowKey(other) !== rowKey(row)));
  return (
    <Stack gap="sm" data-testid={testId} data-layout="cards">
      {rows.map((row) => (
        <Card key={rowKey(row)} withBorder padding="sm" {...rowAttributes?.(row)}>
          <Stack gap={6}>
            {selection && (selection.selectable?.(row) ?? true) ? (
              <Checkbox
                checked={picked(row)}
                onChange={(event) => toggle(row, event.currentTarget.checked)}
                label={selection.rowLabel(row)}
                data-testid="select-row"
              />
            ) : null}
            {columns.map((column) => (
              <Group key={column.key} justify="space-between" gap="xs" wrap="wrap" align="center" data-column={column.key}>
                <Text size="sm" c="dimmed">
                  {column.label}
                </Text>
                <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <SafeCell cell={column.cell} row={row} />
                </div>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
