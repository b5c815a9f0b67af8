import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DistributionSource } from '../../../../contract/profit-distribution';
import { PageHeader } from '../../app/PageHeader';
import { QueryState } from '../../app/QueryState';
import type { Calculation } from './calculation';
import { InvestorTab } from './InvestorTab';
import { MediatorTab } from './MediatorTab';
import { PeriodCard } from './PeriodCard';
import { ReportsTab } from './ReportsTab';
import { PendingRunsCard } from '../distribution-approvals/PendingRunsCard';
import { ResetMonthButton } from './ResetMonthButton';
import { SummaryCards } from './SummaryCards';
import { useDistributionOverview, type Period } from './use-profit-distribution';

const currentPeriod = (): Period => ({ year: new Date().getFullYear(), month: new Date().getMonth() + 1, currency: 'XAF' });

/** Monthly profit distribution (docs/distribution.md §13): investors' split, mediator commissions, the month's report. */
export function ProfitDistributionPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(currentPeriod);
  const [source, setSource] = useState<DistributionSource>('operations');
  const [calculation, setCalculation] = useState<Calculation>(null);
  const overview = useDistributionOverview(period);
  const [params, setParams] = useSearchParams();
  // The tab is `?tab=`; another tab starts from its own view (the report's month, type and sort).
  const openTab = (next: string | null) => setParams(next && next !== 'investor' ? { tab: next } : {});
  const changePeriod = (next: Period) => {
    setPeriod(next);
    setCalculation(null);
  };
  const shownSource = overview.data?.sales ? source : 'operations';
  const sourceOverview = shownSource === 'sales' ? overview.data?.sales : overview.data?.operations;
  const periodKey = `${period.year}-${period.month}-${period.currency}`;
  return (
    <Stack gap="lg" data-testid="profit-distribution-page">
      <PageHeader
        title={t('distributionPage.title')}
        subtitle={t('distributionPage.subtitle')}
        actions={<ResetMonthButton period={period} onReset={() => setCalculation(null)} />}
      />
      <PeriodCard period={period} onChange={changePeriod} distributed={(sourceOverview?.distributedCount ?? 0) > 0} />
      <PendingRunsCard period={period} />
      <QueryState query={overview}>
        {overview.data ? (
          <Stack gap="lg">
            <SummaryCards overview={overview.data} />
            <Tabs value={params.get('tab') ?? 'investor'} onChange={openTab}>
              <Tabs.List>
                <Tabs.Tab value="investor" data-testid="tab-investor">
                  {t('distributionPage.tabs.investor')}
                </Tabs.Tab>
                <Tabs.Tab value="mediator" data-testid="tab-mediator">
                  {t('distributionPage.tabs.mediator')}
                </Tabs.Tab>
                <Tabs.Tab value="reports" data-testid="tab-reports">
                  {t('distributionPage.tabs.reports')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="investor" pt="md">
                <InvestorTab
                  key={`${periodKey}-${shownSource}`}
                  overview={overview.data}
                  period={period}
                  source={shownSource}
                  onSource={setSource}
                  calculation={calculation}
                  onCalculation={setCalculation}
                />
              </Tabs.Panel>
              <Tabs.Panel value="mediator" pt="md">
                <MediatorTab overview={overview.data} period={period} calculation={calculation} onCalculation={setCalculation} />
              </Tabs.Panel>
              <Tabs.Panel value="reports" pt="md">
                <ReportsTab key={periodKey} period={period} />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
  );
}
