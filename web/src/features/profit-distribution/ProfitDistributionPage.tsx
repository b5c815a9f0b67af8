import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistributionSource } from '../../../../contract/profit-distribution';
import { PageHeader } from '../../app/PageHeader';
import { QueryState } from '../../app/QueryState';
import { useUrlPatch } from '../../app/use-url-patch';
import type { Calculation } from './calculation';
import { DistributionTabs } from './DistributionTabs';
import { PeriodCard } from './PeriodCard';
import { PendingRunsCard } from '../distribution-approvals/PendingRunsCard';
import { periodFromUrl, periodToUrl } from './period-url';
import { ResetMonthButton } from './ResetMonthButton';
import { SummaryCards } from './SummaryCards';
import { useDistributionOverview, type Period } from './use-profit-distribution';

/** Monthly profit distribution (docs/distribution.md §13): investors' split, mediator commissions, the month's report. */
export function ProfitDistributionPage() {
  const { t } = useTranslation();
  // The chosen month lives in the address, so that a reload or a shared link keeps it.
  const [params, patch] = useUrlPatch();
  const period = periodFromUrl(params, new Date());
  const [source, setSource] = useState<DistributionSource>('operations');
  const [calculation, setCalculation] = useState<Calculation>(null);
  const overview = useDistributionOverview(period);
  const changePeriod = (next: Period) => {
    patch(periodToUrl(next));
    setCalculation(null);
  };
  const shownSource = overview.data?.sales ? source : 'operations';
  const sourceOverview = shownSource === 'sales' ? overview.data?.sales : overview.data?.operations;
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
            <DistributionTabs
              overview={overview.data}
              period={period}
              source={shownSource}
              onSource={setSource}
              calculation={calculation}
              onCalculation={setCalculation}
            />
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
  );
}
