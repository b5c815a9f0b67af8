import { Badge, Button, Card, Center, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '../../../../contract/money';
import { YEARS_SHOWN, type TPeriodQuery } from '../../../../contract/profit-distribution';
import type { TPrimarySplit } from '../../../../contract/sub-profit-split';
import type { Currency } from '../../../../domain';
import { LoadMore } from '../../app/LoadMore';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { splitExportUrl, useSubProfitSplit } from './use-sub-profit-split';

function PrimaryCard({ split, currency }: { split: TPrimarySplit; currency: Currency }) {
  const { t } = useTranslation();
  const line = (key: string, name: string, role: string, share: string) => (
    <Table.Tr key={key} data-testid="split-line">
      <Table.Td>{name}</Table.Td>
      <Table.Td><Badge variant="light" color={role === 'primary' ? 'blue' : 'gray'}>{t(role === 'primary' ? 'subProfitSplit.primaryRole' : 'subProfitSplit.subRole')}</Badge></Table.Td>
      <Table.Td><Money amount={share} currency={currency} /></Table.Td>
    </Table.Tr>
  );
  return (
    <Card withBorder padding="md" data-testid="split-card">
      <Group justify="space-between" mb="xs">
        <div>
          <Title order={5}>{split.primaryName}</Title>
          <Text size="xs" c="dimmed">
            {t('subProfitSplit.columns.weight')}: <Money amount={split.keptAmount} currency={split.subscriptionCurrency} /> / <Money amount={split.subscriptionAmount} currency={split.subscriptionCurrency} />
          </Text>
        </div>
        <Text fw={700} data-testid="split-profit">{t('subProfitSplit.profit')}: <Money amount={split.profit} currency={currency} /></Text>
      </Group>
      {split.profit === '0' || /^0\.0+$/.test(split.profit) ? <Text size="sm" c="dimmed" mb="xs">{t('subProfitSplit.noProfit')}</Text> : null}
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subProfitSplit.columns.beneficiary')}</Table.Th>
              <Table.Th>{t('subProfitSplit.columns.role')}</Table.Th>
              <Table.Th>{t('subProfitSplit.columns.share')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {line('primary', split.primaryName, 'primary', split.primaryShare)}
            {split.parts.map((part) => line(part.allocationId, part.subName, 'sub', part.share))}
            <Table.Tr fw={700}>
              <Table.Td>{t('mediatorCalculations.total')}</Table.Td>
              <Table.Td />
              <Table.Td><Money amount={split.profit} currency={currency} /></Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** docs/distribution.md §12: each primary's profit of the month split with its sub-subscribers, one card per primary. */
export function SubProfitSplitTab() {
  const { t, i18n } = useTranslation();
  const today = new Date();
  const [period, setPeriod] = useState<TPeriodQuery>({ year: String(today.getFullYear()), month: String(today.getMonth() + 1), currency: 'XAF' });
  const split = useSubProfitSplit(period);
  const pages = split.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const totals = pages[0]?.totals;
  const years = Array.from({ length: YEARS_SHOWN }, (_, index) => String(today.getFullYear() - index));
  const monthName = (month: number) => new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
  const currency = period.currency as Currency;
  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <Text c="dimmed" size="sm" mb="sm">{t('subProfitSplit.subtitle')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 4 }} style={{ alignItems: 'end' }}>
          <Select label={t('subProfitSplit.year')} data={years} value={period.year} onChange={(year) => year && setPeriod({ ...period, year })} allowDeselect={false} data-testid="split-year" />
          <Select label={t('subProfitSplit.month')} data={Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: monthName(index + 1) }))} value={period.month} onChange={(month) => month && setPeriod({ ...period, month })} allowDeselect={false} data-testid="split-month" />
          <Select label={t('subProfitSplit.currency')} data={[...CURRENCY_CODES]} value={period.currency} onChange={(code) => code && setPeriod({ ...period, currency: code as Currency })} allowDeselect={false} data-testid="split-currency" />
          <Button component="a" href={splitExportUrl(period, i18n.language)} download variant="light" leftSection={<IconDownload size={16} />} data-testid="split-export">{t('subProfitSplit.export')}</Button>
        </SimpleGrid>
      </Card>
      <QueryState query={split}>
        {items.length === 0 ? (
          <Center py="xl"><Text c="dimmed" data-testid="split-empty">{t('subProfitSplit.empty')}</Text></Center>
        ) : (
          <Stack>
            {totals ? <Text fw={600} data-testid="split-month-total">{t('subProfitSplit.monthTotal', { count: totals.primaryCount })}: <Money amount={totals.profit} currency={currency} /></Text> : null}
            {items.map((item) => <PrimaryCard key={item.primarySubscriberId} split={item} currency={currency} />)}
          </Stack>
        )}
      </QueryState>
      <LoadMore list={split} />
    </Stack>
  );
}
