import { Button, Card, Center, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuditLogRow } from '../../../../contract/audit-log';
import { LoadMore } from '../../app/LoadMore';
import { QueryState } from '../../app/QueryState';
import { useDateFormatter } from '../../i18n/format';
import { AuditChanges } from './AuditChanges';
import { auditExportUrl, useAuditLog } from './use-audit-log';

/** Entities the app writes today; a filter on another one still works through the list's own rows. */
// As the server writes them (older rows keep the underscore forms, part of their chained hash).
const KNOWN_ENTITIES = ['user', 'operation', 'product-sale', 'subscriber', 'individual', 'balance-transaction', 'company-settings', 'pdf-settings', 'month', 'monthly-profit', 'profit-request', 'sub-allocation', 'mediator_percentage', 'distribution_run', 'distribution-proposal', 'period', 'user_preference', 'database'];

function ActorCell({ row }: { row: TAuditLogRow }) {
  const { t } = useTranslation();
  if (!row.actor) return <Text size="sm" c="dimmed">{t('auditLog.system')}</Text>;
  return (
    <>
      <Text size="sm" fw={500}>{row.actor.name ?? row.actor.id}</Text>
      {row.actor.email ? <Text size="xs" c="dimmed" dir="ltr">{row.actor.email}</Text> : null}
    </>
  );
}

export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const formatDate = useDateFormatter();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [entity, setEntity] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [debouncedActor] = useDebouncedValue(actor, 300);
  const [debouncedAction] = useDebouncedValue(action, 300);
  const filters = { actor: debouncedActor, action: debouncedAction, entity, from, to };
  const { list, rows } = useAuditLog(filters);
  const entityLabel = (code: string) => t(`auditLog.entities.${code}`, { defaultValue: code });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={2}>{t('auditLog.title')}</Title>
          <Text c="dimmed">{t('auditLog.subtitle')}</Text>
        </div>
        <Button component="a" href={auditExportUrl(filters, i18n.language)} variant="light" leftSection={<IconDownload size={16} />} data-testid="audit-export">
          {t('auditLog.export')}
        </Button>
      </Group>
      <Card withBorder padding="md">
        <Group grow preventGrowOverflow={false} wrap="wrap" mb="md" align="flex-end">
          <TextInput label={t('auditLog.filters.actor')} placeholder={t('auditLog.filters.actorPlaceholder')} leftSection={<IconSearch size={16} />} value={actor} onChange={(event) => setActor(event.currentTarget.value)} miw={200} data-testid="audit-actor" />
          <Select label={t('auditLog.filters.entity')} placeholder={t('common.all')} data={KNOWN_ENTITIES.map((code) => ({ value: code, label: entityLabel(code) }))} value={entity} onChange={setEntity} clearable searchable miw={180} data-testid="audit-entity" />
          <TextInput label={t('auditLog.filters.action')} placeholder={t('auditLog.filters.actionPlaceholder')} value={action} onChange={(event) => setAction(event.currentTarget.value)} miw={180} dir="ltr" data-testid="audit-action" />
          <TextInput type="date" label={t('auditLog.filters.from')} value={from} onChange={(event) => setFrom(event.currentTarget.value)} data-testid="audit-from" />
          <TextInput type="date" label={t('auditLog.filters.to')} value={to} onChange={(event) => setTo(event.currentTarget.value)} data-testid="audit-to" />
        </Group>
        <QueryState query={list}>
          {rows.length === 0 ? (
            <Center py="xl"><Text c="dimmed">{t('auditLog.empty')}</Text></Center>
          ) : (
            // A row holds no control, so the region itself takes focus: wide differences scroll with the arrow keys.
            <Table.ScrollContainer minWidth={900} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('auditLog.title') } }}>
              <Table striped verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('auditLog.columns.at')}</Table.Th>
                    <Table.Th>{t('auditLog.columns.actor')}</Table.Th>
                    <Table.Th>{t('auditLog.columns.action')}</Table.Th>
                    <Table.Th>{t('auditLog.columns.entity')}</Table.Th>
                    <Table.Th>{t('auditLog.columns.address')}</Table.Th>
                    <Table.Th>{t('auditLog.columns.changes')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="audit-row" data-action={row.action} data-entity={row.entity}>
                      <Table.Td><Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(row.at)}</Text></Table.Td>
                      <Table.Td><ActorCell row={row} /></Table.Td>
                      <Table.Td><Text size="sm" dir="ltr" ff="monospace">{row.action}</Text></Table.Td>
                      <Table.Td>
                        <Text size="sm">{entityLabel(row.entity)}</Text>
                        {row.entityId ? <Text size="xs" c="dimmed" dir="ltr">{row.entityId}</Text> : null}
                      </Table.Td>
                      <Table.Td><Text size="xs" dir="ltr">{row.clientAddress ?? '—'}</Text></Table.Td>
                      <Table.Td><AuditChanges changes={row.changes} /></Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
        <LoadMore list={list} />
      </Card>
    </Stack>
  );
}
