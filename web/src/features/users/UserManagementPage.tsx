import { Badge, Button, Card, Center, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconKey, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserStatus, UserType } from '../../../../contract/user-types';
import { USER_STATUSES, USER_TYPES } from '../../../../contract/user-types';
import type { TUserRow } from '../../../../contract/users';
import { QueryState } from '../../app/QueryState';
import { useDateFormatter } from '../../i18n/format';
import { ChangeTypeModal } from './ChangeTypeModal';
import { LinkIndividualModal } from './LinkIndividualModal';
import { UserRowActions } from './UserRowActions';
import { ResetTwoFactorModal } from '../two-factor/ResetTwoFactorModal';
import { useUserTypeLabel } from './use-user-types';
import { useUsers } from './use-users';

const STATUS_COLORS: Record<UserStatus, string> = { pending: 'yellow', active: 'teal', disabled: 'orange', inactive: 'gray' };

export function UserManagementPage() {
  const { t } = useTranslation();
  const typeLabel = useUserTypeLabel();
  const formatDate = useDateFormatter();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [type, setType] = useState<UserType | null>(null);
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [editing, setEditing] = useState<TUserRow | null>(null);
  const [linking, setLinking] = useState<TUserRow | null>(null);
  const [resetting, setResetting] = useState<TUserRow | null>(null);
  const users = useUsers({ search: debouncedSearch, type, status });
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={2}>{t('users.title')}</Title>
          <Text c="dimmed">{t('users.subtitle')}</Text>
        </div>
        <Button component={Link} to="/app/permissions" variant="light" leftSection={<IconKey size={16} />}>
          {t('permissionsPage.title')}
        </Button>
      </Group>
      <Card withBorder padding="md">
        <Group grow preventGrowOverflow={false} wrap="wrap" mb="md" align="flex-end">
          <TextInput
            label={t('common.search')}
            placeholder={t('users.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            miw={220}
          />
          <Select
            label={t('users.columns.type')}
            placeholder={t('common.all')}
            data={USER_TYPES.map((code) => ({ value: code, label: typeLabel(code) }))}
            value={type}
            onChange={(chosen) => setType(chosen as UserType | null)}
            clearable
            miw={160}
          />
          <Select
            label={t('users.columns.status')}
            placeholder={t('common.all')}
            data={USER_STATUSES.map((code) => ({ value: code, label: t(`users.status.${code}`) }))}
            value={status}
            onChange={(chosen) => setStatus(chosen as UserStatus | null)}
            clearable
            miw={160}
          />
        </Group>
        <QueryState query={users}>
          {rows.length === 0 ? (
            <Center py="xl">
              <Text c="dimmed">{t('users.empty')}</Text>
            </Center>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('users.columns.name')}</Table.Th>
                    <Table.Th>{t('users.columns.phone')}</Table.Th>
                    <Table.Th>{t('users.columns.type')}</Table.Th>
                    <Table.Th>{t('users.columns.status')}</Table.Th>
                    <Table.Th>{t('users.columns.lastLogin')}</Table.Th>
                    <Table.Th>{t('users.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="user-row" data-email={row.email}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {row.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {row.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text span size="sm" dir="ltr">
                          {row.phone ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>{typeLabel(row.type)}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[row.status]} variant="light" data-testid="user-status">
                          {t(`users.status.${row.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatDate(row.lastLogin)}</Table.Td>
                      <Table.Td>
                        <UserRowActions row={row} onChangeType={() => setEditing(row)} onLinkIndividual={() => setLinking(row)} onResetTwoFactor={() => setResetting(row)} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
        {users.hasNextPage ? (
          <Center mt="md">
            <Button variant="default" onClick={() => void users.fetchNextPage()} disabled={users.isFetchingNextPage}>
              {users.isFetchingNextPage ? t('common.loading') : t('users.loadMore')}
            </Button>
          </Center>
        ) : null}
      </Card>
      {editing ? <ChangeTypeModal row={editing} onClose={() => setEditing(null)} /> : null}
      {linking ? <LinkIndividualModal row={linking} onClose={() => setLinking(null)} /> : null}
      <ResetTwoFactorModal row={resetting} onClose={() => setResetting(null)} />
    </Stack>
  );
}
