import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortValues } from '../../../../contract/list-view';
import { ALLOCATION_SORT_COLUMNS, SUBSCRIBER_STATUSES, type TAllocationRow } from '../../../../contract/subscribers';
import { Money } from '../../app/Money';
import { ListTable } from '../../app/tables/ListTable';
import { FilterStatus, ListFilters } from '../../app/tables/ListFilters';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { useFormat } from '../../i18n/format';
import { SubscriberPicker } from '../subscribers/SubscriberPicker';
import { AddAllocation } from './AddAllocation';
import { ALLOCATIONS_TABLE, allocationColumns } from './allocation-columns';
import { EditAllocationAmount } from './EditAllocationAmount';
import { useAllocations } from './use-allocations';
import { usePrimaryFilter } from './use-primary-filter';
import { useToggleAllocation } from './use-toggle-allocation';

/** Parts of a primary subscriber's subscription allocated to other subscribers (docs/operations.md §9). */
export function AllocationsTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const view = useListView({
    list: 'sub-allocations',
    sorts: sortValues(ALLOCATION_SORT_COLUMNS),
    defaultSort: 'createdAt-asc',
    filters: ['primarySubscriberId', 'status'] as const,
  });
  const [editing, setEditing] = useState<TAllocationRow | null>(null);
  const allocations = useAllocations(view.query);
  const all = allocationColumns(t, { formatDate: format.dateTime, onEdit: setEditing, onToggle: useToggleAllocation() });
  const { columns, picker } = useColumnChoice('sub-allocations', all, { defaults: ['primary', 'sub', 'amount', 'status'], fixed: ['actions'] });
  const [primary, choosePrimary] = usePrimaryFilter(view);
  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <Title order={4} mb="sm">
          {t('allocations.primary')}
        </Title>
        <Stack>
          <SubscriberPicker label={t('allocations.primary')} value={primary} onChange={choosePrimary} required={false} testId="allocation-primary" />
          {primary ? (
            <Text size="sm" c="dimmed">
              {t('allocations.subscriptionAmount')}: <Money amount={primary.subscriptionAmount} currency={primary.currency} fw={600} />
            </Text>
          ) : null}
          <AddAllocation primary={primary} />
        </Stack>
      </Card>
      <ListFilters view={view}>
        <FilterStatus view={view} label={t('subscribers.fields.status')} statuses={SUBSCRIBER_STATUSES} labels="people" testId="allocation-filter-status" />
        <Group justify="flex-end">{picker}</Group>
      </ListFilters>
      <ListTable frame={ALLOCATIONS_TABLE} data={allocations} view={view} columns={columns} emptyText={t('allocations.empty')} />
      {editing ? <EditAllocationAmount row={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
