import { Card, SimpleGrid, ThemeIcon, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconArrowsExchange, IconChartPie, IconCurrencyDollar, IconReportAnalytics, IconSettings, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const FEATURES: readonly { key: string; icon: Icon }[] = [
  { key: 'mediation', icon: IconArrowsExchange },
  { key: 'reports', icon: IconReportAnalytics },
  { key: 'system', icon: IconSettings },
  { key: 'profitSharing', icon: IconChartPie },
  { key: 'multiCurrency', icon: IconCurrencyDollar },
  { key: 'users', icon: IconUsers },
];

/** What Wasit does, one card per capability, on the public landing page. */
export function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {FEATURES.map(({ key, icon: FeatureIcon }) => (
        <Card key={key} withBorder padding="lg" radius="md" data-testid="feature-card">
          <ThemeIcon size={44} radius="md" variant="light">
            <FeatureIcon size={24} />
          </ThemeIcon>
          <Title order={3} fz="lg" mt="md">
            {t(`landing.features.${key}.title`)}
          </Title>
          <Text c="dimmed" size="sm" mt="xs">
            {t(`landing.features.${key}.text`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
