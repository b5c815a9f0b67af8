import { useTranslation } from 'react-i18next';
import { TabbedPage } from '../../app/UrlTabs';
import { AllocationsTab } from './AllocationsTab';
import { SubProfitSplitTab } from './SubProfitSplitTab';

/** Allocations, and the month's profit split between each primary and its sub-subscribers (docs/distribution.md §12); the tab is `?tab=`. */
export function SubProfitDistributionPage() {
  const { t } = useTranslation();
  // Each tab has its own list view: another tab starts from its own defaults.
  const tabs = [
    { value: 'allocations', label: t('allocations.tab'), panel: <AllocationsTab /> },
    { value: 'split', label: t('allocations.splitTab'), panel: <SubProfitSplitTab /> },
  ];
  return <TabbedPage title={t('allocations.title')} subtitle={t('allocations.subtitle')} tabs={tabs} keepMounted={false} />;
}
