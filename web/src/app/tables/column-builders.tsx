import { Badge, Text, type TextProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Currency } from '../../../../domain';
import { Money } from '../Money';
import type { DataColumn } from './DataTable';
import { RowActions } from './RowAction';

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

/** A number or a code (a sale number, a quantity, a percentage) kept left to right within the row's text, in Arabic too; sortable. */
export function ltrColumn<Row>(
  key: string,
  label: string,
  text: (row: Row) => ReactNode,
  { align, testId }: { align?: 'right'; testId?: string } = {},
): DataColumn<Row> {
  return {
    key,
    label,
    sortable: true,
    align,
    cell: (row) => (
      <Text span inherit dir="ltr" data-testid={testId}>
        {text(row)}
      </Text>
    ),
  };
}

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

/** When the row was made, as the list shows dates; sortable. */
export const createdAtColumn = <Row extends { createdAt: string }>(label: string, date: (createdAt: string) => ReactNode): DataColumn<Row> => ({
  key: 'createdAt',
  label,
  sortable: true,
  cell: (row) => date(row.createdAt),
});

/** A row's action buttons, side by side in the list's last column. */
export const actionsColumn = <Row,>(label: string, actions: (row: Row) => ReactNode): DataColumn<Row> => ({
  key: 'actions',
  label,
  cell: (row) => <RowActions>{actions(row)}</RowActions>,
});

/** An amount in its currency, at the end of the line; sortable when the list's API sorts by it. */
export function moneyColumn<Row>(
  key: string,
  label: string,
  money: (row: Row) => { amount: string; currency: Currency },
  { sortable }: { sortable?: boolean } = {},
): DataColumn<Row> {
  return { key, label, sortable, align: 'right', cell: (row) => <Money {...money(row)} /> };
}
