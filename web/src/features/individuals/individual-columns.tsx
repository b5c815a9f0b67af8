import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlayerPlay, IconUserOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { TIndividualRow } from '../../../../contract/individuals';
import { Day } from '../../app/Day';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';

export const INDIVIDUALS_TABLE: TableFrame<TIndividualRow> = {
  testId: 'individuals-table',
  minWidth: 820,
  rowAttributes: (row) => ({ 'data-testid': 'individual-row', 'data-email': row.email }),
};

type Actions = { onEdit: (row: TIndividualRow) => void; onToggle: (row: TIndividualRow) => void };

/** The individuals list's columns; the sortable ones are those the API sorts by (contract/individuals.ts). */
export function individualColumns(t: TFunction, { onEdit, onToggle }: Actions): DataColumn<TIndividualRow>[] {
  return [
    {
      key: 'name',
      label: t('individuals.fields.name'),
      sortable: true,
      cell: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
        </Text>
      ),
    },
    {
      key: 'email',
      label: t('individuals.fields.email'),
      sortable: true,
      cell: (row) => (
        <Text span size="sm" dir="ltr">
          {row.email}
        </Text>
      ),
    },
    {
      key: 'phone',
      label: t('individuals.fields.phone'),
      cell: (row) => (
        <Text span size="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {row.phone}
        </Text>
      ),
    },
    { key: 'type', label: t('individuals.fields.type'), sortable: true, cell: (row) => t(`individuals.types.${row.type}`) },
    { key: 'nni', label: t('individuals.fields.nni'), sortable: true, cell: (row) => row.nni },
    { key: 'nationality', label: t('individuals.fields.nationality'), sortable: true, cell: (row) => row.nationality },
    {
      key: 'active',
      label: t('individuals.fields.active'),
      sortable: true,
      cell: (row) => (
        <Badge color={row.isActive ? 'teal' : 'gray'} variant="light" data-testid="individual-status">
          {t(row.isActive ? 'people.active' : 'people.inactive')}
        </Badge>
      ),
    },
    { key: 'createdAt', label: t('individuals.fields.createdAt'), sortable: true, cell: (row) => <Day value={row.createdAt.slice(0, 10)} /> },
    {
      key: 'actions',
      label: t('people.actions'),
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('individuals.edit')}>
            <ActionIcon variant="subtle" aria-label={t('individuals.edit')} onClick={() => onEdit(row)} data-testid="individual-edit">
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t(row.isActive ? 'people.deactivate' : 'people.activate')}>
            <ActionIcon
              variant="subtle"
              color={row.isActive ? 'red' : 'teal'}
              aria-label={t(row.isActive ? 'people.deactivate' : 'people.activate')}
              onClick={() => onToggle(row)}
              data-testid="individual-toggle"
            >
              {row.isActive ? <IconUserOff size={18} /> : <IconPlayerPlay size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}
