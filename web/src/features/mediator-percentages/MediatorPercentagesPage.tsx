import { Anchor, Group, Stack } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sortValues } from '../../../../contract/list-view';
import { LINK_SORT_COLUMNS, LINK_STATUSES } from '../../../../contract/mediator-percentages';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import { PageHeader } from '../../app/PageHeader';
import { DataTable } from '../../app/tables/DataTable';
import { FilterSelect, ListFilters } from '../../app/tables/ListFilters';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { useFormat } from '../../i18n/format';
import { linkColumns } from './link-columns';
import { MediatorLinkForm } from './MediatorLinkForm';
import { PartyPicker } from './PartyPicker';
import { useConfirmLinkDelete } from './use-confirm-link-delete';
import { useMediatorLinks } from './use-mediator-links';
import { AddButton } from '../../app/AddButton';

/** Links mediator → investor with a percentage of the investor's monthly profit (docs/distribution.md §9). */
export function MediatorPercentagesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const view = useListView({ sorts: sortValues(LINK_SORT_COLUMNS), defaultSort: 'createdAt-desc', filters: ['mediatorId', 'investorId', 'status'] as const });
  const [editing, setEditing] = useState<TMediatorLinkRow | 'new' | null>(null);
  const { list, rows } = useMediatorLinks(view.query);
  const confirmDelete = useConfirmLinkDelete();
  const all = linkColumns(t, { percent: format.percent, formatDate: format.dateTime, onEdit: setEditing, onDelete: confirmDelete });
  const { columns, picker } = useColumnChoice('mediator-percentages', all, {
    defaults: ['mediator', 'investor', 'percentage', 'subscriptionDate', 'status'],
    fixed: ['actions'],
  });
  const { mediatorId, investorId } = view.filters;
  const add = <AddButton label={t('mediatorPercentages.add')} onClick={() => setEditing('new')} testId="link-add" />;
  const calculations = (
    <Anchor component={Link} to="/app/mediator-calculations" size="sm" data-testid="mediator-calculations-link">
      <Group gap={4} component="span">
        <IconCalculator size={16} />
        {t('mediatorPercentages.calculationsLink')}
      </Group>
    </Anchor>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('mediatorPercentages.title')} subtitle={t('mediatorPercentages.subtitle')} picker={picker} actions={add} />
      {calculations}
      <ListFilters view={view}>
        {/* A link shared with a party in its URL names that party from the rows it lists. */}
        <PartyPicker
          kind="mediator"
          label={t('mediatorPercentages.fields.mediator')}
          value={mediatorId || null}
          initialName={mediatorId ? rows[0]?.mediatorName : undefined}
          onChange={(id) => view.setFilter('mediatorId', id)}
          testId="filter-mediator"
        />
        <PartyPicker
          kind="investor"
          label={t('mediatorPercentages.fields.investor')}
          value={investorId || null}
          initialName={investorId ? rows[0]?.investorName : undefined}
          onChange={(id) => view.setFilter('investorId', id)}
          testId="filter-investor"
        />
        <FilterSelect
          view={view}
          name="status"
          label={t('mediatorPercentages.fields.status')}
          data={LINK_STATUSES.map((status) => ({ value: status, label: t(`mediatorPercentages.statuses.${status}`) }))}
          testId="filter-status"
        />
      </ListFilters>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={() => ({ 'data-testid': 'mediator-link-row' })}
        state={list}
        sort={view.tableSort}
        emptyText={t('mediatorPercentages.empty')}
        testId="mediator-links"
        minWidth={720}
      />
      {editing ? (
        <MediatorLinkForm key={editing === 'new' ? 'new' : editing.id} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
