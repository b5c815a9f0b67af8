import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OperationsTab } from '../operations/OperationsTab';
import { CapitalTransactionsTab } from './CapitalTransactionsTab';

const TABS = ['capital', 'operations'] as const;

/** /app/transactions: capital transactions (this feature) and operations (their own feature), chosen by ?tab=. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'capital';
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('capital.pageTitle')}</Title>
        <Text c="dimmed">{t('capital.pageSubtitle')}</Text>
      </div>
      <Tabs value={tab} onChange={(next) => setParams(next && next !== 'capital' ? { tab: next } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="capital" data-testid="tab-capital">
            {t('capital.tabCapital')}
          </Tabs.Tab>
          <Tabs.Tab value="operations" data-testid="tab-operations">
            {t('capital.tabOperations')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="capital" pt="md">
          <CapitalTransactionsTab />
        </Tabs.Panel>
        <Tabs.Panel value="operations" pt="md">
          <OperationsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
