import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconArrowsExchange,
  IconChartPie,
  IconCurrencyDollar,
  IconReportAnalytics,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullScreenLoader } from '../../app/FullScreenLoader';
import { LanguageSelect } from '../../app/LanguageSelect';
import { ThemeToggle } from '../../app/ThemeToggle';
import { useSession } from '../session/use-session';

const FEATURES: readonly { key: string; icon: Icon }[] = [
  { key: 'mediation', icon: IconArrowsExchange },
  { key: 'reports', icon: IconReportAnalytics },
  { key: 'system', icon: IconSettings },
  { key: 'profitSharing', icon: IconChartPie },
  { key: 'multiCurrency', icon: IconCurrencyDollar },
  { key: 'users', icon: IconUsers },
];

export function LandingPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isPending) return <FullScreenLoader />;
  const signedIn = Boolean(session.data?.user);
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Container size="lg" w="100%" py="md">
        <Group justify="space-between">
          <Text fw={700} fz="xl" c="teal">
            {t('app.name')}
          </Text>
          <Group gap="xs">
            <LanguageSelect />
            <ThemeToggle />
          </Group>
        </Group>
      </Container>
      <Container size="lg" w="100%" py={60} style={{ flex: 1 }}>
        <Stack align="center" ta="center" gap="md" mb={60}>
          <Title order={1} fz={{ base: 32, sm: 48 }}>
            {t('landing.title')}
          </Title>
          <Text c="dimmed" fz="lg" maw={640}>
            {t('landing.subtitle')}
          </Text>
          <Button component={Link} to={signedIn ? '/app' : '/login'} size="lg" mt="sm" data-testid="landing-cta">
            {signedIn ? t('landing.goToApp') : t('landing.signIn')}
          </Button>
        </Stack>
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
      </Container>
      <Box component="footer" py="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('landing.copyright', { year: new Date().getFullYear() })}
            </Text>
            <Text size="sm" c="dimmed" data-testid="app-version">
              {t('app.version')}
            </Text>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
