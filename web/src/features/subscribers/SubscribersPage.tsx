import { Button, Stack } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortValues } from '../../../../contract/list-view';
import { holdsAny } from '../../../../contract/permissions';
import { SUBSCRIBER_SORT_COLUMNS, type TSubscriberRow } from '../../../../contract/subscribers';
import { PageHeader } from '../../app/PageHeader';
import { ListTable } from '../../app/tables/ListTable';
import { activeChoices, FilterSelect, ListFilters } from '../../app/tables/ListFilters';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { useSessionUser } from '../session/use-session';
import { PdfSettingsModal } from './PdfSettingsModal';
import { ReportModal } from './ReportModal';
import { SUBSCRIBERS_TABLE, subscriberColumns } from './subscriber-columns';
import { SubscriberForm } from './SubscriberForm';
import { SubscriberProfitsModal } from './SubscriberProfitsModal';
import { useSubscribers } from './use-subscribers';
import { usePdfSettings } from '../company-settings/use-letterhead';
import { AddButton } from '../../app/AddButton';

export function SubscribersPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const view = useListView({ list: 'subscribers', sorts: sortValues(SUBSCRIBER_SORT_COLUMNS), defaultSort: 'name-asc', filters: ['status'] as const });
  const [editing, setEditing] = useState<TSubscriberRow | 'new' | null>(null);
  const [reporting, setReporting] = useState<TSubscriberRow | null>(null);
  const [profitsOf, setProfitsOf] = useState<TSubscriberRow | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const subscribers = useSubscribers(view.query);
  const editsPdf = holdsAny(user?.permissions ?? [], ['settings', 'company-settings']);
  const pdfSettings = usePdfSettings();
  const { columns, picker } = useColumnChoice('subscribers', subscriberColumns(t, { onEdit: setEditing, onReport: setReporting, onProfits: setProfitsOf }), {
    defaults: ['name', 'subscriptionDate', 'subscriptionAmount', 'balance', 'status'],
    fixed: ['actions'],
  });
  const actions = (
    <>
      {picker}
      {editsPdf && pdfSettings.data ? (
        <Button variant="light" leftSection={<IconSettings size={16} />} onClick={() => setSettingsOpen(true)} data-testid="pdf-settings-open">
          {t('subscribers.pdfSettings.title')}
        </Button>
      ) : null}
      <AddButton label={t('subscribers.add')} onClick={() => setEditing('new')} testId="subscriber-add" />
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('subscribers.title')} subtitle={t('subscribers.subtitle')} actions={actions} />
      <ListFilters view={view} placeholder={t('subscribers.searchPlaceholder')} testId="subscriber-search">
        <FilterSelect view={view} name="status" label={t('subscribers.fields.status')} data={activeChoices(t, 'active', 'inactive')} />
      </ListFilters>
      <ListTable frame={SUBSCRIBERS_TABLE} data={subscribers} view={view} columns={columns} emptyText={t('subscribers.empty')} />
      {editing ? <SubscriberForm row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {reporting ? <ReportModal row={reporting} onClose={() => setReporting(null)} /> : null}
      {profitsOf ? <SubscriberProfitsModal row={profitsOf} onClose={() => setProfitsOf(null)} /> : null}
      {settingsOpen && pdfSettings.data ? <PdfSettingsModal settings={pdfSettings.data} onClose={() => setSettingsOpen(false)} /> : null}
    </Stack>
  );
}
