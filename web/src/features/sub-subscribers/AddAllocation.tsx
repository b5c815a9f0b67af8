import { Button, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../app/inputs/DecimalInput';
import { ZUpdateAllocationBody, type TSubscriberOption } from '../../../../contract/subscribers';
import { formOutcome } from '../../app/form-feedback';
import { focusOnInvalid, schemaValidate } from '../../app/schema-form';
import { toastError } from '../../app/toast';
import { SubscriberPicker } from '../subscribers/SubscriberPicker';
import { useCreateAllocation } from './use-allocations';

/** Allocates part of the chosen primary's subscription to another subscriber. */
export function AddAllocation({ primary }: { primary: TSubscriberOption | null }) {
  const { t } = useTranslation();
  const create = useCreateAllocation();
  const [sub, setSub] = useState<TSubscriberOption | null>(null);
  const form = useForm({ initialValues: { amount: '' }, validate: schemaValidate(ZUpdateAllocationBody, t) });
  const submit = form.onSubmit(({ amount }) => {
    if (!primary || !sub) return toastError(t('capital.errors.subscriber'));
    const emptied = () => {
      form.reset();
      setSub(null);
    };
    create.mutate({ primarySubscriberId: primary.id, subSubscriberId: sub.id, amount: amount.trim() }, formOutcome(t, form, t('allocations.created'), emptied));
  }, focusOnInvalid);
  return (
    <form onSubmit={submit} noValidate data-testid="allocation-form">
      <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
        <SubscriberPicker label={t('allocations.sub')} value={sub} onChange={setSub} testId="allocation-sub" />
        <DecimalInput label={t('allocations.amount')} required {...form.getInputProps('amount')} data-testid="allocation-amount" />
        <Button type="submit" loading={create.isPending} disabled={!primary} data-testid="allocation-add">
          {t('allocations.add')}
        </Button>
      </SimpleGrid>
    </form>
  );
}
