import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserType } from '../../../../contract/user-types';
import { USER_TYPES } from '../../../../contract/user-types';
import type { TUserRow } from '../../../../contract/users';
import { toastOutcome } from '../../app/toast';
import { UserDialog } from './UserDialog';
import { useUserTypeLabel } from './use-user-types';
import { useSetUserType } from './use-users';
import { ModalActions } from '../../app/ModalActions';

export function ChangeTypeModal({ row, onClose }: { row: TUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const typeLabel = useUserTypeLabel();
  const [type, setType] = useState<UserType>(row.type);
  const setUserType = useSetUserType();
  const save = () => setUserType.mutate({ id: row.id, type }, toastOutcome(t, t('users.typeChanged'), onClose));
  return (
    <UserDialog row={row} title={t('users.changeType')} onClose={onClose}>
      <Select
        label={t('users.columns.type')}
        data={USER_TYPES.map((code) => ({ value: code, label: typeLabel(code) }))}
        value={type}
        onChange={(chosen) => chosen && setType(chosen as UserType)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <ModalActions
        onCancel={onClose}
        onConfirm={save}
        disabled={setUserType.isPending || type === row.type}
        label={setUserType.isPending ? t('common.saving') : t('common.save')}
      />
    </UserDialog>
  );
}
