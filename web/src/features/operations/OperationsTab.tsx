import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_OPERATION_COLUMNS, OPERATION_SORTS, type TOperationRow } from '../../../../contract/operations';
import { ListTable } from '../../app/tables/ListTable';
import { ExportMenu } from '../../app/tables/ExportMenu';
import { ListFilters } from '../../app/tables/ListFilters';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { OperationFilterFields, OPERATION_FILTERS } from './OperationFilterFields';
import { OperationForm } from './OperationForm';
import { OPERATIONS_TABLE, operationColumns } from './operation-columns';
import { useCompanyDefaults, useOperations } from './use-operations';
import { AddButton } from '../../app/AddButton';
import { useRowForm } from '../../app/tables/use-row-form';

/** The Operations tab of /app/transactions: the list (docs/architecture.md §8), its export and the form. */
export function OperationsTab() {
  const { t } = useTranslation();
  const view = useListView({ sorts: OPERATION_SORTS, defaultSort: 'date-desc', filters: OPERATION_FILTERS });
  const operations = useOperations(view.query);
  const defaults = useCompanyDefaults();
  const form = useRowForm<TOperationRow>();
  const { columns, keys, picker } = useColumnChoice('operations', operationColumns(t, form.edit), { defaults: DEFAULT_OPERATION_COLUMNS, fixed: ['actions'] });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">{t('operations.subtitle')}</Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void operations.list.refetch()}
            loading={operations.list.isRefetching}
            data-testid="refresh-operations"
          >
            {t('operations.refresh')}
          </Button>
          {picker}
          <ExportMenu path="/api/operations/export" query={view.query} columns={keys} testId="export-operations" />
          <AddButton label={t('operations.add')} onClick={() => form.edit('new')} disabled={!defaults.data} testId="add-operation" />
        </Group>
      </Group>
      <ListFilters view={view} placeholder={t('operations.searchPlaceholder')} testId="operations-search">
        <OperationFilterFields view={view} />
      </ListFilters>
      <ListTable frame={OPERATIONS_TABLE} data={operations} view={view} columns={columns} emptyText={t('operations.empty')} />
      {form.open && defaults.data ? <OperationForm row={form.open === 'new' ? null : form.open} settings={defaults.data} onClose={form.close} /> : null}
    </Stack>
  );
}
