import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AllocationsTab } from './AllocationsTab';
import { SubProfitSplitTab } from './SubProfitSplitTab';

const TABS = ['allocations', 'split'] as const;

/** Allocations, and the month's profit split between each primary and its sub-subscribers (docs/distribution.md §12); the tab is `?tab=`. */
export function SubProfitDistributionPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'allocations';
  // Each tab has its own list view: another tab starts from its own defaults.
  const openTab = (next: string | null) => setParams(next && next !== 'allocations' ? { tab: next } : {});
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('allocations.title')}</Title>
        <Text c="dimmed">{t('allocations.subtitle')}</Text>
      </div>
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="allocations" data-testid="tab-allocations">
            {t('allocations.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="split" data-testid="tab-split">
            {t('allocations.splitTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="allocations" pt="md">
          <AllocationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="split" pt="md">
          <SubProfitSplitTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
