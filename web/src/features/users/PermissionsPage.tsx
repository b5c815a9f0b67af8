import { Card, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { QueryState } from '../../app/QueryState';
import { PermissionEditor } from './PermissionEditor';
import { useUsers } from './use-users';

/** The picker's users: the first hundred of the list in its default order. */
const FIRST_HUNDRED = { limit: '100' };

export function PermissionsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { list: users, rows } = useUsers(FIRST_HUNDRED);
  const selectedId = searchParams.get('user');
  const selected = rows.find((row) => row.id === selectedId) ?? null;
  return (
    <Stack gap="lg">
      <PageHeader title={t('permissionsPage.title')} subtitle={t('permissionsPage.subtitle')} />
      <Card withBorder padding="lg">
        <QueryState query={users}>
          <Stack>
            <Select
              label={t('permissionsPage.user')}
              placeholder={t('permissionsPage.pickUser')}
              data={rows.map((row) => ({ value: row.id, label: `${row.name} — ${row.email}` }))}
              value={selected?.id ?? null}
              onChange={(id) => setSearchParams(id ? { user: id } : {}, { replace: true })}
              searchable
              nothingFoundMessage={t('users.empty')}
              maw={480}
            />
            {selected ? <PermissionEditor key={selected.id} row={selected} /> : <Text c="dimmed">{t('permissionsPage.pickUser')}</Text>}
          </Stack>
        </QueryState>
      </Card>
    </Stack>
  );
}
