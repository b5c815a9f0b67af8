import { Button, Group, Modal, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  INDIVIDUAL_ADDRESS_MAX,
  INDIVIDUAL_TYPES,
  ZIndividualBody,
  type IndividualType,
  type TIndividualBody,
  type TIndividualRow,
} from '../../../../contract/individuals';
import { formOutcome } from '../../app/form-feedback';
import { CodeSelect } from '../../app/inputs/CodeSelect';
import { focusOnInvalid, schemaValidate } from '../../app/schema-form';
import { useSaveIndividual } from './use-individuals';

/** The unique indexes' refusals, shown next to their field. */
const UNIQUE_FIELDS: Partial<Record<string, 'email' | 'phone'>> = { INDIVIDUAL_EMAIL_EXISTS: 'email', INDIVIDUAL_PHONE_EXISTS: 'phone' };

const EMPTY: TIndividualBody = { name: '', phone: '', email: '', type: 'user', nni: '', nationality: '', address: '', isActive: true };

/** Add (row null) or edit an individual; field errors from the server land next to their fields. */
export function IndividualForm({ row, onClose }: { row: TIndividualRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveIndividual();
  const form = useForm<TIndividualBody>({
    initialValues: row
      ? {
          name: row.name,
          phone: row.phone,
          email: row.email,
          type: row.type,
          nni: row.nni,
          nationality: row.nationality,
          address: row.address,
          isActive: row.isActive,
        }
      : EMPTY,
    validate: schemaValidate(ZIndividualBody, t),
  });
  const done = t(row ? 'individuals.updated' : 'individuals.created');
  const submit = form.onSubmit(
    (body) =>
      save.mutate(
        { id: row?.id ?? null, body },
        formOutcome(t, form, done, onClose, (refusal) => UNIQUE_FIELDS[refusal.code]),
      ),
    focusOnInvalid,
  );
  return (
    <Modal opened onClose={onClose} title={t(row ? 'individuals.edit' : 'individuals.add')} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="individual-form">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('individuals.fields.name')} required {...form.getInputProps('name')} data-testid="individual-name" />
          <TextInput label={t('individuals.fields.phone')} required dir="ltr" {...form.getInputProps('phone')} data-testid="individual-phone" />
          <TextInput label={t('individuals.fields.email')} required type="email" dir="ltr" {...form.getInputProps('email')} data-testid="individual-email" />
          <CodeSelect
            label={t('individuals.fields.type')}
            required
            codes={INDIVIDUAL_TYPES}
            labels="individuals.types"
            value={form.values.type}
            onChange={(chosen) => chosen && form.setFieldValue('type', chosen as IndividualType)}
            error={form.errors.type}
            data-testid="individual-type"
          />
          <TextInput label={t('individuals.fields.nni')} required {...form.getInputProps('nni')} data-testid="individual-nni" />
          <TextInput label={t('individuals.fields.nationality')} required {...form.getInputProps('nationality')} data-testid="individual-nationality" />
        </SimpleGrid>
        <Textarea
          mt="md"
          label={t('individuals.fields.address')}
          description={t('individuals.addressHint')}
          autosize
          minRows={2}
          maxLength={INDIVIDUAL_ADDRESS_MAX}
          {...form.getInputProps('address')}
          data-testid="individual-address"
        />
        <Switch mt="md" label={t('individuals.fields.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="individual-save">
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
