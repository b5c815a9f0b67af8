import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconArrowsExchange, IconDiamond, IconReportAnalytics, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../session/use-session';
import { DashboardFigures } from './DashboardFigures';

const QUICK_ACTIONS: readonly { key: string; to: string; icon: Icon }[] = [
  { key: 'newTransaction', to: '/app/transactions?tab=operations&new=1', icon: IconArrowsExchange },
  { key: 'generateReport', to: '/app/reports', icon: IconReportAnalytics },
  { key: 'addIndividual', to: '/app/individuals?new=1', icon: IconUserPlus },
  { key: 'newProductSale', to: '/app/product-sales?new=1', icon: IconDiamond },
];

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('dashboard.greeting', { name: user?.name ?? '' })}</Title>
        <Text c="dimmed">{t('dashboard.subtitle')}</Text>
      </div>
      <Card withBorder padding="lg">
        <Title order={3} fz="lg" mb="md">
          {t('dashboard.quickActions')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {QUICK_ACTIONS.map(({ key, to, icon: ActionIcon }) => (
            <Button key={key} component={Link} to={to} variant="light" size="md" leftSection={<ActionIcon size={18} />}>
              {t(`dashboard.actions.${key}`)}
            </Button>
          ))}
        </SimpleGrid>
      </Card>
      <DashboardFigures />
    </Stack>
  );
}
