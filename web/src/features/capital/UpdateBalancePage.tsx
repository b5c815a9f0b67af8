import { Alert, Button, Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDIT_TYPES, ZUpdateBalanceBody, type CreditType, type LedgerType, type TLedgerResult, type TUpdateBalanceBody } from '../../../../contract/ledger';
import type { TSubscriberOption } from '../../../../contract/subscribers';
import { showFormFailure } from '../../app/form-feedback';
import { AmountInput } from '../../app/inputs/AmountInput';
import { focusOnInvalid, schemaValidate, withoutEmpty } from '../../app/schema-form';
import { Money } from '../../app/Money';
import { toastSuccess } from '../../app/toast';
import { SubscriberPicker } from '../subscribers/SubscriberPicker';
import { LedgerConfirm } from './LedgerConfirm';
import { balanceAfter, useUpdateBalance } from './use-ledger';

type Values = { subscriber: string; type: LedgerType; creditType: CreditType | null; amount: string; note: string };

/** A completed credit or debit dated today; the new balance is computed by the core and confirmed before posting. */
export function UpdateBalancePage() {
  const { t } = useTranslation();
  const update = useUpdateBalance();
  const [subscriber, setSubscriber] = useState<TSubscriberOption | null>(null);
  const [result, setResult] = useState<TLedgerResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const body = (all: Values): TUpdateBalanceBody => ({ subscriberId: subscriber?.id ?? '', type: all.type, creditType: all.type === 'credit' ? all.creditType : null, amount: all.amount.trim(), note: all.note });
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
  const after = subscriber && values.amount.trim() ? balanceAfter(subscriber, values.type, values.amount) : null;
  const negative = after !== null && after.startsWith('-');
  // Money moves only from the confirm step, which shows the same things as the capital form's.
  const review = form.onSubmit(() => {
    if (subscriber && !negative) setConfirming(true);
  }, focusOnInvalid);
  const post = () => {
    if (!subscriber) return;
    update.mutate(
      body(values),
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setResult(answer);
          setSubscriber({ ...subscriber, balance: answer.balanceAfter });
          form.setValues({ amount: '', note: '' });
          toastSuccess(t('updateBalance.done'));
        },
        onError: (error) => {
          setConfirming(false);
          showFormFailure(t, form, error, (refusal) => (refusal.code === 'INSUFFICIENT_BALANCE' ? 'amount' : undefined));
        },
      },
    );
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('updateBalance.title')}</Title>
        <Text c="dimmed">{t('updateBalance.subtitle')}</Text>
      </div>
      <Card withBorder padding="md">
        <form onSubmit={review} noValidate data-testid="update-balance-form">
          <Stack>
            <SubscriberPicker label={t('capital.fields.subscriber')} value={subscriber} onChange={(chosen) => { setSubscriber(chosen); setResult(null); }} error={form.errors.subscriber as string | undefined} testId="update-subscriber" path="subscriber" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SegmentedControl value={values.type} onChange={(type) => form.setFieldValue('type', type as LedgerType)} data={[{ value: 'credit', label: t('capital.types.credit') }, { value: 'debit', label: t('capital.types.debit') }]} data-testid="update-type" />
              {values.type === 'credit' ? (
                <Select label={t('capital.fields.creditType')} data={CREDIT_TYPES.map((code) => ({ value: code, label: t(`capital.creditTypes.${code}`) }))} value={values.creditType} onChange={(code) => form.setFieldValue('creditType', code as CreditType | null)} error={form.errors.creditType} />
              ) : <div />}
              <AmountInput label={t('capital.fields.amount')} required {...form.getInputProps('amount')} data-testid="update-amount" />
            </SimpleGrid>
            <Textarea label={t('capital.fields.note')} autosize minRows={1} {...form.getInputProps('note')} />
            {subscriber ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Card withBorder padding="sm">
                  <Text size="xs" c="dimmed">{t('capital.currentBalance')}</Text>
                  <Text fw={700} size="lg" data-testid="update-current"><Money amount={subscriber.balance} currency={subscriber.currency} /></Text>
                </Card>
                <Card withBorder padding="sm">
                  <Text size="xs" c="dimmed">{t('capital.newBalance')}</Text>
                  <Text fw={700} size="lg" c={negative ? 'red' : undefined} data-testid="update-new">{after ? <Money amount={after} currency={subscriber.currency} /> : '—'}</Text>
                </Card>
              </SimpleGrid>
            ) : null}
            {negative ? <Alert color="red" variant="light">{t('updateBalance.belowZero')}</Alert> : null}
            <Group justify="flex-end">
              <Button type="submit" disabled={negative} data-testid="update-preview">{t('capital.preview')}</Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <LedgerConfirm
        subscriber={subscriber}
        type={values.type}
        creditType={values.type === 'credit' ? values.creditType : null}
        amount={values.amount}
        after={after}
        confirmLabel={t('updateBalance.confirm')}
        opened={confirming}
        pending={update.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={post}
      />
      {result ? (
        <Alert color="teal" variant="light" data-testid="update-result">
          {t('updateBalance.result', { id: result.row.id })} <Money amount={result.balanceBefore} currency={result.row.currency} /> → <Money amount={result.balanceAfter} currency={result.row.currency} fw={700} />
        </Alert>
      ) : null}
    </Stack>
  );
}
