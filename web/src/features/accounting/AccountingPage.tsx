import { useTranslation } from 'react-i18next';
import { TabbedPage } from '../../app/UrlTabs';
import { JournalTab } from './JournalTab';

/**
 * /app/accounting: the books (docs/accounting.md §5), one view per tab, the tab in `?tab=` (the
 * journal is the URL without it). Each tab reads its own filters from the URL and takes no props,
 * so a view is one line here: `{ value: 'trial-balance', label: t('accounting.page.tabs.trialBalance'), panel: <TrialBalanceTab /> }`.
 */
export function AccountingPage() {
  const { t } = useTranslation();
  const tabs = [{ value: 'journal', label: t('accounting.page.tabs.journal'), panel: <JournalTab /> }];
  return <TabbedPage title={t('accounting.page.title')} subtitle={t('accounting.page.subtitle')} tabs={tabs} keepMounted={false} />;
}
