import { Badge, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { LedgerStatus, TLedgerRow } from '../../../../contract/ledger';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import { badgeColumn } from '../../app/tables/column-builders';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';
import { LedgerRowMenu } from './LedgerRowMenu';

const STATUS_COLORS: Record<LedgerStatus, string> = { pending: 'yellow', completed: 'teal', cancelled: 'gray' };

/** The ledger history's columns; the sortable ones are those the API sorts by (contract/ledger.ts). */
export function ledgerColumns(t: TFunction, isClosed: (row: TLedgerRow) => boolean): DataColumn<TLedgerRow>[] {
  const status = (row: TLedgerRow) => ({ color: STATUS_COLORS[row.status], text: t(`capital.statuses.${row.status}`) });
  return [
    {
      key: 'date',
      label: t('capital.fields.date'),
      sortable: true,
      cell: (row) => (
        <>
          <Text span size="sm">
            <Day value={row.transactionDate} />
          </Text>
          {isClosed(row) ? (
            <Badge ms={6} size="xs" color="red" variant="light" leftSection={<IconLock size={10} />} data-testid="ledger-closed-badge">
              {t('periods.closedBadge')}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'subscriber', label: t('capital.fields.subscriber'), sortable: true, cell: (row) => row.subscriberName },
    {
      key: 'type',
      label: t('capital.fields.type'),
      sortable: true,
      cell: (row) => (
        <>
          {t(`capital.types.${row.type}`)}
          {row.creditType ? (
            <Text span size="xs" c="dimmed">
              {' '}
              · {t(`capital.creditTypes.${row.creditType}`)}
            </Text>
          ) : null}
          {row.reversesId ? (
            <Badge ms={6} size="xs" variant="outline">
              {t('capital.reversal', { id: row.reversesId })}
            </Badge>
          ) : null}
          {row.reversedById ? (
            <Badge ms={6} size="xs" variant="outline" color="gray">
              {t('capital.reversed')}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'amount', label: t('capital.fields.amount'), sortable: true, cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    {
      key: 'currency',
      label: t('capital.fields.currency'),
      sortable: true,
      cell: (row) => (
        <Text span dir="ltr">
          {row.currency}
        </Text>
      ),
    },
    badgeColumn('status', t('capital.fields.status'), status, { testId: 'ledger-status-badge' }),
    {
      key: 'note',
      label: t('capital.fields.note'),
      cell: (row) => (
        <Text size="sm" lineClamp={1}>
          {row.note}
        </Text>
      ),
    },
    { key: 'createdAt', label: t('capital.fields.createdAt'), sortable: true, cell: (row) => <Day value={row.createdAt.slice(0, 10)} /> },
    { key: 'actions', label: t('people.actions'), cell: (row) => <LedgerRowMenu row={row} closed={isClosed(row)} /> },
  ];
}

export const LEDGER_TABLE: TableFrame<TLedgerRow> = {
  testId: 'ledger-table',
  minWidth: 780,
  rowAttributes: (row) => ({ 'data-testid': 'ledger-row', 'data-id': row.id }),
};
