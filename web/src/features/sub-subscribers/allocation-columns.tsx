import { IconEdit, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { TAllocationRow } from '../../../../contract/subscribers';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';
import { actionsColumn, activeColumn, createdAtColumn, moneyColumn } from '../../app/tables/column-builders';
import { RowAction } from '../../app/tables/RowAction';

type AllocationColumnsOptions = {
  formatDate: (iso: string | null) => string;
  onEdit: (row: TAllocationRow) => void;
  onToggle: (row: TAllocationRow) => void;
};

/** The allocations list's columns; the sortable ones are those the API sorts by (ALLOCATION_SORT_COLUMNS). */
export function allocationColumns(t: TFunction, { formatDate, onEdit, onToggle }: AllocationColumnsOptions): DataColumn<TAllocationRow>[] {
  const toggleLabel = (row: TAllocationRow) => t(row.status === 'active' ? 'people.deactivate' : 'people.activate');
  return [
    { key: 'primary', label: t('allocations.primary'), sortable: true, cell: (row) => row.primaryName },
    { key: 'sub', label: t('allocations.sub'), sortable: true, cell: (row) => row.subName },
    moneyColumn('amount', t('allocations.amount'), (row) => ({ amount: row.amount, currency: row.currency }), { sortable: true }),
    moneyColumn('subscriptionAmount', t('allocations.subscriptionAmount'), (row) => ({ amount: row.primarySubscriptionAmount, currency: row.currency })),
    activeColumn(t, 'status', t('subscribers.fields.status'), (row) => row.status === 'active'),
    createdAtColumn(t('allocations.createdAt'), formatDate),
    actionsColumn(t('people.actions'), (row) => (
      <>
        <RowAction label={t('allocations.edit')} onClick={() => onEdit(row)} testId="allocation-edit" icon={<IconEdit size={18} />} />
        <RowAction
          label={toggleLabel(row)}
          onClick={() => onToggle(row)}
          testId="allocation-toggle"
          icon={row.status === 'active' ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
        />
      </>
    )),
  ];
}

export const ALLOCATIONS_TABLE: TableFrame<TAllocationRow> = {
  testId: 'allocations',
  minWidth: 640,
  rowAttributes: () => ({ 'data-testid': 'allocation-row' }),
};
