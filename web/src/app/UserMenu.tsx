import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TSessionUser } from '../../../contract/auth';
import { useSignOut } from '../features/session/use-session';
import { useUserTypeLabel } from '../features/users/use-user-types';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export function UserMenu({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const typeLabel = useUserTypeLabel();
  const logout = () => signOut.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  return (
    <Menu position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        {/* Named by the name it shows (label in name); the initials are decoration. */}
        <UnstyledButton data-testid="user-menu">
          <Group gap={6} wrap="nowrap">
            <Avatar radius="xl" size={32} color="teal" aria-hidden>
              {initials(user.name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {user.name}
            </Text>
            <VisuallyHidden hiddenFrom="sm">{user.name}</VisuallyHidden>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Text size="xs" c="teal" data-testid="user-type-label">
            {typeLabel(user.type)}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout} disabled={signOut.isPending} data-testid="sign-out">
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
