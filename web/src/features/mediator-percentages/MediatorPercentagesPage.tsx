import { Anchor, Group, Stack } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sortValues } from '../../../../contract/list-view';
import { LINK_SORT_COLUMNS } from '../../../../contract/mediator-percentages';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import { PageHeader } from '../../app/PageHeader';
import { ListTable } from '../../app/tables/ListTable';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { useFormat } from '../../i18n/format';
import { LINKS_TABLE, linkColumns } from './link-columns';
import { LINK_FILTERS, LinkFilters } from './LinkFilters';
import { MediatorLinkForm } from './MediatorLinkForm';
import { useConfirmLinkDelete } from './use-confirm-link-delete';
import { useMediatorLinks } from './use-mediator-links';
import { AddButton } from '../../app/AddButton';

/** Links mediator → investor with a percentage of the investor's monthly profit (docs/distribution.md §9). */
export function MediatorPercentagesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const view = useListView({ list: 'mediator-percentages', sorts: sortValues(LINK_SORT_COLUMNS), defaultSort: 'createdAt-desc', filters: LINK_FILTERS });
  const [editing, setEditing] = useState<TMediatorLinkRow | 'new' | null>(null);
  const links = useMediatorLinks(view.query);
  const confirmDelete = useConfirmLinkDelete();
  const all = linkColumns(t, { percent: format.percent, formatDate: format.dateTime, onEdit: setEditing, onDelete: confirmDelete });
  const { columns, picker } = useColumnChoice('mediator-percentages', all, {
    defaults: ['mediator', 'investor', 'percentage', 'subscriptionDate', 'status'],
    fixed: ['actions'],
  });
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
      <LinkFilters view={view} rows={links.rows} />
      <ListTable frame={LINKS_TABLE} data={links} view={view} columns={columns} emptyText={t('mediatorPercentages.empty')} />
      {editing ? (
        <MediatorLinkForm key={editing === 'new' ? 'new' : editing.id} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
