import { ActionIcon, Badge, Button, Card, Center, Group, Select, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCoins, IconEdit, IconFileTypePdf, IconPlayerPlay, IconPlus, IconSearch, IconSettings, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsAny } from '../../../../contract/permissions';
import type { SubscriberStatusCode, TSubscriberRow } from '../../../../contract/subscribers';
import { translateError } from '../../api/translate-error';
import { LoadMore } from '../../app/LoadMore';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { toastError, toastSuccess } from '../../app/toast';
import { useSessionUser } from '../session/use-session';
import { PdfSettingsModal } from './PdfSettingsModal';
import { ReportModal } from './ReportModal';
import { SubscriberProfitsModal } from './SubscriberProfitsModal';
import { SubscriberForm } from './SubscriberForm';
import { usePdfSettings, useSetSubscriberStatus, useSubscribers } from './use-subscribers';
import { Day } from '../../app/Day';

function RowActions({ row, onEdit, onReport, onProfits }: { row: TSubscriberRow; onEdit: () => void; onReport: () => void; onProfits: () => void }) {
  const { t } = useTranslation();
  const setStatus = useSetSubscriberStatus();
  const active = row.status === 'active';
  const toggle = () =>
    setStatus.mutateAsync({ id: row.id, active: !active }).then(
      () => toastSuccess(t(active ? 'subscribers.deactivated' : 'subscribers.activated')),
      (error: unknown) => toastError(translateError(t, error)),
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('subscribers.edit')}>
        <ActionIcon variant="subtle" aria-label={t('subscribers.edit')} onClick={onEdit} data-testid="subscriber-edit"><IconEdit size={18} /></ActionIcon>
      </Tooltip>
      <Tooltip label={t('subscribers.report.title')}>
        <ActionIcon variant="subtle" aria-label={t('subscribers.report.title')} onClick={onReport} data-testid="subscriber-report"><IconFileTypePdf size={18} /></ActionIcon>
      </Tooltip>
      <Tooltip label={t('subscriberProfits.action')}>
        <ActionIcon variant="subtle" aria-label={t('subscriberProfits.action')} onClick={onProfits} data-testid="subscriber-profits-open"><IconCoins size={18} /></ActionIcon>
      </Tooltip>
      <Tooltip label={t(active ? 'people.deactivate' : 'people.activate')}>
        <ActionIcon variant="subtle" color={active ? 'red' : 'teal'} aria-label={t(active ? 'people.deactivate' : 'people.activate')} onClick={() => void toggle()} data-testid="subscriber-toggle">
          {active ? <IconUserOff size={18} /> : <IconPlayerPlay size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function SubscribersPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<SubscriberStatusCode | null>(null);
  const [editing, setEditing] = useState<TSubscriberRow | 'new' | null>(null);
  const [reporting, setReporting] = useState<TSubscriberRow | null>(null);
  const [profitsOf, setProfitsOf] = useState<TSubscriberRow | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { list, rows } = useSubscribers({ search: debounced, status });
  const editsPdf = holdsAny(user?.permissions ?? [], ['settings', 'company-settings']);
  const pdfSettings = usePdfSettings();

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={2}>{t('subscribers.title')}</Title>
          <Text c="dimmed">{t('subscribers.subtitle')}</Text>
        </div>
        <Group>
          {editsPdf && pdfSettings.data ? (
            <Button variant="light" leftSection={<IconSettings size={16} />} onClick={() => setSettingsOpen(true)} data-testid="pdf-settings-open">{t('subscribers.pdfSettings.title')}</Button>
          ) : null}
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="subscriber-add">{t('subscribers.add')}</Button>
        </Group>
      </Group>
      <Card withBorder padding="md">
        <Group grow preventGrowOverflow={false} wrap="wrap" mb="md" align="flex-end">
          <TextInput label={t('common.search')} placeholder={t('subscribers.searchPlaceholder')} leftSection={<IconSearch size={16} />} value={search} onChange={(event) => setSearch(event.currentTarget.value)} miw={220} data-testid="subscriber-search" />
          <Select label={t('subscribers.fields.status')} placeholder={t('common.all')} data={[{ value: 'active', label: t('people.active') }, { value: 'inactive', label: t('people.inactive') }]} value={status} onChange={(chosen) => setStatus(chosen as SubscriberStatusCode | null)} clearable miw={150} />
        </Group>
        <QueryState query={list}>
          {rows.length === 0 ? (
            <Center py="xl"><Text c="dimmed">{t('subscribers.empty')}</Text></Center>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('subscribers.fields.individual')}</Table.Th>
                    <Table.Th>{t('subscribers.fields.subscriptionDate')}</Table.Th>
                    <Table.Th>{t('subscribers.fields.subscriptionAmount')}</Table.Th>
                    <Table.Th>{t('subscribers.fields.balance')}</Table.Th>
                    <Table.Th>{t('subscribers.fields.status')}</Table.Th>
                    <Table.Th>{t('people.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="subscriber-row" data-name={row.name}>
                      <Table.Td>
                        <Text size="sm" fw={500}>{row.name}</Text>
                        <Text size="xs" c="dimmed" dir="ltr">{row.phone}</Text>
                      </Table.Td>
                      <Table.Td><Text span size="sm"><Day value={row.subscriptionDate} /></Text></Table.Td>
                      <Table.Td><Money amount={row.subscriptionAmount} currency={row.currency} /></Table.Td>
                      <Table.Td data-testid="subscriber-balance"><Money amount={row.balance} currency={row.currency} fw={600} /></Table.Td>
                      <Table.Td><Badge color={row.status === 'active' ? 'teal' : 'gray'} variant="light" data-testid="subscriber-status">{t(row.status === 'active' ? 'people.active' : 'people.inactive')}</Badge></Table.Td>
                      <Table.Td><RowActions row={row} onEdit={() => setEditing(row)} onReport={() => setReporting(row)} onProfits={() => setProfitsOf(row)} /></Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
        <LoadMore list={list} />
      </Card>
      {editing ? <SubscriberForm row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {reporting ? <ReportModal row={reporting} onClose={() => setReporting(null)} /> : null}
      {profitsOf ? <SubscriberProfitsModal row={profitsOf} onClose={() => setProfitsOf(null)} /> : null}
      {settingsOpen && pdfSettings.data ? <PdfSettingsModal settings={pdfSettings.data} onClose={() => setSettingsOpen(false)} /> : null}
    </Stack>
  );
}
