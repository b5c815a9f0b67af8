import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Day } from '../Day';

/** A plain table's header row: one cell per column's name, in order; the last `endColumns` (amounts) aligned to the end. */
export function TableHead({ labels, endColumns = 0 }: { labels: readonly string[]; endColumns?: number }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label, index) => (
          <Table.Th key={index} ta={index >= labels.length - endColumns ? 'end' : undefined}>
            {label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** A plain table's cell holding a calendar day, written as the app writes days. */
export function DayCell({ value }: { value: string | null }) {
  return (
    <Table.Td>
      <Day value={value} />
    </Table.Td>
  );
}

/**
 * A plain table that scrolls sideways under `minWidth`; with a label its frame is a named region
 * reached with the keyboard, so that a wide table can be scrolled without a mouse.
 */
export function ScrollTable({ minWidth, label, children }: { minWidth: number; label?: string; children: ReactNode }) {
  const region = label ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } } : undefined;
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={region}>
      {children}
    </Table.ScrollContainer>
  );
}
