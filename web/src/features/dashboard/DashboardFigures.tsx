import { Card, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboardMonth } from '../../../../contract/dashboard';
import type { Currency } from '../../../../domain';
import { api } from '../../api/client';
import { Money } from '../../app/Money';
import { lazyNamed } from '../../app/retryable-lazy';
import { useMonthNames } from '../../app/charts/use-month-names';
import { QueryState } from '../../app/QueryState';
import { useFormat } from '../../i18n/format';
import { DayCell, ScrollTable } from '../../app/tables/PlainTable';

function Stat({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Stack gap={2} mt={4} fw={700} fz="lg">
        {children}
      </Stack>
    </Card>
  );
}

const AmountBarChart = lazyNamed(() => import('../../app/charts/AmountBarChart'), 'AmountBarChart');

/** Twelve months of volume and company profit in one currency; the profit has its own axis, or its bars would not show beside the volume. */
function MonthsChart({ months }: { months: TDashboardMonth[] }) {
  const { t } = useTranslation();
  const monthNames = useMonthNames();
  const currencies = [...new Set(months.map((month) => month.currency))];
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = (chosen ?? currencies[0] ?? 'XAF') as Currency;
  const points = months
    .filter((month) => month.currency === currency)
    .map((month) => ({
      key: month.month,
      tick: monthNames.tick(month.month),
      title: monthNames.title(month.month),
      amounts: { volume: month.volume, profit: month.companyProfit },
    }));
  const series = [
    { key: 'volume', label: t('dashboard.chart.volume'), color: 'blue.6', axis: 'start' },
    { key: 'profit', label: t('dashboard.chart.profit'), color: 'orange.8', axis: 'end' },
  ] as const;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          {t('dashboard.chart.title')}
        </Title>
        {/* The browser's own list: the dashboard's first download carries no combobox for one choice among a few currencies. */}
        <NativeSelect
          aria-label={t('dashboard.chart.currency')}
          data={currencies}
          value={currency}
          onChange={(event) => setChosen(event.currentTarget.value)}
          w={110}
        />
      </Group>
      <Suspense fallback={<Skeleton h={300} />}>
        <AmountBarChart points={points} series={series} currency={currency} label={t('dashboard.chart.title')} testId="dashboard-chart" />
      </Suspense>
    </Card>
  );
}

export function DashboardFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const board = useQuery({ queryKey: ['dashboard'], queryFn: () => api.get('/api/dashboard') });
  return (
    <QueryState query={board}>
      {board.data ? (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Stat label={t('dashboard.stats.totalOperations')} testId="stat-total">
              <span>{board.data.totalOperations}</span>
              <Text size="xs" c="dimmed" fw={400}>
                {t('dashboard.stats.statusLine', {
                  completed: board.data.completedOperations,
                  pending: board.data.pendingOperations,
                  cancelled: board.data.cancelledOperations,
                })}
              </Text>
            </Stat>
            <Stat label={t('dashboard.stats.totalAmounts')} testId="stat-amounts">
              {board.data.totalAmounts.length
                ? board.data.totalAmounts.map((item) => <Money key={item.currency} amount={item.amount} currency={item.currency} />)
                : t('dashboard.stats.none')}
            </Stat>
            <Stat label={t('dashboard.stats.totalProfits')} testId="stat-profits">
              {board.data.totalProfits.length
                ? board.data.totalProfits.map((item) => <Money key={item.currency} amount={item.amount} currency={item.currency} />)
                : t('dashboard.stats.none')}
            </Stat>
            <Stat label={t('dashboard.stats.completionRate')} testId="stat-rate">
              <span dir="ltr">{board.data.completionRate === null ? '—' : format.percent(board.data.completionRate)}</span>
            </Stat>
          </SimpleGrid>
          <MonthsChart months={board.data.months} />
          <Card withBorder padding="lg">
            <Title order={3} fz="lg" mb="sm">
              {t('dashboard.latest')}
            </Title>
            {board.data.latest.length === 0 ? (
              <Text c="dimmed">{t('dashboard.noOperations')}</Text>
            ) : (
              <ScrollTable minWidth={560}>
                <Table verticalSpacing="xs" data-testid="latest-operations">
                  <Table.Tbody>
                    {board.data.latest.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td dir="ltr">{row.number}</Table.Td>
                        <DayCell value={row.operationDate} />
                        <Table.Td>{row.clientName}</Table.Td>
                        <Table.Td>
                          <Money amount={row.amount} currency={row.currency} />
                        </Table.Td>
                        <Table.Td>{t(`operations.status.${row.status}`)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
          </Card>
        </Stack>
      ) : null}
    </QueryState>
  );
}
