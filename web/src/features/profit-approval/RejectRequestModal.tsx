import { useTranslation } from 'react-i18next';
import type { TProfitRequestRow } from '../../../../contract/profit-requests';
import { NoteModal } from '../../app/modals/NoteModal';
import { useDecideRequest } from './use-profit-requests';

/** Rejects one request, with the reason the member reads. */
export function RejectRequestModal({ request, onClose }: { request: TProfitRequestRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideRequest();
  return (
    <NoteModal
      subject={request}
      onClose={onClose}
      title={t('addProfit.rejectTitle')}
      label={t('addProfit.reason')}
      fieldTestId="reject-reason"
      action={{ label: t('addProfit.confirmReject'), testId: 'confirm-reject', color: 'red' }}
      onSend={(chosen, reason) => decide.mutateAsync({ id: chosen.id, action: 'reject', reason })}
      sent={t('addProfit.rejectedDone')}
      pending={decide.isPending}
    />
  );
}
