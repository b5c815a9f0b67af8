import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataColumn } from './DataTable';

/** A person's name, in the list's first column. */
export function nameColumn<Row extends { name: string }>(label: string): DataColumn<Row> {
  return {
    key: 'name',
    label,
    sortable: true,
    cell: (row) => (
      <Text size="sm" fw={500}>
        {row.name}
      </Text>
    ),
  };
}

/** An e-mail address, always left to right (in Arabic too). */
export function emailColumn<Row extends { email: string }>(label: string): DataColumn<Row> {
  return {
    key: 'email',
    label,
    sortable: true,
    cell: (row) => (
      <Text span size="sm" dir="ltr">
        {row.email}
      </Text>
    ),
  };
}

/** A phone number, left to right and on one line; a dash where a person has none. */
export function phoneColumn<Row extends { phone: string | null }>(label: string, sortable: boolean): DataColumn<Row> {
  return {
    key: 'phone',
    label,
    sortable,
    cell: (row) => (
      <Text span size="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {row.phone ?? '—'}
      </Text>
    ),
  };
}

/** Whether a person (or an allocation) is active, as a badge; the test id names the list's badge. */
export function activeColumn<Row>(
  t: TFunction,
  { key, label, isActive, testId }: { key: string; label: string; isActive: (row: Row) => boolean; testId?: string },
): DataColumn<Row> {
  return {
    key,
    label,
    sortable: true,
    cell: (row) => (
      <Badge color={isActive(row) ? 'teal' : 'gray'} variant="light" data-testid={testId}>
        {t(isActive(row) ? 'people.active' : 'people.inactive')}
      </Badge>
    ),
  };
}
