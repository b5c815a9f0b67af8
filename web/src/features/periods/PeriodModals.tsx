import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REOPEN_REASON_MAX, type TPeriodRow } from '../../../../contract/periods';
import { translateError, translateFieldErrors } from '../../api/translate-error';
import { ConfirmModal } from '../../app/modals/ConfirmModal';
import { toastError, toastOutcome, toastSuccess } from '../../app/toast';
import { useFormat } from '../../i18n/format';
import { periodBody, useClosePeriod, useReopenPeriod } from './use-periods';
import { ModalActions } from '../../app/ModalActions';

type ModalProps = { row: TPeriodRow | null; onClose: () => void };

/** Closing asks once, naming the month and what it stops. */
export function CloseMonthModal({ row, onClose }: ModalProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const close = useClosePeriod();
  const names = row ? { month: format.month(row.period), currency: row.currency } : { month: '', currency: '' };
  const confirm = () => row && close.mutate(periodBody(row), toastOutcome(t, t('periods.closedDone', names), onClose));
  return (
    <ConfirmModal
      opened={row !== null}
      onClose={onClose}
      title={t('periods.closeTitle', names)}
      action={{ label: t('periods.closeConfirm'), testId: 'confirm-close-period' }}
      onConfirm={confirm}
      pending={close.isPending}
      testId="close-period-modal"
    >
      <Text size="sm">{t('periods.closeText', names)}</Text>
    </ConfirmModal>
  );
}

/** Reopening needs a reason, kept on the month and in the audit log (docs/distribution.md §15). */
export function ReopenMonthModal({ row, onClose }: ModalProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const reopen = useReopenPeriod();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const names = row ? { month: format.month(row.period), currency: row.currency } : { month: '', currency: '' };
  const dismiss = () => {
    setReason('');
    setReasonError(null);
    onClose();
  };
  const confirm = () => {
    if (!row) return;
    if (reason.trim() === '') {
      setReasonError(t('validation.required'));
      return;
    }
    reopen.mutate(
      { ...periodBody(row), reason: reason.trim() },
      {
        onSuccess: () => {
          toastSuccess(t('periods.reopenedDone', names));
          dismiss();
        },
        onError: (error) => {
          const fields = translateFieldErrors(t, error);
          if (fields.reason) setReasonError(fields.reason);
          else toastError(translateError(t, error));
        },
      },
    );
  };
  return (
    <Modal opened={row !== null} onClose={dismiss} title={t('periods.reopenTitle', names)}>
      <Stack data-testid="reopen-period-modal">
        <Alert color="yellow">{t('periods.reopenText')}</Alert>
        <Textarea
          label={t('periods.reason')}
          placeholder={t('periods.reasonPlaceholder')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
          maxLength={REOPEN_REASON_MAX}
          error={reasonError}
          required
          autosize
          minRows={2}
          data-testid="reopen-reason"
        />
        <ModalActions onCancel={dismiss} onConfirm={confirm} loading={reopen.isPending} testId="confirm-reopen-period" label={t('periods.reopenConfirm')} />
      </Stack>
    </Modal>
  );
}
