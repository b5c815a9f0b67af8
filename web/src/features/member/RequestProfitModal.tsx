import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberProfitRow } from '../../../../contract/member';
import { translateError } from '../../api/translate-error';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import { toastError, toastSuccess } from '../../app/toast';
import { useRequestProfit } from './use-member';

/** Asks for an unpaid profit to be added to the balance, with a note for the approver. */
export function RequestProfitModal({ profit, onClose }: { profit: TMemberProfitRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useRequestProfit();
  const [note, setNote] = useState('');
  const send = () => {
    if (!profit) return;
    request.mutate(
      { id: profit.id, note: note.trim() },
      {
        onSuccess: () => {
          toastSuccess(t('member.profits.sent'));
          setNote('');
          onClose();
        },
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  };
  return (
    <Modal opened={profit !== null} onClose={onClose} title={t('member.profits.requestTitle')}>
      <Stack>
        {profit ? (
          <Text fw={600}>
            <Day value={profit.profitDate} /> · <Money amount={profit.amount} currency={profit.currency} />
          </Text>
        ) : null}
        <Textarea
          label={t('member.profits.note')}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-testid="request-note"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('member.profits.cancel')}
          </Button>
          <Button onClick={send} loading={request.isPending} data-testid="send-request">
            {t('member.profits.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
