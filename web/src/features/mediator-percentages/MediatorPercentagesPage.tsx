import { ActionIcon, Anchor, Badge, Button, Card, Center, Group, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCalculator, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK_STATUSES } from '../../../../contract/mediator-percentages';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import { translateError } from '../../api/translate-error';
import { LoadMore } from '../../app/LoadMore';
import { QueryState } from '../../app/QueryState';
import { toastError, toastSuccess } from '../../app/toast';
import { MediatorLinkForm } from './MediatorLinkForm';
import { PartyPicker } from './PartyPicker';
import { useDeleteLink, useMediatorLinks, type LinkFilters } from './use-mediator-links';
import { Day } from '../../app/Day';
import { useFormat } from '../../i18n/format';
import { openConfirm } from '../../app/modals/confirm';

function LinkRow({ row, onEdit, onDelete }: { row: TMediatorLinkRow; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.Tr data-testid="mediator-link-row">
      <Table.Td>{row.mediatorName}</Table.Td>
      <Table.Td>{row.investorName}</Table.Td>
      <Table.Td><Text span inherit dir="ltr" data-testid="link-row-percentage">{format.percent(row.percentage)}</Text></Table.Td>
      <Table.Td><Text span inherit><Day value={row.subscriptionDate} /></Text></Table.Td>
      <Table.Td>
        <Badge color={row.status === 'active' ? 'teal' : 'gray'} variant="light" data-testid="link-row-status">{t(`mediatorPercentages.statuses.${row.status}`)}</Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('mediatorPercentages.edit')}>
            <ActionIcon variant="subtle" aria-label={t('mediatorPercentages.edit')} onClick={onEdit} data-testid="link-edit"><IconEdit size={18} /></ActionIcon>
          </Tooltip>
          <Tooltip label={t('mediatorPercentages.delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('mediatorPercentages.delete')} onClick={onDelete} data-testid="link-delete"><IconTrash size={18} /></ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Links mediator → investor with a percentage of the investor's monthly profit (docs/distribution.md §9). */
export function MediatorPercentagesPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LinkFilters>({ mediatorId: null, investorId: null, status: null });
  const [editing, setEditing] = useState<TMediatorLinkRow | 'new' | null>(null);
  const { list, rows } = useMediatorLinks(filters);
  const remove = useDeleteLink();
  const confirmDelete = (row: TMediatorLinkRow) =>
    void openConfirm({
      title: t('mediatorPercentages.deleteTitle'),
      children: <Text size="sm">{t('mediatorPercentages.deleteText', { mediator: row.mediatorName, investor: row.investorName })}</Text>,
      labels: { confirm: t('mediatorPercentages.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'link-delete-confirm' } as Record<string, unknown>,
      onConfirm: () => remove.mutate(row.id, { onSuccess: () => toastSuccess(t('mediatorPercentages.deleted')), onError: (error) => toastError(translateError(t, error)) }),
    });
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={2}>{t('mediatorPercentages.title')}</Title>
          <Text c="dimmed">{t('mediatorPercentages.subtitle')}</Text>
          <Anchor component={Link} to="/app/mediator-calculations" size="sm" data-testid="mediator-calculations-link">
            <Group gap={4} component="span"><IconCalculator size={16} />{t('mediatorPercentages.calculationsLink')}</Group>
          </Anchor>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="link-add">{t('mediatorPercentages.add')}</Button>
      </Group>
      <Card withBorder padding="md">
        <Group grow preventGrowOverflow={false} wrap="wrap" mb="md" align="flex-end">
          <PartyPicker kind="mediator" label={t('mediatorPercentages.fields.mediator')} value={filters.mediatorId} onChange={(id) => setFilters({ ...filters, mediatorId: id })} testId="filter-mediator" />
          <PartyPicker kind="investor" label={t('mediatorPercentages.fields.investor')} value={filters.investorId} onChange={(id) => setFilters({ ...filters, investorId: id })} testId="filter-investor" />
          <Select
            label={t('mediatorPercentages.fields.status')}
            placeholder={t('common.all')}
            data={LINK_STATUSES.map((status) => ({ value: status, label: t(`mediatorPercentages.statuses.${status}`) }))}
            value={filters.status}
            onChange={(status) => setFilters({ ...filters, status: status as LinkFilters['status'] })}
            clearable
            miw={150}
            data-testid="filter-status"
          />
        </Group>
        <QueryState query={list}>
          {rows.length === 0 ? (
            <Center py="xl"><Text c="dimmed" data-testid="links-empty">{t('mediatorPercentages.empty')}</Text></Center>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    {(['mediator', 'investor', 'percentage', 'subscriptionDate', 'status', 'actions'] as const).map((key) => (
                      <Table.Th key={key}>{t(`mediatorPercentages.fields.${key}`)}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => <LinkRow key={row.id} row={row} onEdit={() => setEditing(row)} onDelete={() => confirmDelete(row)} />)}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
        <LoadMore list={list} />
      </Card>
      {editing ? <MediatorLinkForm key={editing === 'new' ? 'new' : editing.id} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
