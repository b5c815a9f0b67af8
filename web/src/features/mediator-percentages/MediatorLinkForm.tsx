import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LINK_STATUSES, MEDIATOR_LINK_PERCENTAGE } from '../../../../contract/mediator-percentages';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import { isApiError } from '../../api/api-error';
import { translateError, translateFieldErrors } from '../../api/translate-error';
import { checkLinkPercentage } from './link-percentage';
import { focusFirstInvalid, focusOnInvalid } from '../../app/schema-form';
import { toastError, toastSuccess } from '../../app/toast';
import { PartyPicker } from './PartyPicker';
import { useSaveLink } from './use-mediator-links';
import { ModalActions } from '../../app/ModalActions';

type Values = { mediatorId: string | null; investorId: string | null; percentage: string; status: (typeof LINK_STATUSES)[number] };

/** Which field a refusal of the server is about, to show it there rather than only in a toast. */
const FIELD_OF_CODE: Record<string, keyof Values> = {
  PERCENTAGE_OUT_OF_RANGE: 'percentage',
  INVALID_NUMBER: 'percentage',
  MEDIATOR_IS_INVESTOR: 'mediatorId',
  MEDIATOR_PERCENTAGE_DUPLICATE: 'investorId',
  INDIVIDUAL_NOT_FOUND: 'mediatorId',
  SUBSCRIBER_NOT_FOUND: 'investorId',
};

export function MediatorLinkForm({ row, onClose }: { row: TMediatorLinkRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveLink();
  const form = useForm<Values>({
    initialValues: {
      mediatorId: row?.mediatorId ?? null,
      investorId: row?.investorId ?? null,
      percentage: row?.percentage ?? '',
      status: row?.status ?? 'active',
    },
    validate: {
      mediatorId: (id) => (id ? null : t('mediatorPercentages.required.mediator')),
      investorId: (id) => (id ? null : t('mediatorPercentages.required.investor')),
      percentage: (text) => checkLinkPercentage(t, text),
    },
  });
  const fail = (error: unknown) => {
    const message = translateError(t, error);
    const errors: Record<string, string> = translateFieldErrors(t, error);
    const field = isApiError(error) ? FIELD_OF_CODE[error.code] : undefined;
    if (field) errors[field] = message;
    form.setErrors(errors);
    focusFirstInvalid(errors);
    toastError(message);
  };
  const submit = form.onSubmit((values) => {
    if (!values.mediatorId || !values.investorId) return;
    const body = { mediatorId: values.mediatorId, investorId: values.investorId, percentage: values.percentage.trim(), status: values.status };
    save.mutate(
      { id: row?.id ?? null, body },
      {
        onSuccess: () => {
          toastSuccess(t(row ? 'mediatorPercentages.updated' : 'mediatorPercentages.created'));
          onClose();
        },
        onError: fail,
      },
    );
  }, focusOnInvalid);
  return (
    <Modal opened onClose={onClose} title={t(row ? 'mediatorPercentages.edit' : 'mediatorPercentages.add')} centered>
      <form onSubmit={submit} noValidate data-testid="mediator-link-form">
        <Stack>
          <PartyPicker
            kind="mediator"
            label={t('mediatorPercentages.fields.mediator')}
            value={form.values.mediatorId}
            initialName={row?.mediatorName}
            onChange={(id) => form.setFieldValue('mediatorId', id)}
            error={form.errors.mediatorId as string | undefined}
            required
            testId="link-mediator"
          />
          <PartyPicker
            kind="investor"
            label={t('mediatorPercentages.fields.investor')}
            value={form.values.investorId}
            initialName={row?.investorName}
            onChange={(id) => form.setFieldValue('investorId', id)}
            error={form.errors.investorId as string | undefined}
            required
            testId="link-investor"
          />
          <TextInput
            label={t('mediatorPercentages.fields.percentage')}
            description={t('mediatorPercentages.percentageHint', MEDIATOR_LINK_PERCENTAGE)}
            inputMode="decimal"
            dir="ltr"
            required
            {...form.getInputProps('percentage')}
            data-testid="link-percentage"
          />
          <Select
            label={t('mediatorPercentages.fields.status')}
            data={LINK_STATUSES.map((status) => ({ value: status, label: t(`mediatorPercentages.statuses.${status}`) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
            data-testid="link-status"
          />
          <ModalActions onCancel={onClose} loading={save.isPending} testId="link-save" />
        </Stack>
      </form>
    </Modal>
  );
}
