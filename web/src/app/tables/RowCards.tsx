import { Card, Group, Stack, Text } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';
import { SafeCell } from './SafeCell';

/** One column: its key, its header, and what a row shows in it. */
export type TableColumn<Row> = { key: string; label: string; cell: (row: Row) => ReactNode };

export type RowAttributes = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | undefined>;

export type RowCardsProps<Row> = {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Test ids and data attributes of a row, the same on the table row and on the card. */
  rowAttributes?: (row: Row) => RowAttributes;
  testId?: string;
};

/**
 * A list on a phone: each row a card of "label: value" lines with its actions, so that nothing is
 * clipped and nothing scrolls sideways. Written here because the table libraries for Mantine
 * (mantine-datatable, mantine-react-table) have no stacked-card layout for narrow screens.
 */
export function RowCards<Row>({ columns, rows, rowKey, rowAttributes, testId }: RowCardsProps<Row>) {
  return (
    <Stack gap="sm" data-testid={testId} data-layout="cards">
      {rows.map((row) => (
        <Card key={rowKey(row)} withBorder padding="sm" {...rowAttributes?.(row)}>
          <Stack gap={6}>
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
