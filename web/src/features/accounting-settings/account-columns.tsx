import { Badge, Group, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { TAccountRow } from '../../../../contract/accounting-settings';
import { actionsColumn, badgeColumn, ltrColumn } from '../../app/tables/column-builders';
import type { DataColumn } from '../../app/tables/DataTable';
import { RowAction } from '../../app/tables/RowAction';

/** The chart's columns: code, name in the reader's language, type, party, status, and the edit action. */
export function accountColumns(
  t: TFunction,
  { name, onEdit }: { name: (row: TAccountRow) => string; onEdit: (row: TAccountRow) => void },
): DataColumn<TAccountRow>[] {
  const status = (row: TAccountRow) => ({
    color: row.active ? 'teal' : 'gray',
    text: t(row.active ? 'accountingSettings.status.active' : 'accountingSettings.status.inactive'),
  });
  return [
    { ...ltrColumn('code', t('accountingSettings.columns.code'), (row: TAccountRow) => row.code, { testId: 'account-row-code' }), sortable: false },
    {
      key: 'name',
      label: t('accountingSettings.columns.name'),
      cell: (row) => (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" data-testid="account-row-name">
            {name(row)}
          </Text>
          {row.inUse ? (
            <Badge variant="light" color="gray">
              {t('accountingSettings.inUse')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'type', label: t('accountingSettings.columns.type'), cell: (row) => t(`accountingSettings.types.${row.type}`) },
    {
      key: 'partyKind',
      label: t('accountingSettings.columns.partyKind'),
      cell: (row) => (row.partyKind ? t(`accountingSettings.partyKinds.${row.partyKind}`) : t('accountingSettings.noParty')),
    },
    badgeColumn('status', t('accountingSettings.columns.status'), status, { testId: 'account-row-status', sortable: false }),
    actionsColumn(t('accountingSettings.columns.actions'), (row) => (
      <RowAction
        label={t('accountingSettings.editLabel', { code: row.code })}
        onClick={() => onEdit(row)}
        testId="account-edit"
        icon={<IconEdit size={18} />}
      />
    )),
  ];
}
