import { Card, Select, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditType, LedgerType, TCreateLedgerBody } from '../../../../contract/ledger';
import { ZCreateLedgerBody } from '../../../../contract/ledger';
import type { TSubscriberOption } from '../../../../contract/subscribers';
import { FormSubmit } from '../../app/FormSubmit';
import { DayCell } from '../../app/tables/PlainTable';
import { showFormFailure } from '../../app/form-feedback';
import { AmountInput } from '../../app/inputs/AmountInput';
import { DateField } from '../../app/inputs/DateField';
import { focusOnInvalid, schemaValidate, withoutEmpty } from '../../app/schema-form';
import { Money } from '../../app/Money';
import { toastSuccess } from '../../app/toast';
import { SubscriberPicker } from '../subscribers/SubscriberPicker';
import { LedgerConfirm } from './LedgerConfirm';
import { MovementFields } from './MovementFields';
import { balanceAfter, movementBody, useCreateLedgerRow } from './use-ledger';
import { saidSentForApproval } from '../money-approvals/sent-for-approval';

type Values = { type: LedgerType; creditType: CreditType | null; amount: string; transactionDate: string; status: 'pending' | 'completed'; note: string };

/** Codes whose message belongs next to one field of this form. */
const FIELD_OF_CODE: Record<string, keyof Values | 'subscriber'> = {
  SUBSCRIBER_NOT_FOUND: 'subscriber',
  CREDIT_TYPE_REQUIRED: 'creditType',
  DATE_IN_FUTURE: 'transactionDate',
  DATE_BEFORE_SUBSCRIPTION: 'transactionDate',
  INSUFFICIENT_BALANCE: 'amount',
  TOO_MANY_DECIMALS: 'amount',
  NEGATIVE_AMOUNT: 'amount',
  INVALID_AMOUNT: 'amount',
  PERIOD_CLOSED: 'transactionDate',
};

/** The transaction form: fill, preview, confirm in a dialog; docs/operations.md §2 checks here and again on the server. */
export function LedgerForm() {
  const { t } = useTranslation();
  const create = useCreateLedgerRow();
  const [subscriber, setSubscriber] = useState<TSubscriberOption | null>(null);
  const [confirming, setConfirming] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const body = (values: Values): TCreateLedgerBody => ({
    ...movementBody(subscriber, values),
    transactionDate: values.transactionDate,
    status: values.status,
  });
  // The server's schema first, then the checks it makes against the subscriber (docs/operations.md §2), which name the problem better.
  const checkBody = schemaValidate<Values & { subscriber: string }>(ZCreateLedgerBody, t, { toBody: body, fieldOf: { subscriberId: 'subscriber' } });
  const form = useForm<Values & { subscriber: string }>({
    initialValues: { subscriber: '', type: 'credit', creditType: 'new-amount', amount: '', transactionDate: today, status: 'completed', note: '' },
    validate: (all) => ({
      ...checkBody(all),
      ...withoutEmpty({
        subscriber: subscriber ? null : t('capital.errors.subscriber'),
        amount: all.amount.trim() && subscriber && balanceAfter(subscriber, 'credit', all.amount) === null ? t('validation.invalid_number') : null,
        creditType: all.type === 'credit' && !all.creditType ? t('errors.CREDIT_TYPE_REQUIRED') : null,
        transactionDate:
          all.transactionDate > today
            ? t('errors.DATE_IN_FUTURE')
            : subscriber && all.transactionDate && all.transactionDate < subscriber.subscriptionDate
              ? t('errors.DATE_BEFORE_SUBSCRIPTION', { subscriptionDate: subscriber.subscriptionDate })
              : null,
      }),
    }),
  });
  const values = form.values;
  const after = subscriber && values.status === 'completed' ? balanceAfter(subscriber, values.type, values.amount) : null;
  const save = () =>
    create.mutate(body(values), {
      onSuccess: (result) => {
        setConfirming(false);
        // Above its limit the row waits for a second approver (docs/operations.md §23): nothing moved yet.
        if (saidSentForApproval(t, result)) return void form.setValues({ amount: '', note: '' });
        toastSuccess(t('capital.created', { id: result.row.id }));
        form.setValues({ amount: '', note: '' });
        setSubscriber((current) => (current ? { ...current, balance: result.balanceAfter } : current));
      },
      onError: (error) => {
        setConfirming(false);
        showFormFailure(t, form, error, (refusal) => FIELD_OF_CODE[refusal.code]);
      },
    });

  return (
    <Card withBorder padding="md">
      <Title order={4} mb="sm">
        {t('capital.newTransaction')}
      </Title>
      <form onSubmit={form.onSubmit(() => setConfirming(true), focusOnInvalid)} noValidate data-testid="ledger-form">
        <Stack>
          <SubscriberPicker
            label={t('capital.fields.subscriber')}
            value={subscriber}
            onChange={setSubscriber}
            error={form.errors.subscriber as string | undefined}
            testId="ledger-subscriber"
            path="subscriber"
          />
          {subscriber ? (
            <Text size="sm" c="dimmed" data-testid="ledger-current-balance">
              {t('capital.currentBalance')}: <Money amount={subscriber.balance} currency={subscriber.currency} fw={600} />
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <MovementFields
              type={values.type}
              creditType={values.creditType}
              onType={(type) => form.setFieldValue('type', type)}
              onCreditType={(code) => form.setFieldValue('creditType', code)}
              creditTypeError={form.errors.creditType as string | undefined}
              testPrefix="ledger"
              required
            />
            <Select
              label={t('capital.fields.status')}
              data={[
                { value: 'completed', label: t('capital.statuses.completed') },
                { value: 'pending', label: t('capital.statuses.pending') },
              ]}
              value={values.status}
              onChange={(code) => code && form.setFieldValue('status', code as 'pending' | 'completed')}
              allowDeselect={false}
              data-testid="ledger-status"
            />
            <AmountInput label={t('capital.fields.amount')} required {...form.getInputProps('amount')} data-testid="ledger-amount" />
            <DateField label={t('capital.fields.date')} required max={today} {...form.getInputProps('transactionDate')} data-testid="ledger-date" />
          </SimpleGrid>
          <Textarea label={t('capital.fields.note')} autosize minRows={1} {...form.getInputProps('note')} />
          <FormSubmit label={t('capital.preview')} testId="ledger-preview" />
        </Stack>
      </form>
      <LedgerConfirm
        subscriber={subscriber}
        type={values.type}
        creditType={values.creditType}
        amount={values.amount}
        after={after}
        extraRows={
          <>
            <Table.Tr>
              <Table.Td>{t('capital.fields.date')}</Table.Td>
              <DayCell value={values.transactionDate} />
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('capital.fields.status')}</Table.Td>
              <Table.Td>{t(`capital.statuses.${values.status}`)}</Table.Td>
            </Table.Tr>
          </>
        }
        confirmLabel={t('capital.confirm')}
        opened={confirming}
        pending={create.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={save}
      />
    </Card>
  );
}
