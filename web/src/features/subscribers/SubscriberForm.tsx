import { Alert, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZCreateSubscriberBody, ZUpdateSubscriberBody, type TSubscriberRow } from '../../../../contract/subscribers';
import type { Currency } from '../../../../domain';
import { showFormFailure } from '../../app/form-feedback';
import { AmountInput } from '../../app/inputs/AmountInput';
import { DateField } from '../../app/inputs/DateField';
import { CurrencySelect } from '../../app/inputs/PeriodSelects';
import { ServerSelect, useServerSearch } from '../../app/inputs/ServerSelect';
import { focusOnInvalid, schemaValidate } from '../../app/schema-form';
import { toastSuccess } from '../../app/toast';
import { useIndividualOptions } from '../individuals/use-individuals';
import { useCreateSubscriber, useUpdateSubscriber } from './use-subscribers';
import { ModalActions } from '../../app/ModalActions';

type Values = { individualId: string; subscriptionDate: string; subscriptionAmount: string; currency: Currency };

function IndividualSelect({ value, onChange, error }: { value: string; onChange: (id: string) => void; error: unknown }) {
  const { t } = useTranslation();
  const typed = useServerSearch();
  const options = useIndividualOptions(typed.debounced).data?.items ?? [];
  return (
    <ServerSelect
      typed={typed}
      label={t('subscribers.fields.individual')}
      required
      data={options.map((item) => ({ value: item.id, label: `${item.name} · ${item.phone}` }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      error={error as string | undefined}
      // Marks the field for focusOnInvalid, as getInputProps does for the others.
      path="individualId"
      testId="subscriber-individual"
    />
  );
}

/** Add a subscriber, or change its date and amount while its ledger is empty (the server says why otherwise). */
export function SubscriberForm({ row, onClose }: { row: TSubscriberRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateSubscriber();
  const update = useUpdateSubscriber();
  const form = useForm<Values>({
    initialValues: {
      individualId: row?.individualId ?? '',
      subscriptionDate: row?.subscriptionDate ?? '',
      subscriptionAmount: row?.subscriptionAmount ?? '',
      currency: row?.currency ?? 'XAF',
    },
    validate: row
      ? schemaValidate<Values>(ZUpdateSubscriberBody, t, { toBody: ({ subscriptionDate, subscriptionAmount }) => ({ subscriptionDate, subscriptionAmount }) })
      : schemaValidate<Values>(ZCreateSubscriberBody, t),
  });
  const done = {
    onSuccess: () => {
      toastSuccess(t(row ? 'subscribers.updated' : 'subscribers.created'));
      onClose();
    },
    onError: (error: unknown) => showFormFailure(t, form, error),
  };
  const submit = form.onSubmit(
    ({ individualId, subscriptionDate, subscriptionAmount, currency }) =>
      row
        ? update.mutate({ id: row.id, body: { subscriptionDate, subscriptionAmount } }, done)
        : create.mutate({ individualId, subscriptionDate, subscriptionAmount, currency }, done),
    focusOnInvalid,
  );
  return (
    <Modal opened onClose={onClose} title={t(row ? 'subscribers.edit' : 'subscribers.add')} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="subscriber-form">
        <Stack>
          {row ? (
            <Alert color="blue" variant="light">
              {t('subscribers.editHint', { name: row.name })}
            </Alert>
          ) : (
            <IndividualSelect value={form.values.individualId} onChange={(id) => form.setFieldValue('individualId', id)} error={form.errors.individualId} />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField label={t('subscribers.fields.subscriptionDate')} required {...form.getInputProps('subscriptionDate')} data-testid="subscriber-date" />
            <AmountInput
              label={t('subscribers.fields.subscriptionAmount')}
              required
              {...form.getInputProps('subscriptionAmount')}
              data-testid="subscriber-amount"
            />
            <CurrencySelect
              label={t('subscribers.fields.currency')}
              value={form.values.currency}
              onChange={(code) => form.setFieldValue('currency', code)}
              disabled={row !== null}
              testId="subscriber-currency"
            />
          </SimpleGrid>
          <ModalActions onCancel={onClose} loading={create.isPending || update.isPending} testId="subscriber-save" />
        </Stack>
      </form>
    </Modal>
  );
}
