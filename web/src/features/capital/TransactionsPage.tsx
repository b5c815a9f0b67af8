import { useTranslation } from 'react-i18next';
import { TabbedPage } from '../../app/UrlTabs';
import { OperationsTab } from '../operations/OperationsTab';
import { CapitalTransactionsTab } from './CapitalTransactionsTab';

/** /app/transactions: capital transactions (this feature) and operations (their own feature), chosen by ?tab=. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const tabs = [
    { value: 'capital', label: t('capital.tabCapital'), panel: <CapitalTransactionsTab /> },
    { value: 'operations', label: t('capital.tabOperations'), panel: <OperationsTab /> },
  ];
  return <TabbedPage title={t('capital.pageTitle')} subtitle={t('capital.pageSubtitle')} tabs={tabs} replace keepMounted={false} />;
}
