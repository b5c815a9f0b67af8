import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TSubscriberRow } from '../../../../contract/subscribers';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';
import { activeColumn, moneyColumn, nameColumn, phoneColumn } from '../../app/tables/column-builders';
import { SubscriberActions, type SubscriberRowHandlers } from './SubscriberActions';

/** The subscribers list's columns; the sortable ones are those the API sorts by (contract/subscribers.ts). */
export function subscriberColumns(t: TFunction, handlers: SubscriberRowHandlers): DataColumn<TSubscriberRow>[] {
  return [
    nameColumn(t('subscribers.fields.individual')),
    phoneColumn(t('individuals.fields.phone'), true),
    { key: 'subscriptionDate', label: t('subscribers.fields.subscriptionDate'), sortable: true, cell: (row) => <Day value={row.subscriptionDate} /> },
    moneyColumn('subscriptionAmount', t('subscribers.fields.subscriptionAmount'), (row) => ({ amount: row.subscriptionAmount, currency: row.currency }), {
      sortable: true,
    }),
    {
      key: 'balance',
      label: t('subscribers.fields.balance'),
      sortable: true,
      align: 'right',
      cell: (row) => (
        <Text span inherit data-testid="subscriber-balance">
          <Money amount={row.balance} currency={row.currency} fw={600} />
        </Text>
      ),
    },
    activeColumn(t, 'status', t('subscribers.fields.status'), (row) => row.status === 'active', 'subscriber-status'),
    { key: 'actions', label: t('people.actions'), cell: (row) => <SubscriberActions row={row} {...handlers} /> },
  ];
}

export const SUBSCRIBERS_TABLE: TableFrame<TSubscriberRow> = {
  testId: 'subscribers-table',
  minWidth: 760,
  rowAttributes: (row) => ({ 'data-testid': 'subscriber-row', 'data-name': row.name }),
};
