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
import { holdsPermission } from '../../../../contract/permissions';
import { BulkActions } from '../../app/tables/bulk/BulkActions';
import { bulkCheckboxes, useBulkSelection } from '../../app/tables/bulk/use-bulk-selection';
import { useSessionUser } from '../session/use-session';

/** The Operations tab of /app/transactions: the list (docs/architecture.md §8), its export and the form. */
export function OperationsTab() {
  const { t } = useTranslation();
  const view = useListView({ list: 'operations', sorts: OPERATION_SORTS, defaultSort: 'date-desc', filters: OPERATION_FILTERS });
  const operations = useOperations(view.query);
  const defaults = useCompanyDefaults();
  const form = useRowForm<TOperationRow>();
  const user = useSessionUser();
  // docs/operations.md §12: completing many needs what completing one needs.
  const canComplete = user ? holdsPermission(user.permissions, 'complete-operations') : false;
  const selection = useBulkSelection<TOperationRow>(view.query);
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
      {canComplete ? (
        <BulkActions
          selection={selection}
          countPath="/api/operations/matching-count"
          actions={[
            {
              key: 'complete',
              label: t('bulk.operations.complete'),
              confirm: (count) => t('bulk.operations.confirmComplete', { count }),
              path: '/api/operations/complete-many',
              idempotent: true,
              color: 'teal',
            },
          ]}
          refresh={[['operations'], ['dashboard']]}
          rowName={(id) => operations.rows.find((row) => row.id === id)?.number}
          exportSelection={{ path: '/api/operations/export', query: view.query, columns: keys }}
          testId="operations-bulk"
        />
      ) : null}
      <ListTable
        frame={OPERATIONS_TABLE}
        data={operations}
        view={view}
        columns={columns}
        emptyText={t('operations.empty')}
        selection={canComplete ? bulkCheckboxes(selection, t, (row) => row.number) : undefined}
      />
      {form.open && defaults.data ? <OperationForm row={form.open === 'new' ? null : form.open} settings={defaults.data} onClose={form.close} /> : null}
    </Stack>
  );
}
