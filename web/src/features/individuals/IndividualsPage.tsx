import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INDIVIDUAL_SORT_COLUMNS, INDIVIDUAL_TYPES, type TIndividualRow } from '../../../../contract/individuals';
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

export function IndividualsPage() {
  const { t } = useTranslation();
  const view = useListView({ sorts: sortValues(INDIVIDUAL_SORT_COLUMNS), defaultSort: 'name-asc', filters: ['type', 'active'] as const });
  const form = useRowForm<TIndividualRow>();
  const individuals = useIndividuals(view.query);
  const setActiveState = useSetIndividualActive();
  const toggle = (row: TIndividualRow) =>
    setActiveState.mutateAsync({ id: row.id, active: !row.isActive }).then(
      () => toastSuccess(t(row.isActive ? 'individuals.deactivated' : 'individuals.activated')),
      (error: unknown) => toastError(translateError(t, error)),
    );
  const { columns, picker } = useColumnChoice('individuals', individualColumns(t, { onEdit: form.edit, onToggle: (row) => void toggle(row) }), {
    defaults: ['name', 'email', 'phone', 'type', 'nni', 'nationality', 'active'],
    fixed: ['actions'],
  });
  const add = <AddButton label={t('individuals.add')} onClick={() => form.edit('new')} testId="individual-add" />;

  return (
    <Stack gap="lg">
      <PageHeader title={t('individuals.title')} subtitle={t('individuals.subtitle')} picker={picker} actions={add} />
      <ListFilters view={view} placeholder={t('individuals.searchPlaceholder')} testId="individual-search">
        <FilterSelect view={view} name="type" label={t('individuals.fields.type')} data={INDIVIDUAL_TYPES} labels="individuals.types" />
        <FilterSelect view={view} name="active" label={t('individuals.fields.active')} data={activeChoices(t, 'true', 'false')} />
      </ListFilters>
      <ListTable frame={INDIVIDUALS_TABLE} data={individuals} view={view} columns={columns} emptyText={t('individuals.empty')} />
      {form.open ? <IndividualForm key={form.open === 'new' ? 'new' : form.open.id} row={form.open === 'new' ? null : form.open} onClose={form.close} /> : null}
    </Stack>
  );
}
