import { IconEdit } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { TIndividualRow } from '../../../../contract/individuals';
import { Day } from '../../app/Day';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';
import { actionsColumn, activeColumn, createdAtColumn, emailColumn, nameColumn, phoneColumn } from '../../app/tables/column-builders';
import { ActiveToggle, RowAction } from '../../app/tables/RowAction';
import { DocumentsButton } from '../documents/DocumentsButton';

type Actions = { onEdit: (row: TIndividualRow) => void; onToggle: (row: TIndividualRow) => void; documents: boolean };

/** The individuals list's columns; the sortable ones are those the API sorts by (contract/individuals.ts). */
export function individualColumns(t: TFunction, { onEdit, onToggle, documents }: Actions): DataColumn<TIndividualRow>[] {
  return [
    nameColumn(t('individuals.fields.name')),
    emailColumn(t('individuals.fields.email')),
    phoneColumn(t('individuals.fields.phone'), false),
    { key: 'type', label: t('individuals.fields.type'), sortable: true, cell: (row) => t(`individuals.types.${row.type}`) },
    { key: 'nni', label: t('individuals.fields.nni'), sortable: true, cell: (row) => row.nni },
    { key: 'nationality', label: t('individuals.fields.nationality'), sortable: true, cell: (row) => row.nationality },
    { key: 'address', label: t('individuals.fields.address'), cell: (row) => row.address },
    activeColumn(t, 'active', t('individuals.fields.active'), (row) => row.isActive, 'individual-status'),
    createdAtColumn(t('individuals.fields.createdAt'), (createdAt) => <Day value={createdAt.slice(0, 10)} />),
    actionsColumn(t('people.actions'), (row) => (
      <>
        <RowAction label={t('individuals.edit')} onClick={() => onEdit(row)} testId="individual-edit" icon={<IconEdit size={18} />} />
        <ActiveToggle active={row.isActive} onClick={() => onToggle(row)} testId="individual-toggle" />
        {documents ? <DocumentsButton owner={{ ownerKind: 'individual', ownerId: row.id }} title={row.name} /> : null}
      </>
    )),
  ];
}

export const INDIVIDUALS_TABLE: TableFrame<TIndividualRow> = {
  testId: 'individuals-table',
  minWidth: 820,
  rowAttributes: (row) => ({ 'data-testid': 'individual-row', 'data-email': row.email }),
};
