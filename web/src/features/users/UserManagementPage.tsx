import { Button, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sortValues } from '../../../../contract/list-view';
import { USER_STATUSES, USER_TYPES } from '../../../../contract/user-types';
import { USER_SORT_COLUMNS, type TUserRow } from '../../../../contract/users';
import { PageHeader } from '../../app/PageHeader';
import { ListTable } from '../../app/tables/ListTable';
import { FilterSelect, FilterStatus, ListFilters } from '../../app/tables/ListFilters';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { useDateFormatter } from '../../i18n/format';
import { ResetTwoFactorModal } from '../two-factor/ResetTwoFactorModal';
import { ChangeTypeModal } from './ChangeTypeModal';
import { LinkIndividualModal } from './LinkIndividualModal';
import { useUserTypeLabel } from './use-user-types';
import { useUsers } from './use-users';
import { USERS_TABLE, userColumns } from './user-columns';

export function UserManagementPage() {
  const { t } = useTranslation();
  const typeLabel = useUserTypeLabel();
  const formatDate = useDateFormatter();
  const view = useListView({ list: 'users', sorts: sortValues(USER_SORT_COLUMNS), defaultSort: 'status-asc', filters: ['type', 'status'] as const });
  const [editing, setEditing] = useState<TUserRow | null>(null);
  const [linking, setLinking] = useState<TUserRow | null>(null);
  const [resetting, setResetting] = useState<TUserRow | null>(null);
  const users = useUsers(view.query);
  const all = userColumns(t, { typeLabel, formatDate, onChangeType: setEditing, onLinkIndividual: setLinking, onResetTwoFactor: setResetting });
  const { columns, picker } = useColumnChoice('users', all, { defaults: ['name', 'email', 'phone', 'type', 'status', 'lastLogin'], fixed: ['actions'] });
  const permissions = (
    <Button component={Link} to="/app/permissions" variant="light" leftSection={<IconKey size={16} />}>
      {t('permissionsPage.title')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} picker={picker} actions={permissions} />
      <ListFilters view={view} placeholder={t('users.searchPlaceholder')}>
        <FilterSelect view={view} name="type" label={t('users.columns.type')} data={USER_TYPES.map((code) => ({ value: code, label: typeLabel(code) }))} />
        <FilterStatus view={view} label={t('users.columns.status')} statuses={USER_STATUSES} labels="users.status" />
      </ListFilters>
      <ListTable frame={USERS_TABLE} data={users} view={view} columns={columns} emptyText={t('users.empty')} />
      {editing ? <ChangeTypeModal row={editing} onClose={() => setEditing(null)} /> : null}
      {linking ? <LinkIndividualModal row={linking} onClose={() => setLinking(null)} /> : null}
      <ResetTwoFactorModal row={resetting} onClose={() => setResetting(null)} />
    </Stack>
  );
}
