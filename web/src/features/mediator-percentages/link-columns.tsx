import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import { Day } from '../../app/Day';
import { actionsColumn, badgeColumn, createdAtColumn, ltrColumn } from '../../app/tables/column-builders';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';
import { RowAction } from '../../app/tables/RowAction';

type LinkColumnsOptions = {
  percent: (text: string) => string;
  formatDate: (iso: string | null) => string;
  onEdit: (row: TMediatorLinkRow) => void;
  onDelete: (row: TMediatorLinkRow) => void;
};

/** The mediator links list's columns; the sortable ones are those the API sorts by (contract/mediator-percentages.ts). */
export function linkColumns(t: TFunction, { percent, formatDate, onEdit, onDelete }: LinkColumnsOptions): DataColumn<TMediatorLinkRow>[] {
  const status = (row: TMediatorLinkRow) => ({ color: row.status === 'active' ? 'teal' : 'gray', text: t(`mediatorPercentages.statuses.${row.status}`) });
  return [
    { key: 'mediator', label: t('mediatorPercentages.fields.mediator'), sortable: true, cell: (row) => row.mediatorName },
    { key: 'investor', label: t('mediatorPercentages.fields.investor'), sortable: true, cell: (row) => row.investorName },
    ltrColumn('percentage', t('mediatorPercentages.fields.percentage'), (row) => percent(row.percentage), { align: 'right', testId: 'link-row-percentage' }),
    { key: 'subscriptionDate', label: t('mediatorPercentages.fields.subscriptionDate'), sortable: true, cell: (row) => <Day value={row.subscriptionDate} /> },
    badgeColumn('status', t('mediatorPercentages.fields.status'), status, { testId: 'link-row-status' }),
    createdAtColumn(t('mediatorPercentages.fields.createdAt'), formatDate),
    actionsColumn(t('mediatorPercentages.fields.actions'), (row) => (
      <>
        <RowAction label={t('mediatorPercentages.edit')} onClick={() => onEdit(row)} testId="link-edit" icon={<IconEdit size={18} />} />
        <RowAction label={t('mediatorPercentages.delete')} color="red" onClick={() => onDelete(row)} testId="link-delete" icon={<IconTrash size={18} />} />
      </>
    )),
  ];
}

export const LINKS_TABLE: TableFrame<TMediatorLinkRow> = {
  testId: 'mediator-links',
  minWidth: 720,
  rowAttributes: () => ({ 'data-testid': 'mediator-link-row' }),
};
