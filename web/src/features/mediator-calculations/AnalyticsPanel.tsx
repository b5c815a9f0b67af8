import { Card, Group, Select, Skeleton, Table, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { YEARS_SHOWN } from '../../../../contract/profit-distribution';
import type { Currency } from '../../../../domain';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { useMonthNames } from '../../app/charts/use-month-names';
import { lazyNamed } from '../../app/retryable-lazy';
import { EmptyNote } from './EmptyNote';
import { useCalculationAnalytics } from './use-mediator-calculations';
import { ScrollTable, TableHead } from '../../app/tables/PlainTable';

const AmountBarChart = lazyNamed(() => import('../../app/charts/AmountBarChart'), 'AmountBarChart');

/** A year of stored mediator shares: the month totals as a chart, then each mediator's year. */
export function AnalyticsPanel({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(String(thisYear));
  const analytics = useCalculationAnalytics(year, currency);
  const monthNames = useMonthNames();
  const series = [{ key: 'share', label: t('mediatorCalculations.analytics.shares'), color: 'teal.8', axis: 'start' }] as const;
  const years = Array.from({ length: YEARS_SHOWN }, (_, index) => String(thisYear - index));
  return (
    <Card withBorder padding="md" data-testid="calculation-analytics">
      <Group justify="space-between" mb="sm" align="flex-end">
        <Title order={4}>{t('mediatorCalculations.analytics.title')}</Title>
        <Select
          label={t('mediatorCalculations.filters.year')}
          data={years}
          value={year}
          onChange={(chosen) => chosen && setYear(chosen)}
          allowDeselect={false}
          w={120}
          data-testid="analytics-year"
        />
      </Group>
      <QueryState query={analytics}>
        {analytics.data && analytics.data.totals.operationCount > 0 ? (
          <>
            <Suspense fallback={<Skeleton h={300} />}>
              <AmountBarChart
                points={analytics.data.months.map((month) => {
                  const isoMonth = `${year}-${String(month.month).padStart(2, '0')}`;
                  return { key: isoMonth, tick: monthNames.tick(isoMonth), title: monthNames.title(isoMonth), amounts: { share: month.storedShare } };
                })}
                series={series}
                currency={currency}
                label={t('mediatorCalculations.analytics.chartLabel', { year })}
                testId="analytics-chart"
              />
            </Suspense>
            <ScrollTable minWidth={420}>
              <Table striped verticalSpacing="xs" mt="md">
                <TableHead
                  labels={[t('mediatorCalculations.columns.mediator'), t('mediatorCalculations.columns.operations'), t('mediatorCalculations.analytics.total')]}
                />
                <Table.Tbody>
                  {analytics.data.mediators.map((mediator) => (
                    <Table.Tr key={mediator.mediatorId} data-testid="analytics-row">
                      <Table.Td>{mediator.mediatorName}</Table.Td>
                      <Table.Td>{mediator.operationCount}</Table.Td>
                      <Table.Td>
                        <Money amount={mediator.storedShare} currency={currency} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr fw={700}>
                    <Table.Td>{t('mediatorCalculations.total')}</Table.Td>
                    <Table.Td>{analytics.data.totals.operationCount}</Table.Td>
                    <Table.Td>
                      <Money amount={analytics.data.totals.storedShare} currency={currency} />
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </>
        ) : (
          <EmptyNote>{t('mediatorCalculations.analytics.empty')}</EmptyNote>
        )}
      </QueryState>
    </Card>
  );
}
