import { useTranslation } from 'react-i18next';
import { TabbedPage } from '../../app/UrlTabs';
import { BalanceSheetTab } from './BalanceSheetTab';
import { GeneralLedgerTab } from './GeneralLedgerTab';
import { IncomeStatementTab } from './IncomeStatementTab';
import { JournalTab } from './JournalTab';
import { TrialBalanceTab } from './TrialBalanceTab';

/**
 * /app/accounting: the books (docs/accounting.md §5, §8), one view per tab, the tab in `?tab=` (the
 * journal is the URL without it). Each tab reads its own filters from the URL and takes no props;
 * a figure of a report opens `?tab=general-ledger` on its account.
 */
export function AccountingPage() {
  const { t } = useTranslation();
  const tabs = [
    { value: 'journal', label: t('accounting.page.tabs.journal'), panel: <JournalTab /> },
    { value: 'trial-balance', label: t('accounting.page.tabs.trialBalance'), panel: <TrialBalanceTab /> },
    { value: 'balance-sheet', label: t('accounting.page.tabs.balanceSheet'), panel: <BalanceSheetTab /> },
    { value: 'income-statement', label: t('accounting.page.tabs.incomeStatement'), panel: <IncomeStatementTab /> },
    { value: 'general-ledger', label: t('accounting.page.tabs.generalLedger'), panel: <GeneralLedgerTab /> },
  ];
  return <TabbedPage title={t('accounting.page.title')} subtitle={t('accounting.page.subtitle')} tabs={tabs} keepMounted={false} />;
}
