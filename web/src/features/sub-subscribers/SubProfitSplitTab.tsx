import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sortValues } from '../../../../contract/list-view';
import { SPLIT_SORT_COLUMNS } from '../../../../contract/sub-profit-split';
import type { Currency } from '../../../../domain';
import { Money } from '../../app/Money';
import { ListTable } from '../../app/tables/ListTable';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { SPLIT_TABLE, splitColumns } from './split-columns';
import { SplitFilters } from './SplitFilters';
import { useSubProfitSplit } from './use-sub-profit-split';

/** docs/distribution.md §12: each primary's profit of the month split with its sub-subscribers, one row per primary. */
export function SubProfitSplitTab() {
  const { t } = useTranslation();
  const view = useListView({
    list: 'sub-profit-split',
    sorts: sortValues(SPLIT_SORT_COLUMNS),
    defaultSort: 'primary-asc',
    filters: ['year', 'month', 'currency'] as const,
  });
  const today = new Date();
  const period = {
    year: view.filters.year || String(today.getFullYear()),
    month: view.filters.month || String(today.getMonth() + 1),
    currency: view.filters.currency || 'XAF',
  };
  const query = { ...view.query, ...period };
  const split = useSubProfitSplit(query);
  const totals = split.totals;
  const currency = period.currency as Currency;
  const { columns, keys, picker } = useColumnChoice('sub-profit-split', splitColumns(t, currency), {
    defaults: ['primary', 'subscriptionAmount', 'profit', 'shares'],
  });
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('subProfitSplit.subtitle')}
      </Text>
      <SplitFilters view={view} period={period} query={query} columns={keys} />
      <Group justify="space-between">
        {totals && totals.primaryCount > 0 ? (
          <Text fw={600} data-testid="split-month-total">
            {t('subProfitSplit.monthTotal', { count: totals.primaryCount })}: <Money amount={totals.profit} currency={currency} />
          </Text>
        ) : (
          <span />
        )}
        {picker}
      </Group>
      <ListTable frame={SPLIT_TABLE} data={split} view={view} columns={columns} emptyText={t('subProfitSplit.empty')} />
    </Stack>
  );
}
