import { ActionIcon, Badge, Button, Card, Center, Checkbox, Group, Menu, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconColumns, IconDownload, IconEdit, IconPlus, IconRefresh, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { holdsPermission } from '../../../../contract/permissions';
import { COUNTRIES, DEFAULT_OPERATION_COLUMNS, OPERATION_COLUMNS, OPERATION_SORTS, OPERATION_STATUSES, type OperationColumn, type TOperationRow } from '../../../../contract/operations';
import { CURRENCY_CODES } from '../../../../contract/money';
import { translateError } from '../../api/translate-error';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { toastError, toastSuccess } from '../../app/toast';
import { useSessionUser } from '../session/use-session';
import { OperationForm } from './OperationForm';
import { operationQuery, useCompanyDefaults, useOperations, useOperationStatus, usePreference, type OperationFilters } from './use-operations';
import { Day } from '../../app/Day';
import { openConfirm } from '../../app/modals/confirm';

const STATUS_COLORS = { pending: 'yellow', completed: 'teal', cancelled: 'gray' } as const;
const PREFERENCE_KEY = 'operations.columns';
const MONEY_COLUMNS = new Set<OperationColumn>(['amount', 'revenue', 'investorShare', 'mediatorShare', 'specialShare', 'companyShare']);

function Cell({ row, column }: { row: TOperationRow; column: OperationColumn }) {
  const { t } = useTranslation();
  if (MONEY_COLUMNS.has(column)) return <Money amount={row[column as 'amount']} currency={row.currency} />;
  switch (column) {
    case 'number':
      return <Text span fw={500} dir="ltr">{row.number}</Text>;
    case 'date':
      return <Text span><Day value={row.operationDate} /></Text>;
    case 'sourceCountry':
    case 'destinationCountry':
      return <>{t(`operations.countries.${row[column]}`)}</>;
    case 'client':
      return <>{row.clientName}</>;
    case 'mediator':
      return <>{row.mediatorName}</>;
    case 'equivalentUsd':
      return <Money amount={row.equivalentUsd} currency="USD" />;
    case 'mediatorType':
      return <>{t(`operations.mediatorTypes.${row.mediatorType}`)}</>;
    case 'status':
      return <Badge color={STATUS_COLORS[row.status]} variant="light" data-testid="operation-status">{t(`operations.status.${row.status}`)}</Badge>;
    default:
      return <Text span dir="ltr">{row[column]}</Text>;
  }
}

function ColumnPicker({ columns, onChange }: { columns: OperationColumn[]; onChange: (next: OperationColumn[]) => void }) {
  const { t } = useTranslation();
  const toggle = (column: OperationColumn) => {
    const next = columns.includes(column) ? columns.filter((item) => item !== column) : OPERATION_COLUMNS.filter((item) => item === column || columns.includes(item));
    if (next.length > 0) onChange(next);
  };
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />} data-testid="column-picker">{t('operations.columnsPicker')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {OPERATION_COLUMNS.map((column) => (
          <Menu.Item key={column} onClick={() => toggle(column)} data-testid={`column-${column}`}>
            <Checkbox readOnly checked={columns.includes(column)} label={t(`operations.columns.${column}`)} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function RowActions({ row, onEdit }: { row: TOperationRow; onEdit: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const status = useOperationStatus();
  if (row.status !== 'pending') return <Text size="xs" c="dimmed">{t('operations.locked')}</Text>;
  const act = (action: 'complete' | 'cancel') =>
    void openConfirm({
      title: action === 'complete' ? t('operations.complete') : t('operations.cancelOperation'),
      children: <Text size="sm">{t(action === 'complete' ? 'operations.confirmComplete' : 'operations.confirmCancel', { number: row.number })}</Text>,
      labels: { confirm: t('operations.confirm'), cancel: t('operations.back') },
      confirmProps: { color: action === 'cancel' ? 'red' : 'teal' },
      onConfirm: () =>
        status.mutate(
          { id: row.id, action },
          {
            onSuccess: () => toastSuccess(t(action === 'complete' ? 'operations.completed' : 'operations.cancelled')),
            onError: (error) => toastError(translateError(t, error, { overrides: action === 'complete' ? { FORBIDDEN: 'operations.noCompletePermission' } : {} })),
          },
        ),
    });
  const canComplete = user ? holdsPermission(user.permissions, 'complete-operations') : false;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('operations.edit')}><ActionIcon variant="subtle" onClick={onEdit} aria-label={t('operations.edit')} data-testid="edit-operation"><IconEdit size={16} /></ActionIcon></Tooltip>
      <Tooltip label={canComplete ? t('operations.complete') : t('operations.noCompletePermission')}>
        <ActionIcon variant="subtle" color="teal" onClick={() => act('complete')} aria-label={t('operations.complete')} data-testid="complete-operation"><IconCheck size={16} /></ActionIcon>
      </Tooltip>
      <Tooltip label={t('operations.cancelOperation')}><ActionIcon variant="subtle" color="red" onClick={() => act('cancel')} aria-label={t('operations.cancelOperation')} data-testid="cancel-operation"><IconX size={16} /></ActionIcon></Tooltip>
    </Group>
  );
}

function Filters({ filters, onChange }: { filters: OperationFilters; onChange: (next: OperationFilters) => void }) {
  const { t } = useTranslation();
  const set = (patch: Partial<OperationFilters>) => onChange({ ...filters, ...patch });
  const countries = COUNTRIES.map((code) => ({ value: code, label: t(`operations.countries.${code}`) }));
  return (
    <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
      <TextInput label={t('common.search')} placeholder={t('operations.searchPlaceholder')} leftSection={<IconSearch size={16} />} value={filters.search} onChange={(event) => set({ search: event.currentTarget.value })} miw={220} data-testid="operations-search" />
      <Select label={t('operations.columns.status')} placeholder={t('common.all')} data={OPERATION_STATUSES.map((code) => ({ value: code, label: t(`operations.status.${code}`) }))} value={filters.status} onChange={(status) => set({ status })} clearable miw={140} data-testid="filter-status" />
      <Select label={t('operations.fields.currency')} placeholder={t('common.all')} data={[...CURRENCY_CODES]} value={filters.currency} onChange={(currency) => set({ currency })} clearable miw={110} />
      <Select label={t('operations.fields.sourceCountry')} placeholder={t('common.all')} data={countries} value={filters.sourceCountry} onChange={(sourceCountry) => set({ sourceCountry })} clearable miw={150} />
      <Select label={t('operations.fields.destinationCountry')} placeholder={t('common.all')} data={countries} value={filters.destinationCountry} onChange={(destinationCountry) => set({ destinationCountry })} clearable miw={150} />
      <TextInput type="date" label={t('operations.from')} value={filters.from} onChange={(event) => set({ from: event.currentTarget.value })} miw={140} />
      <TextInput type="date" label={t('operations.to')} value={filters.to} onChange={(event) => set({ to: event.currentTarget.value })} miw={140} />
      <Select label={t('operations.sort')} data={OPERATION_SORTS.map((code) => ({ value: code, label: t(`operations.sorts.${code}`) }))} value={filters.sort} onChange={(sort) => set({ sort: (sort ?? 'date-desc') as OperationFilters['sort'] })} allowDeselect={false} miw={150} />
    </Group>
  );
}

const EMPTY_FILTERS: OperationFilters = { search: '', status: null, currency: null, sourceCountry: null, destinationCountry: null, from: '', to: '', sort: 'date-desc' };

/** The Operations tab of /app/transactions: list, filters, column picker, export and the form. */
export function OperationsTab() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [debouncedSearch] = useDebouncedValue(filters.search, 300);
  const effective = { ...filters, search: debouncedSearch };
  const operations = useOperations(effective);
  const defaults = useCompanyDefaults();
  const { query: preference, save: savePreference } = usePreference(PREFERENCE_KEY);
  const [editing, setEditing] = useState<TOperationRow | 'new' | null>(null);
  const stored = preference.data?.preference;
  const columns = Array.isArray(stored) ? stored.filter((name): name is OperationColumn => (OPERATION_COLUMNS as readonly string[]).includes(name)) : [...DEFAULT_OPERATION_COLUMNS];
  const rows = operations.data?.pages.flatMap((page) => page.items) ?? [];
  const formOpen = editing ?? (params.get('new') === '1' ? 'new' : null);
  const closeForm = () => {
    setEditing(null);
    if (params.has('new')) {
      params.delete('new');
      setParams(params, { replace: true });
    }
  };
  const exportUrl = `/api/operations/export.xlsx?${new URLSearchParams(
    Object.entries({ ...operationQuery(effective), columns: columns.join(','), lang: i18n.language }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString()}`;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">{t('operations.subtitle')}</Text>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void operations.refetch()} loading={operations.isRefetching} data-testid="refresh-operations">{t('operations.refresh')}</Button>
          <ColumnPicker columns={columns} onChange={(next) => savePreference.mutate(next)} />
          <Button component="a" href={exportUrl} variant="default" leftSection={<IconDownload size={16} />} data-testid="export-operations">{t('operations.export')}</Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={!defaults.data} data-testid="add-operation">{t('operations.add')}</Button>
        </Group>
      </Group>
      <Card withBorder padding="md">
        <Filters filters={filters} onChange={setFilters} />
      </Card>
      <Card withBorder padding="md">
        <QueryState query={operations}>
          {rows.length === 0 ? (
            <Center py="xl"><Text c="dimmed">{t('operations.empty')}</Text></Center>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="sm" data-testid="operations-table">
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => <Table.Th key={column} data-column={column}>{t(`operations.columns.${column}`)}</Table.Th>)}
                    <Table.Th>{t('operations.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="operation-row" data-number={row.number}>
                      {columns.map((column) => <Table.Td key={column}><Cell row={row} column={column} /></Table.Td>)}
                      <Table.Td><RowActions row={row} onEdit={() => setEditing(row)} /></Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
        {operations.hasNextPage ? (
          <Center mt="md">
            <Button variant="default" onClick={() => void operations.fetchNextPage()} disabled={operations.isFetchingNextPage} data-testid="load-more-operations">{operations.isFetchingNextPage ? t('common.loading') : t('operations.loadMore')}</Button>
          </Center>
        ) : null}
      </Card>
      {formOpen && defaults.data ? <OperationForm row={formOpen === 'new' ? null : formOpen} settings={defaults.data} onClose={closeForm} /> : null}
    </Stack>
  );
}
