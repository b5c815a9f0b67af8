import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZUpdateBalanceBody, type CreditType, type LedgerType, type TLedgerResult, type TUpdateBalanceBody } from '../../../../contract/ledger';
import type { TSubscriberOption } from '../../../../contract/subscribers';
import { showFormFailure } from '../../app/form-feedback';
import { focusOnInvalid, schemaValidate, withoutEmpty } from '../../app/schema-form';
import { toastSuccess } from '../../app/toast';
import { balanceAfter, movementBody, useUpdateBalance } from './use-ledger';
import { saidSentForApproval } from '../money-approvals/sent-for-approval';

type Values = { subscriber: string; type: LedgerType; creditType: CreditType | null; amount: string; note: string };

/**
 * The update-balance form: a completed credit or debit dated today, the new balance computed by
 * the core, reviewed, then posted from the confirm step.
 */
export function useUpdateBalanceForm() {
  const { t } = useTranslation();
  const update = useUpdateBalance();
  const [subscriber, setSubscriber] = useState<TSubscriberOption | null>(null);
  const [result, setResult] = useState<TLedgerResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const body = (all: Values): TUpdateBalanceBody => movementBody(subscriber, all);
  // The server's schema first, then the checks against the chosen subscriber (docs/operations.md §2).
  const checkBody = schemaValidate<Values>(ZUpdateBalanceBody, t, { toBody: body, fieldOf: { subscriberId: 'subscriber' } });
  const form = useForm<Values>({
    initialValues: { subscriber: '', type: 'credit', creditType: 'new-amount', amount: '', note: '' },
    validate: (all) => ({
      ...checkBody(all),
      ...withoutEmpty({
        subscriber: subscriber ? null : t('capital.errors.subscriber'),
        amount: all.amount.trim() && subscriber && balanceAfter(subscriber, all.type, all.amount) === null ? t('validation.invalid_number') : null,
        creditType: all.type === 'credit' && !all.creditType ? t('errors.CREDIT_TYPE_REQUIRED') : null,
      }),
    }),
  });
  const values = form.values;
  // The credit or debit and its kind, as MovementFields shows and changes them.
  const movement = {
    type: values.type,
    creditType: values.creditType,
    onType: (type: LedgerType) => form.setFieldValue('type', type),
    onCreditType: (code: CreditType | null) => form.setFieldValue('creditType', code),
    creditTypeError: form.errors.creditType as string | undefined,
  };
  const after = subscriber && values.amount.trim() ? balanceAfter(subscriber, values.type, values.amount) : null;
  const negative = after !== null && after.startsWith('-');
  // Money moves only from the confirm step, which shows the same things as the capital form's.
  const review = form.onSubmit(() => {
    if (subscriber && !negative) setConfirming(true);
  }, focusOnInvalid);
  const post = () => {
    if (!subscriber) return;
    update.mutate(body(values), {
      onSuccess: (answer) => {
        setConfirming(false);
        // Above its limit the movement waits for a second approver (docs/operations.md §23): nothing moved yet.
        if (saidSentForApproval(t, answer)) return void form.setValues({ amount: '', note: '' });
        setResult(answer);
        setSubscriber({ ...subscriber, balance: answer.balanceAfter });
        form.setValues({ amount: '', note: '' });
        toastSuccess(t('updateBalance.done'));
      },
      onError: (error) => {
        setConfirming(false);
        showFormFailure(t, form, error, (refusal) => (refusal.code === 'INSUFFICIENT_BALANCE' ? 'amount' : undefined));
      },
    });
  };
  return {
    form,
    values,
    movement,
    subscriber,
    setSubscriber,
    result,
    setResult,
    confirming,
    setConfirming,
    after,
    negative,
    review,
    post,
    pending: update.isPending,
  };
}
