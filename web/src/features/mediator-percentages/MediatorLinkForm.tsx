import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LINK_STATUSES, MEDIATOR_LINK_PERCENTAGE } from '../../../../contract/mediator-percentages';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import { formOutcome } from '../../app/form-feedback';
import { CodeSelect } from '../../app/inputs/CodeSelect';
import { DecimalInput } from '../../app/inputs/DecimalInput';
import { pickedId } from '../../app/inputs/picked-id';
import { checkLinkPercentage } from './link-percentage';
import { focusOnInvalid } from '../../app/schema-form';
import { LINK_PARTIES, PartyPicker } from './PartyPicker';
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
  const submit = form.onSubmit((values) => {
    if (!values.mediatorId || !values.investorId) return;
    const body = { mediatorId: values.mediatorId, investorId: values.investorId, percentage: values.percentage.trim(), status: values.status };
    const done = t(row ? 'mediatorPercentages.updated' : 'mediatorPercentages.created');
    save.mutate(
      { id: row?.id ?? null, body },
      formOutcome(t, form, done, onClose, (refusal) => FIELD_OF_CODE[refusal.code]),
    );
  }, focusOnInvalid);
  return (
    <Modal opened onClose={onClose} title={t(row ? 'mediatorPercentages.edit' : 'mediatorPercentages.add')} centered>
      <form onSubmit={submit} noValidate data-testid="mediator-link-form">
        <Stack>
          {LINK_PARTIES.map(({ kind, idField, nameField }) => (
            <PartyPicker
              key={kind}
              kind={kind}
              label={t(`mediatorPercentages.fields.${kind}`)}
              {...pickedId(form, idField)}
              initialName={row?.[nameField]}
              required
              testId={`link-${kind}`}
            />
          ))}
          <DecimalInput
            label={t('mediatorPercentages.fields.percentage')}
            description={t('mediatorPercentages.percentageHint', MEDIATOR_LINK_PERCENTAGE)}
            required
            {...form.getInputProps('percentage')}
            data-testid="link-percentage"
          />
          <CodeSelect
            label={t('mediatorPercentages.fields.status')}
            codes={LINK_STATUSES}
            labels="mediatorPercentages.statuses"
            {...form.getInputProps('status')}
            data-testid="link-status"
          />
          <ModalActions onCancel={onClose} loading={save.isPending} testId="link-save" />
        </Stack>
      </form>
    </Modal>
  );
}
