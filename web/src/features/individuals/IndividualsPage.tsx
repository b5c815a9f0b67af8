import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_INDIVIDUAL_COLUMNS, INDIVIDUAL_SORT_COLUMNS, INDIVIDUAL_TYPES, type TIndividualRow } from '../../../../contract/individuals';
import { sortValues } from '../../../../contract/list-view';
import { translateError } from '../../api/translate-error';
import { PageHeader } from '../../app/PageHeader';
import { ListTable } from '../../app/tables/ListTable';
import { activeChoices, FilterSelect, ListFilters } from '../../app/tables/ListFilters';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { toastError, toastSuccess } from '../../app/toast';
import { IndividualForm } from './IndividualForm';
import { INDIVIDUALS_TABLE, individualColumns } from './individual-columns';
import { useIndividuals, useSetIndividualActive } from './use-individuals';
import { AddButton } from '../../app/AddButton';
import { useRowForm } from '../../app/tables/use-row-form';
import { BulkActions } from '../../app/tables/bulk/BulkActions';
import { bulkCheckboxes, useBulkSelection } from '../../app/tables/bulk/use-bulk-selection';
import { ExportMenu } from '../../app/tables/ExportMenu';
import { holdsPermission } from '../../../../contract/permissions';
import { ExpiringDocumentsCard } from '../documents/ExpiringDocumentsCard';
import { useSessionUser } from '../session/use-session';

export function IndividualsPage() {
  const { t } = useTranslation();
  const view = useListView({ list: 'individuals', sorts: sortValues(INDIVIDUAL_SORT_COLUMNS), defaultSort: 'name-asc', filters: ['type', 'active'] as const });
  const form = useRowForm<TIndividualRow>();
  const user = useSessionUser();
  const documents = user ? holdsPermission(user.permissions, 'kyc-documents') : false;
  const individuals = useIndividuals(view.query);
  const setActiveState = useSetIndividualActive();
  const toggle = (row: TIndividualRow) =>
    setActiveState.mutateAsync({ id: row.id, active: !row.isActive }).then(
      () => toastSuccess(t(row.isActive ? 'individuals.deactivated' : 'individuals.activated')),
      (error: unknown) => toastError(translateError(t, error)),
    );
  const selection = useBulkSelection<TIndividualRow>(view.query);
  const { columns, keys, picker } = useColumnChoice(
    'individuals',
    individualColumns(t, { onEdit: form.edit, onToggle: (row) => void toggle(row), documents }),
    {
      defaults: DEFAULT_INDIVIDUAL_COLUMNS,
      fixed: ['actions'],
    },
  );
  const actions = (
    <>
      <ExportMenu path="/api/individuals/export" query={view.query} columns={keys} testId="export-individuals" />
      <AddButton label={t('individuals.add')} onClick={() => form.edit('new')} testId="individual-add" />
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('individuals.title')} subtitle={t('individuals.subtitle')} picker={picker} actions={actions} />
      <ListFilters view={view} placeholder={t('individuals.searchPlaceholder')} testId="individual-search">
        <FilterSelect view={view} name="type" label={t('individuals.fields.type')} data={INDIVIDUAL_TYPES} labels="individuals.types" />
        <FilterSelect view={view} name="active" label={t('individuals.fields.active')} data={activeChoices(t, 'true', 'false')} />
      </ListFilters>
      <ExpiringDocumentsCard />
      <BulkActions
        selection={selection}
        countPath="/api/individuals/matching-count"
        actions={[
          {
            key: 'activate',
            label: t('bulk.individuals.activate'),
            confirm: (count) => t('bulk.individuals.confirmActivate', { count }),
            path: '/api/individuals/set-active-many',
            fields: { active: true },
            idempotent: false,
            color: 'teal',
          },
          {
            key: 'deactivate',
            label: t('bulk.individuals.deactivate'),
            confirm: (count) => t('bulk.individuals.confirmDeactivate', { count }),
            path: '/api/individuals/set-active-many',
            fields: { active: false },
            idempotent: false,
            color: 'red',
          },
        ]}
        refresh={[['individuals']]}
        rowName={(id) => individuals.rows.find((row) => row.id === id)?.name}
        exportSelection={{ path: '/api/individuals/export', query: view.query, columns: keys }}
        testId="individuals-bulk"
      />
      <ListTable
        frame={INDIVIDUALS_TABLE}
        data={individuals}
        view={view}
        columns={columns}
        emptyText={t('individuals.empty')}
        selection={bulkCheckboxes(selection, t, (row) => row.name)}
      />
      {form.open ? <IndividualForm key={form.open === 'new' ? 'new' : form.open.id} row={form.open === 'new' ? null : form.open} onClose={form.close} /> : null}
    </Stack>
  );
}
