import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TUserRow } from '../../../../contract/users';
import { ConfirmModal } from '../../app/modals/ConfirmModal';
import { toastOutcome } from '../../app/toast';
import { useResetTwoFactor } from './use-two-factor';

/** An administrator's reset of a user's second factor (a lost phone), confirmed first; audited on the server. */
export function ResetTwoFactorModal({ row, onClose }: { row: TUserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetTwoFactor();
  const confirm = () => row && reset.mutate(row.id, toastOutcome(t, t('twoFactor.reset.done', { name: row.name }), onClose));
  return (
    <ConfirmModal
      opened={row !== null}
      onClose={onClose}
      title={t('twoFactor.reset.title')}
      action={{ label: t('twoFactor.reset.confirm'), testId: 'two-factor-reset-confirm' }}
      onConfirm={confirm}
      pending={reset.isPending}
      centered
    >
      <Text size="sm">{t('twoFactor.reset.explain', { name: row?.name ?? '' })}</Text>
    </ConfirmModal>
  );
}
