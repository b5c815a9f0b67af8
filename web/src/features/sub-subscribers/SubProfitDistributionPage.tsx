import { Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AllocationsTab } from './AllocationsTab';

/** Allocations now; the monthly split tab arrives with the monthly distribution and is shown disabled until then. */
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
          <Tooltip label={t('allocations.splitLater')}>
            <Tabs.Tab value="split" disabled data-testid="tab-split">{t('allocations.splitTab')}</Tabs.Tab>
          </Tooltip>
        </Tabs.List>
        <Tabs.Panel value="allocations" pt="md"><AllocationsTab /></Tabs.Panel>
      </Tabs>
      <Text size="sm" c="dimmed">{t('allocations.splitLater')}</Text>
    </Stack>
  );
}
