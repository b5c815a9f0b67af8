import { Badge, Text, type TextProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { DataColumn } from './DataTable';

function textColumn<Row>(key: string, label: string, sortable: boolean, text: (row: Row) => ReactNode, look: TextProps & { dir?: 'ltr' }): DataColumn<Row> {
  return {
    key,
    label,
    sortable,
    cell: (row) => (
      <Text size="sm" {...look}>
        {text(row)}
      </Text>
    ),
  };
}

/** A person's name, in the list's first column. */
export const nameColumn = <Row extends { name: string }>(label: string) => textColumn<Row>('name', label, true, (row) => row.name, { fw: 500 });

/** An e-mail address, always left to right (in Arabic too). */
export const emailColumn = <Row extends { email: string }>(label: string) =>
  textColumn<Row>('email', label, true, (row) => row.email, { span: true, dir: 'ltr' });

/** A phone number, left to right and on one line; a dash where a person has none. */
export const phoneColumn = <Row extends { phone: string | null }>(label: string, sortable: boolean) =>
  textColumn<Row>('phone', label, sortable, (row) => row.phone ?? '—', { span: true, dir: 'ltr', style: { whiteSpace: 'nowrap' } });

type BadgeLook = { color: string; text: string };

/**
 * A row's status (or type) as a coloured badge; sortable unless the list's API does not sort by it.
 * The test id names the list's badge.
 */
export function badgeColumn<Row>(
  key: string,
  label: string,
  badge: (row: Row) => BadgeLook,
  { testId, sortable = true }: { testId?: string; sortable?: boolean } = {},
): DataColumn<Row> {
  return {
    key,
    label,
    sortable,
    cell: (row) => (
      <Badge color={badge(row).color} variant="light" data-testid={testId}>
        {badge(row).text}
      </Badge>
    ),
  };
}

/** Whether a person (or an allocation) is active. */
export function activeColumn<Row>(t: TFunction, key: string, label: string, isActive: (row: Row) => boolean, testId?: string): DataColumn<Row> {
  const badge = (row: Row) => (isActive(row) ? { color: 'teal', text: t('people.active') } : { color: 'gray', text: t('people.inactive') });
  return badgeColumn(key, label, badge, { testId });
}
