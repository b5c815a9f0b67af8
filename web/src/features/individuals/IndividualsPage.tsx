import { ActionIcon, Badge, Button, Card, Center, Group, Select, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlayerPlay, IconPlus, IconSearch, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { INDIVIDUAL_TYPES, type IndividualType, type TIndividualRow } from '../../../../contract/individuals';
import { translateError } from '../../api/translate-error';
import { LoadMore } from '../../app/LoadMore';
import { QueryState } from '../../app/QueryState';
import { toastError, toastSuccess } from '../../app/toast';
import { IndividualForm } from './IndividualForm';
import { useIndividuals, useSetIndividualActive } from './use-individuals';

export function IndividualsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [type, setType] = useState<IndividualType | null>(null);
  const [active, setActive] = useState<'true' | 'false' | null>(null);
  const [editing, setEditing] = useState<TIndividualRow | 'new' | null>(null);
  const { list, rows } = useIndividuals({ search: debounced, type, active });
  const setActiveState = useSetIndividualActive();
  // The dashboard's "add individual" quick action lands here with ?new=1.
  const adding = editing === 'new' || params.get('new') === '1';
  const closeForm = () => {
    setEditing(null);
    if (params.has('new')) setParams({}, { replace: true });
  };
  const toggle = (row: TIndividualRow) =>
    setActiveState.mutateAsync({ id: row.id, active: !row.isActive }).then(
      () => toastSuccess(t(row.isActive ? 'individuals.deactivated' : 'individuals.activated')),
      (error: unknown) => toastError(translateError(t, error)),
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={2}>{t('individuals.title')}</Title>
          <Text c="dimmed">{t('individuals.subtitle')}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="individual-add">
          {t('individuals.add')}
        </Button>
      </Group>
      <Card withBorder padding="md">
        <Group grow preventGrowOverflow={false} wrap="wrap" mb="md" align="flex-end">
          <TextInput label={t('common.search')} placeholder={t('individuals.searchPlaceholder')} leftSection={<IconSearch size={16} />} value={search} onChange={(event) => setSearch(event.currentTarget.value)} miw={220} data-testid="individual-search" />
          <Select label={t('individuals.fields.type')} placeholder={t('common.all')} data={INDIVIDUAL_TYPES.map((code) => ({ value: code, label: t(`individuals.types.${code}`) }))} value={type} onChange={(chosen) => setType(chosen as IndividualType | null)} clearable miw={150} />
          <Select label={t('individuals.fields.active')} placeholder={t('common.all')} data={[{ value: 'true', label: t('people.active') }, { value: 'false', label: t('people.inactive') }]} value={active} onChange={(chosen) => setActive(chosen as 'true' | 'false' | null)} clearable miw={150} />
        </Group>
        <QueryState query={list}>
          {rows.length === 0 ? (
            <Center py="xl"><Text c="dimmed">{t('individuals.empty')}</Text></Center>
          ) : (
            <Table.ScrollContainer minWidth={820}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('individuals.fields.name')}</Table.Th>
                    <Table.Th>{t('individuals.fields.phone')}</Table.Th>
                    <Table.Th>{t('individuals.fields.type')}</Table.Th>
                    <Table.Th>{t('individuals.fields.nni')}</Table.Th>
                    <Table.Th>{t('individuals.fields.nationality')}</Table.Th>
                    <Table.Th>{t('individuals.fields.active')}</Table.Th>
                    <Table.Th>{t('people.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="individual-row" data-email={row.email}>
                      <Table.Td>
                        <Text size="sm" fw={500}>{row.name}</Text>
                        <Text size="xs" c="dimmed" dir="ltr">{row.email}</Text>
                      </Table.Td>
                      <Table.Td><Text span size="sm" dir="ltr">{row.phone}</Text></Table.Td>
                      <Table.Td>{t(`individuals.types.${row.type}`)}</Table.Td>
                      <Table.Td>{row.nni}</Table.Td>
                      <Table.Td>{row.nationality}</Table.Td>
                      <Table.Td>
                        <Badge color={row.isActive ? 'teal' : 'gray'} variant="light" data-testid="individual-status">{t(row.isActive ? 'people.active' : 'people.inactive')}</Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={t('individuals.edit')}>
                            <ActionIcon variant="subtle" aria-label={t('individuals.edit')} onClick={() => setEditing(row)} data-testid="individual-edit"><IconEdit size={18} /></ActionIcon>
                          </Tooltip>
                          <Tooltip label={t(row.isActive ? 'people.deactivate' : 'people.activate')}>
                            <ActionIcon variant="subtle" color={row.isActive ? 'red' : 'teal'} aria-label={t(row.isActive ? 'people.deactivate' : 'people.activate')} onClick={() => void toggle(row)} data-testid="individual-toggle">
                              {row.isActive ? <IconUserOff size={18} /> : <IconPlayerPlay size={18} />}
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
        <LoadMore list={list} />
      </Card>
      {adding ? <IndividualForm row={null} onClose={closeForm} /> : null}
      {editing && editing !== 'new' ? <IndividualForm row={editing} onClose={closeForm} /> : null}
    </Stack>
  );
}
