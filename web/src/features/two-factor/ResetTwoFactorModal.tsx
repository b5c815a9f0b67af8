import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TUserRow } from '../../../../contract/users';
import { translateError } from '../../api/translate-error';
import { toastError, toastSuccess } from '../../app/toast';
import { useResetTwoFactor } from './use-two-factor';
import { ModalActions } from '../../app/ModalActions';

/** An administrator's reset of a user's second factor (a lost phone), confirmed first; audited on the server. */
export function ResetTwoFactorModal({ row, onClose }: { row: TUserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetTwoFactor();
  const confirm = () => {
    if (!row) return;
    reset.mutate(row.id, {
      onSuccess: () => {
        toastSuccess(t('twoFactor.reset.done', { name: row.name }));
        onClose();
      },
      onError: (error) => toastError(translateError(t, error)),
    });
  };
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('twoFactor.reset.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('twoFactor.reset.explain', { name: row?.name ?? '' })}</Text>
        <ModalActions
          onCancel={onClose}
          color="red"
          onConfirm={confirm}
          loading={reset.isPending}
          testId="two-factor-reset-confirm"
          label={t('twoFactor.reset.confirm')}
        />
      </Stack>
    </Modal>
  );
}
