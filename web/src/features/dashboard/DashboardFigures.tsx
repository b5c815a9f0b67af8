import { Badge, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboard, TDashboardMonth } from '../../../../contract/dashboard';
import { parseAmount, type Currency } from '../../../../domain';
import { api } from '../../api/http';
import { Money, useFormatMoney } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { Day } from '../../app/Day';
import { useFormat } from '../../i18n/format';

function Stat({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">{label}</Text>
      <Stack gap={2} mt={4} fw={700} fz="lg">{children}</Stack>
    </Card>
  );
}

/** Bar heights are proportions for drawing only; the amounts shown come from formatMoney. */
function share(amount: string, largest: bigint, currency: Currency): number {
  const minor = parseAmount({ text: amount, currency, allowNegative: true }).amountMinor;
  return largest === 0n || minor <= 0n ? 0 : Number((minor * 1000n) / largest) / 10;
}

/** An accessible SVG bar chart: twelve months of volume and company profit in one currency. */
function MonthsChart({ months }: { months: TDashboardMonth[] }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const currencies = [...new Set(months.map((month) => month.currency))];
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = (chosen ?? currencies[0] ?? 'XAF') as Currency;
  const rows = months.filter((month) => month.currency === currency);
  const largest = rows.reduce((max, row) => {
    const minor = parseAmount({ text: row.volume, currency }).amountMinor;
    return minor > max ? minor : max;
  }, 0n);
  const width = 40;
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">{t('dashboard.chart.title')}</Title>
        <Select aria-label={t('dashboard.chart.currency')} data={currencies} value={currency} onChange={setChosen} allowDeselect={false} w={110} />
      </Group>
      <Group gap="md" mb="xs">
        <Badge color="blue" variant="light">{t('dashboard.chart.volume')}</Badge>
        <Badge color="teal" variant="light">{t('dashboard.chart.profit')}</Badge>
      </Group>
      <div style={{ overflowX: 'auto' }}>
        <svg role="img" aria-label={t('dashboard.chart.title')} width={Math.max(rows.length * width, 200)} height={180} style={{ direction: 'ltr' }} data-testid="dashboard-chart">
          {rows.map((row, index) => {
            const volume = share(row.volume, largest, currency) * 1.4;
            const profit = share(row.companyProfit, largest, currency) * 1.4;
            const label = t('dashboard.chart.summary', { month: row.month, volume: format(row.volume, currency), profit: format(row.companyProfit, currency) });
            return (
              <g key={row.month}>
                <title>{label}</title>
                <rect x={index * width + 4} y={150 - volume} width={14} height={volume} fill="var(--mantine-color-blue-5)" />
                <rect x={index * width + 20} y={150 - profit} width={14} height={profit} fill="var(--mantine-color-teal-5)" />
                <text x={index * width + 20} y={168} fontSize={10} textAnchor="middle" fill="currentColor">{row.month.slice(2)}</text>
              </g>
            );
          })}
        </svg>
      </div>
    </Card>
  );
}

export function DashboardFigures() {
  const { t } = useTranslation();
  const format = useFormat();
  const board = useQuery({ queryKey: ['dashboard'], queryFn: () => api.get<TDashboard>('/api/dashboard') });
  return (
    <QueryState query={board}>
      {board.data ? (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Stat label={t('dashboard.stats.totalOperations')} testId="stat-total">
              <span>{board.data.totalOperations}</span>
              <Text size="xs" c="dimmed" fw={400}>{t('dashboard.stats.statusLine', { completed: board.data.completedOperations, pending: board.data.pendingOperations, cancelled: board.data.cancelledOperations })}</Text>
            </Stat>
            <Stat label={t('dashboard.stats.totalAmounts')} testId="stat-amounts">
              {board.data.totalAmounts.length ? board.data.totalAmounts.map((item) => <Money key={item.currency} amount={item.amount} currency={item.currency} />) : t('dashboard.stats.none')}
            </Stat>
            <Stat label={t('dashboard.stats.totalProfits')} testId="stat-profits">
              {board.data.totalProfits.length ? board.data.totalProfits.map((item) => <Money key={item.currency} amount={item.amount} currency={item.currency} />) : t('dashboard.stats.none')}
            </Stat>
            <Stat label={t('dashboard.stats.completionRate')} testId="stat-rate">
              <span dir="ltr">{board.data.completionRate === null ? '—' : format.percent(board.data.completionRate)}</span>
            </Stat>
          </SimpleGrid>
          <MonthsChart months={board.data.months} />
          <Card withBorder padding="lg">
            <Title order={3} fz="lg" mb="sm">{t('dashboard.latest')}</Title>
            {board.data.latest.length === 0 ? (
              <Text c="dimmed">{t('dashboard.noOperations')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="xs" data-testid="latest-operations">
                  <Table.Tbody>
                    {board.data.latest.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td dir="ltr">{row.number}</Table.Td>
                        <Table.Td><Day value={row.operationDate} /></Table.Td>
                        <Table.Td>{row.clientName}</Table.Td>
                        <Table.Td><Money amount={row.amount} currency={row.currency} /></Table.Td>
                        <Table.Td>{t(`operations.status.${row.status}`)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        </Stack>
      ) : null}
    </QueryState>
  );
}
