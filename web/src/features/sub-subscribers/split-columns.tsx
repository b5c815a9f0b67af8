import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TPrimarySplit } from '../../../../contract/sub-profit-split';
import type { Currency } from '../../../../domain';
import { Money } from '../../app/Money';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';
import { moneyColumn } from '../../app/tables/column-builders';

/** An amount of the primary's subscription, in its currency. */
const subscriptionMoney = (amount: string, split: TPrimarySplit) => ({ amount, currency: split.subscriptionCurrency });

const isZero = (amount: string) => /^0(\.0+)?$/.test(amount);

/** Each beneficiary's share: the primary's own part first, then each sub-subscriber's; they add up to the profit. */
function SplitLines({ split, currency, t }: { split: TPrimarySplit; currency: Currency; t: TFunction }) {
  const lines = [
    { key: 'primary', name: split.primaryName, role: 'primary', share: split.primaryShare },
    ...split.parts.map((part) => ({ key: part.allocationId, name: part.subName, role: 'sub', share: part.share })),
  ];
  return (
    <Stack gap={4}>
      {isZero(split.profit) ? (
        <Text size="xs" c="dimmed">
          {t('subProfitSplit.noProfit')}
        </Text>
      ) : null}
      {lines.map((line) => (
        <Group key={line.key} gap="xs" wrap="nowrap" justify="space-between" data-testid="split-line">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{line.name}</Text>
            <Badge variant="light" color={line.role === 'primary' ? 'blue' : 'gray'}>
              {t(line.role === 'primary' ? 'subProfitSplit.primaryRole' : 'subProfitSplit.subRole')}
            </Badge>
          </Group>
          <Money amount={line.share} currency={currency} />
        </Group>
      ))}
    </Stack>
  );
}

/** The split's columns, one row per primary; the sortable ones are those the API sorts by (SPLIT_SORT_COLUMNS). */
export function splitColumns(t: TFunction, currency: Currency): DataColumn<TPrimarySplit>[] {
  return [
    {
      key: 'primary',
      label: t('subProfitSplit.columns.primary'),
      sortable: true,
      cell: (split) => (
        <Text fw={600} size="sm">
          {split.primaryName}
        </Text>
      ),
    },
    moneyColumn('subscriptionAmount', t('subProfitSplit.columns.subscription'), (split) => subscriptionMoney(split.subscriptionAmount, split), {
      sortable: true,
    }),
    moneyColumn('keptAmount', t('subProfitSplit.columns.kept'), (split) => subscriptionMoney(split.keptAmount, split)),
    {
      key: 'profit',
      label: t('subProfitSplit.columns.profit'),
      sortable: true,
      align: 'right',
      cell: (split) => (
        <Text span inherit fw={700} data-testid="split-profit">
          <Money amount={split.profit} currency={currency} />
        </Text>
      ),
    },
    { key: 'shares', label: t('subProfitSplit.columns.shares'), cell: (split) => <SplitLines split={split} currency={currency} t={t} /> },
  ];
}

export const SPLIT_TABLE: TableFrame<TPrimarySplit> = {
  testId: 'sub-profit-split',
  minWidth: 760,
  rowAttributes: () => ({ 'data-testid': 'split-card' }),
  rowKey: (split) => split.primarySubscriberId,
};
