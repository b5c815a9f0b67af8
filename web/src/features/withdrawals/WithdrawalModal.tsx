import { Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberOverview } from '../../../../contract/member';
import { WITHDRAWAL_REASON_MAX } from '../../../../contract/withdrawals';
import { translateError } from '../../api/translate-error';
import { AmountInput } from '../../app/inputs/AmountInput';
import { ModalActions } from '../../app/ModalActions';
import { Money } from '../../app/Money';
import { toastError, toastSuccess } from '../../app/toast';
import { useRequestWithdrawal } from './use-withdrawals';

type Subscription = TMemberOverview['subscriptions'][number];

/**
 * docs/operations.md §13: the member asks for part of their capital, in the currency of one of their
 * active subscriptions, never more than its balance (the server says so too), with a reason.
 */
export function WithdrawalModal({ opened, subscriptions, onClose }: { opened: boolean; subscriptions: readonly Subscription[]; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useRequestWithdrawal();
  const active = subscriptions.filter((row) => row.status === 'active');
  const [currency, setCurrency] = useState<string | null>(active[0]?.currency ?? null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const chosen = active.find((row) => row.currency === currency) ?? active[0] ?? null;
  const close = () => {
    setAmount('');
    setReason('');
    onClose();
  };
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    request.mutate(
      { currency: chosen.currency, amount, reason: reason.trim() },
      {
        onSuccess: () => {
          toastSuccess(t('withdrawals.sent'));
          close();
        },
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={close} title={t('withdrawals.requestTitle')}>
      <form onSubmit={send} data-testid="withdrawal-form">
        <Stack>
          <Text size="sm">{t('withdrawals.intro')}</Text>
          <Select
            label={t('withdrawals.currency')}
            data={active.map((row) => row.currency)}
            value={chosen?.currency ?? null}
            onChange={setCurrency}
            allowDeselect={false}
            required
            data-testid="withdrawal-currency"
          />
          {chosen ? (
            <Text size="sm" data-testid="withdrawal-available">
              {t('withdrawals.available')} <Money amount={chosen.balance} currency={chosen.currency} />
            </Text>
          ) : null}
          <AmountInput label={t('withdrawals.amount')} required value={amount} onChange={setAmount} data-testid="withdrawal-amount" />
          <Textarea
            label={t('withdrawals.reason')}
            required
            value={reason}
            maxLength={WITHDRAWAL_REASON_MAX}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="withdrawal-reason"
          />
          <ModalActions onCancel={close} label={t('withdrawals.send')} loading={request.isPending} testId="send-withdrawal" />
        </Stack>
      </form>
    </Modal>
  );
}
