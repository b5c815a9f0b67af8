import { Button, Checkbox, Divider, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../../../../contract/permissions';
import { PERMISSIONS } from '../../../../contract/permissions';
import type { TUserRow } from '../../../../contract/users';
import { translateError } from '../../api/translate-error';
import { toastError, toastSuccess } from '../../app/toast';
import { useSetPermissions } from './use-users';

const GRANTABLE = PERMISSIONS.filter((name) => name !== 'all');

/** One user's permissions as checkboxes; "all" stands for every other one. */
export function PermissionEditor({ row }: { row: TUserRow }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Set<Permission>>(() => new Set(row.permissions));
  const save = useSetPermissions();
  const grantsAll = chosen.has('all');
  const toggle = (name: Permission, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  const submit = () =>
    save
      // `all` stands for everything: the other names are kept off the row to keep it readable.
      .mutateAsync({ id: row.id, permissions: grantsAll ? ['all'] : GRANTABLE.filter((name) => chosen.has(name)) })
      .then(
        () => toastSuccess(t('permissionsPage.saved')),
        (error: unknown) => toastError(`${t('permissionsPage.failed')} ${translateError(t, error)}`),
      );
  return (
    <Stack>
      <Checkbox
        label={t('permissionsPage.grantAll')}
        description={t('permissions.all')}
        checked={grantsAll}
        onChange={(event) => toggle('all', event.currentTarget.checked)}
        data-testid="permission-all"
      />
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {GRANTABLE.map((name) => (
          <Checkbox
            key={name}
            label={t(`permissions.${name}`)}
            checked={grantsAll || chosen.has(name)}
            disabled={grantsAll}
            onChange={(event) => toggle(name, event.currentTarget.checked)}
            data-testid={`permission-${name}`}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
