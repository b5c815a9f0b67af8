import { Card, Group, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { HTMLAttributes, ReactNode } from 'react';

/** One column: its header, and what a row shows in it. */
export type ResponsiveColumn<Row> = { key: string; label: string; cell: (row: Row) => ReactNode };

type RowAttributes = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | undefined>;

type ResponsiveTableProps<Row> = {
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Test ids and data attributes of a row, the same on the table row and on the card. */
  rowAttributes?: (row: Row) => RowAttributes;
  /** The table's minimum width on wider screens (it scrolls inside its container below it). */
  minWidth: number;
  /** Data attributes of the table or of the card list. */
  testId?: string;
};

/**
 * A table on a wide screen; on a phone (below Mantine's `sm` breakpoint) each row becomes a card of
 * "label: value" lines with its actions, so nothing is clipped and nothing scrolls sideways. Written
 * here because the table libraries for Mantine (mantine-datatable, mantine-react-table) have no
 * stacked-card layout for narrow screens.
 */
export function ResponsiveTable<Row>({ columns, rows, rowKey, rowAttributes, minWidth, testId }: ResponsiveTableProps<Row>) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  if (phone) {
    return (
      <Stack gap="sm" data-testid={testId} data-layout="cards">
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder padding="sm" {...rowAttributes?.(row)}>
            <Stack gap={6}>
              {columns.map((column) => (
                <Group key={column.key} justify="space-between" gap="xs" wrap="wrap" align="center">
                  <Text size="sm" c="dimmed">
                    {column.label}
                  </Text>
                  <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{column.cell(row)}</div>
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped data-testid={testId} data-layout="table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
