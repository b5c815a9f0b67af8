import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProfitRequestRow } from '../../../../contract/profit-requests';
import { translateError } from '../../api/translate-error';
import { toastError, toastSuccess } from '../../app/toast';
import { useDecideRequest } from './use-profit-requests';

/** Rejects one request, with the reason the member reads. */
export function RejectRequestModal({ request, onClose }: { request: TProfitRequestRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideRequest();
  const [reason, setReason] = useState('');
  const reject = () => {
    if (!request) return;
    decide.mutate(
      { id: request.id, action: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          toastSuccess(t('addProfit.rejectedDone'));
          setReason('');
          onClose();
        },
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  };
  return (
    <Modal opened={request !== null} onClose={onClose} title={t('addProfit.rejectTitle')}>
      <Stack>
        <Textarea
          label={t('addProfit.reason')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="reject-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('addProfit.cancel')}
          </Button>
          <Button color="red" onClick={reject} loading={decide.isPending} data-testid="confirm-reject">
            {t('addProfit.confirmReject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
