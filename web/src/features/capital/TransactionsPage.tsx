import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UrlTabs } from '../../app/UrlTabs';
import { OperationsTab } from '../operations/OperationsTab';
import { CapitalTransactionsTab } from './CapitalTransactionsTab';

/** /app/transactions: capital transactions (this feature) and operations (their own feature), chosen by ?tab=. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const tabs = [
    { value: 'capital', label: t('capital.tabCapital'), panel: <CapitalTransactionsTab /> },
    { value: 'operations', label: t('capital.tabOperations'), panel: <OperationsTab /> },
  ];
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('capital.pageTitle')}</Title>
        <Text c="dimmed">{t('capital.pageSubtitle')}</Text>
      </div>
      <UrlTabs tabs={tabs} replace keepMounted={false} />
    </Stack>
  );
}
