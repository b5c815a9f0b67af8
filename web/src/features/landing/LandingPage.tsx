import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullScreenLoader } from '../../app/FullScreenLoader';
import { LanguageSelect } from '../../app/LanguageSelect';
import { ThemeToggle } from '../../app/ThemeToggle';
import { useSession } from '../session/use-session';
import { LandingFeatures } from './LandingFeatures';

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
        <LandingFeatures />
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
