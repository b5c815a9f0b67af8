import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMemberProfitRow } from '../../../../contract/member';
import { Day } from '../../app/Day';
import { NoteModal } from '../../app/modals/NoteModal';
import { Money } from '../../app/Money';
import { useRequestProfit } from './use-member';

/** Asks for an unpaid profit to be added to the balance, with a note for the approver. */
export function RequestProfitModal({ profit, onClose }: { profit: TMemberProfitRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useRequestProfit();
  return (
    <NoteModal
      subject={profit}
      onClose={onClose}
      title={t('member.profits.requestTitle')}
      label={t('member.profits.note')}
      fieldTestId="request-note"
      action={{ label: t('member.profits.send'), testId: 'send-request' }}
      onSend={(chosen, note) => request.mutateAsync({ id: chosen.id, note })}
      sent={t('member.profits.sent')}
      pending={request.isPending}
    >
      {profit ? (
        <Text fw={600}>
          <Day value={profit.profitDate} /> · <Money amount={profit.amount} currency={profit.currency} />
        </Text>
      ) : null}
    </NoteModal>
  );
}
