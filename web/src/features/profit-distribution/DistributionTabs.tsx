import { useTranslation } from 'react-i18next';
import { UrlTabs } from '../../app/UrlTabs';
import { InvestorTab, type InvestorTabProps } from './InvestorTab';
import { MediatorTab } from './MediatorTab';
import { PERIOD_KEYS } from './period-url';
import { ReportsTab } from './ReportsTab';

/**
 * The month's investors, mediator commissions and report, the tab in `?tab=`; another tab starts
 * from its own view (the report's month, type and sort), on the page's month.
 */
export function DistributionTabs(props: InvestorTabProps) {
  const { t } = useTranslation();
  const { overview, period, calculation, onCalculation } = props;
  const periodKey = `${period.year}-${period.month}-${period.currency}`;
  const tabs = [
    { value: 'investor', label: t('distributionPage.tabs.investor'), panel: <InvestorTab key={`${periodKey}-${props.source}`} {...props} /> },
    {
      value: 'mediator',
      label: t('distributionPage.tabs.mediator'),
      panel: <MediatorTab overview={overview} period={period} calculation={calculation} onCalculation={onCalculation} />,
    },
    { value: 'reports', label: t('distributionPage.tabs.reports'), panel: <ReportsTab key={periodKey} period={period} /> },
  ];
  return <UrlTabs tabs={tabs} pageKeys={PERIOD_KEYS} />;
}
