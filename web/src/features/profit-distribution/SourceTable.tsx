import { Alert, Badge, Checkbox, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DistributionSource, TSourceOverview, TSourceRow } from '../../../../contract/profit-distribution';
import type { Currency } from '../../../../domain';
import { Money } from '../../app/Money';
import { DayCell } from '../../app/tables/PlainTable';

type Props = {
  source: DistributionSource;
  overview: TSourceOverview;
  currency: Currency;
  selected: ReadonlySet<string>;
  onSelect: (ids: ReadonlySet<string>) => void;
  disabled: boolean;
};

function Row({
  row,
  source,
  currency,
  checked,
  onToggle,
}: {
  row: TSourceRow;
  source: DistributionSource;
  currency: Currency;
  checked: boolean | null;
  onToggle?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="source-row" data-number={row.number}>
      {checked === null ? null : (
        <Table.Td>
          <Checkbox checked={checked} onChange={onToggle} aria-label={row.number} data-testid="select-row" />
        </Table.Td>
      )}
      <DayCell value={row.date} />
      {source === 'operations' ? (
        <>
          <Table.Td dir="ltr">{row.number}</Table.Td>
          <Table.Td>{row.clientName}</Table.Td>
          <Table.Td>
            <Money amount={row.amount} currency={currency} />
          </Table.Td>
          <Table.Td>{row.mediatorName}</Table.Td>
          <Table.Td>{row.mediatorShare === null ? '—' : <Money amount={row.mediatorShare} currency={currency} />}</Table.Td>
        </>
      ) : (
        <Table.Td>
          <Money amount={row.amount} currency={currency} />
        </Table.Td>
      )}
      <Table.Td>
        <Badge color={row.distributed ? 'gray' : 'teal'} variant="light">
          {t(
            row.distributed
              ? 'distributionPage.distributedBadge'
              : source === 'operations'
                ? 'distributionPage.completedBadge'
                : 'distributionPage.availableBadge',
          )}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}

function Head({ source, selectAll }: { source: DistributionSource; selectAll?: React.ReactNode }) {
  const { t } = useTranslation();
  const columns = source === 'operations' ? ['date', 'number', 'client', 'investorShare', 'mediator', 'mediatorValue', 'status'] : ['date', 'profit', 'status'];
  return (
    <Table.Thead>
      <Table.Tr>
        {selectAll === undefined ? null : <Table.Th w={40}>{selectAll}</Table.Th>}
        {columns.map((column) => (
          <Table.Th key={column}>{t(`distributionPage.columns.${column}`)}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** The month's selectable records with select-all, the not-ready count and the first distributed ones. */
export function SourceTable({ source, overview, currency, selected, onSelect, disabled }: Props) {
  const { t } = useTranslation();
  const ids = overview.selectable.map((row) => row.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };
  const selectAll = (
    <Checkbox
      checked={allSelected}
      indeterminate={!allSelected && selected.size > 0}
      disabled={disabled || ids.length === 0}
      onChange={() => onSelect(allSelected ? new Set() : new Set(ids))}
      aria-label={t('distributionPage.selectAll')}
      data-testid="select-all"
    />
  );
  return (
    <Stack gap="sm">
      {overview.selectable.length === 0 ? (
        <Text c="dimmed" data-testid="no-selectable">
          {t('distributionPage.noSelectable')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={source === 'operations' ? 820 : 420}>
          <Table striped data-testid="selectable-table">
            <Head source={source} selectAll={selectAll} />
            <Table.Tbody>
              {overview.selectable.map((row) => (
                <Row
                  key={row.id}
                  row={row}
                  source={source}
                  currency={currency}
                  checked={selected.has(row.id)}
                  onToggle={disabled ? undefined : () => toggle(row.id)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" data-testid="selected-count">
        {t('distributionPage.selectedCount', { count: selected.size, total: overview.selectableCount })}
      </Text>
      {overview.notReadyCount > 0 ? (
        <Alert color="yellow" data-testid="not-ready-warning">
          {t(source === 'operations' ? 'distributionPage.notCompleted' : 'distributionPage.notSold', { count: overview.notReadyCount })}
        </Alert>
      ) : null}
      {overview.distributedCount > 0 ? (
        <Stack gap={4} data-testid="distributed-list">
          <Title order={5}>{t('distributionPage.distributedTitle')}</Title>
          <Table.ScrollContainer minWidth={source === 'operations' ? 780 : 380}>
            <Table>
              <Head source={source} />
              <Table.Tbody>
                {overview.distributed.map((row) => (
                  <Row key={row.id} row={row} source={source} currency={currency} checked={null} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" data-testid="distributed-note">
            {t('distributionPage.showingFirst', { shown: overview.distributed.length, total: overview.distributedCount })}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
