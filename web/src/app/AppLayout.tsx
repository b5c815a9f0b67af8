import { Anchor, AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { landingPathFor } from '../../../contract/landing-path';
import { useSessionUser } from '../features/session/use-session';
import { MAIN_CONTENT_ID, SkipLink } from './a11y/SkipLink';
import { ShellOverlays } from './ShellOverlays';
import { LanguageSelect } from './LanguageSelect';
import { visibleMenu } from './menu';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import { JobsMenu } from '../features/jobs/JobsMenu';
import { NotificationsMenu } from '../features/notifications/NotificationsMenu';

function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname } = useLocation();
  const entries = visibleMenu(user?.permissions ?? []);
  if (entries.length === 0) {
    return (
      <Group gap="xs" c="dimmed" p="sm">
        <IconMoodEmpty size={18} />
        <Text size="sm">{t('shell.noModules')}</Text>
      </Group>
    );
  }
  return (
    <nav aria-label={t('shell.navigation')}>
      {entries.map((item) => (
        <NavLink
          key={item.path}
          component={Link}
          to={item.path}
          onClick={onNavigate}
          active={pathname === item.path || pathname.startsWith(`${item.path}/`)}
          label={t(`menu.${item.name}.label`)}
          description={t(`menu.${item.name}.description`)}
          leftSection={<item.icon size={20} stroke={1.6} />}
          data-testid={`menu-${item.name}`}
        />
      ))}
    </nav>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <ShellOverlays>
      <AppShell header={{ height: 60 }} navbar={{ width: 290, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
        <SkipLink />
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('shell.toggleMenu')} />
              <Anchor component={Link} to={user ? landingPathFor(user) : '/app/dashboard'} underline="never" fw={700} fz="xl" c="teal" data-testid="brand">
                {t('app.name')}
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSelect compact />
              <ThemeToggle />
              {user ? <NotificationsMenu /> : null}
              {user ? <JobsMenu /> : null}
              {user ? <UserMenu user={user} /> : null}
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          <AppShell.Section grow component={ScrollArea}>
            <SideMenu onNavigate={close} />
          </AppShell.Section>
          <AppShell.Section>
            <Text size="xs" c="dimmed" ta="center" py="xs">
              {t('app.version')}
            </Text>
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ShellOverlays>
  );
}
