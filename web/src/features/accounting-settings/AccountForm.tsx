import { Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZAccountBody, type TAccountBody, type TAccountRow } from '../../../../contract/accounting-settings';
import { ACCOUNT_TYPES, PARTY_KINDS } from '../../../../domain';
import { formOutcome } from '../../app/form-feedback';
import { CodeSelect } from '../../app/inputs/CodeSelect';
import { ModalActions } from '../../app/ModalActions';
import { focusOnInvalid, schemaValidate } from '../../app/schema-form';
import { directionOf } from '../../i18n/languages';
import { useSaveAccount } from './use-accounting-settings';

/** The form's values: the body, the party kind as a select's text ('' for none). */
type Values = Omit<TAccountBody, 'partyKind'> & { partyKind: string };

const NO_PARTY = '';

/** The account's name in each language the app speaks, each typed in its own direction. */
const NAME_FIELDS = [
  ['nameEn', 'en'],
  ['nameFr', 'fr'],
  ['nameAr', 'ar'],
] as const;

const toBody = (values: Values): TAccountBody => ({
  ...values,
  code: values.code.trim(),
  partyKind: values.partyKind === NO_PARTY ? null : (values.partyKind as TAccountBody['partyKind']),
});

/** The body's fields only: a row also says whether it is used and by which rules, which the body does not take. */
const valuesOf = (row: TAccountRow): Values => ({
  code: row.code,
  nameEn: row.nameEn,
  nameFr: row.nameFr,
  nameAr: row.nameAr,
  type: row.type,
  partyKind: row.partyKind ?? NO_PARTY,
  active: row.active,
});

const blank: Values = { code: '', nameEn: '', nameFr: '', nameAr: '', type: 'expense', partyKind: NO_PARTY, active: true };

/**
 * Adding an account, or renaming, (de)activating or changing one (docs/accounting.md §2), checked by
 * the schema the server checks. What a used account keeps is shown fixed: its code, type and party
 * once it has lines; its code and party, and its activity, while a posting rule names it.
 */
export function AccountForm({ row, onClose }: { row: TAccountRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAccount();
  const form = useForm<Values>({
    initialValues: row ? valuesOf(row) : blank,
    validate: schemaValidate<Values>(ZAccountBody, t, { toBody }),
  });
  const named = row !== null && row.rules.length > 0;
  const used = row?.inUse ?? false;
  const submit = form.onSubmit((values) => {
    const body = toBody(values);
    const done = t(row ? 'accountingSettings.updated' : 'accountingSettings.created', { code: body.code });
    save.mutate({ code: row?.code ?? null, body }, formOutcome(t, form, done, onClose));
  }, focusOnInvalid);
  const fixedHint = used ? t('accountingSettings.inUseHint') : undefined;
  return (
    <Modal opened onClose={onClose} title={row ? t('accountingSettings.edit', { code: row.code }) : t('accountingSettings.add')} centered>
      <form onSubmit={submit} noValidate data-testid="account-form">
        <Stack>
          <TextInput
            label={t('accountingSettings.fields.code')}
            description={fixedHint ?? t('accountingSettings.fields.codeHint')}
            required
            inputMode="numeric"
            dir="ltr"
            disabled={used || named}
            {...form.getInputProps('code')}
            data-testid="account-code"
          />
          {NAME_FIELDS.map(([field, lang]) => (
            <TextInput
              key={field}
              label={t(`accountingSettings.fields.${field}`)}
              required
              dir={directionOf(lang)}
              lang={lang}
              {...form.getInputProps(field)}
              data-testid={`account-name-${lang}`}
            />
          ))}
          <CodeSelect
            label={t('accountingSettings.fields.type')}
            codes={ACCOUNT_TYPES}
            labels="accountingSettings.types"
            required
            disabled={used}
            {...form.getInputProps('type')}
            data-testid="account-type"
          />
          <Select
            label={t('accountingSettings.fields.partyKind')}
            data={[
              { value: NO_PARTY, label: t('accountingSettings.noParty') },
              ...PARTY_KINDS.map((kind) => ({ value: kind, label: t(`accountingSettings.partyKinds.${kind}`) })),
            ]}
            allowDeselect={false}
            disabled={used || named}
            {...form.getInputProps('partyKind')}
            data-testid="account-party-kind"
          />
          <Switch
            label={t('accountingSettings.fields.active')}
            disabled={named && form.values.active}
            {...form.getInputProps('active', { type: 'checkbox' })}
            data-testid="account-active"
          />
          <ModalActions onCancel={onClose} loading={save.isPending} testId="account-save" />
        </Stack>
      </form>
    </Modal>
  );
}
