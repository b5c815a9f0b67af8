import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AllocationsTab } from './AllocationsTab';
import { SubProfitSplitTab } from './SubProfitSplitTab';

/** Allocations, and the month's profit split between each primary and its sub-subscribers (docs/distribution.md §12). */
export function SubProfitDistributionPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('allocations.title')}</Title>
        <Text c="dimmed">{t('allocations.subtitle')}</Text>
      </div>
      <Tabs defaultValue="allocations">
        <Tabs.List>
          <Tabs.Tab value="allocations">{t('allocations.tab')}</Tabs.Tab>
          <Tabs.Tab value="split" data-testid="tab-split">{t('allocations.splitTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="allocations" pt="md"><AllocationsTab /></Tabs.Panel>
        <Tabs.Panel value="split" pt="md"><SubProfitSplitTab /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
