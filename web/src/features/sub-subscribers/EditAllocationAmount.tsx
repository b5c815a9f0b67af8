import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../app/inputs/DecimalInput';
import { ZUpdateAllocationBody, type TAllocationRow } from '../../../../contract/subscribers';
import { formOutcome } from '../../app/form-feedback';
import { focusOnInvalid, schemaValidate } from '../../app/schema-form';
import { useUpdateAllocation } from './use-allocations';
import { ModalActions } from '../../app/ModalActions';

/** Changes an allocation's amount; the server checks it still fits the primary's subscription. */
export function EditAllocationAmount({ row, onClose }: { row: TAllocationRow; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAllocation();
  const form = useForm({ initialValues: { amount: row.amount }, validate: schemaValidate(ZUpdateAllocationBody, t) });
  const submit = form.onSubmit(
    ({ amount }) => update.mutate({ id: row.id, amount: amount.trim() }, formOutcome(t, form, t('allocations.updated'), onClose)),
    focusOnInvalid,
  );
  return (
    <Modal opened onClose={onClose} title={t('allocations.edit')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {row.primaryName} → {row.subName}
          </Text>
          <DecimalInput label={t('allocations.amount')} {...form.getInputProps('amount')} data-testid="allocation-edit-amount" />
          <ModalActions onCancel={onClose} loading={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
