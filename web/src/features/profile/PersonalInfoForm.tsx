import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSessionUser } from '../../../../contract/auth';
import { PHONE_PATTERN } from '../../../../contract/field-rules';
import { showFormFailure } from '../../app/form-feedback';
import { toastSuccess } from '../../app/toast';
import { useUpdateProfile } from './use-profile';

export function PersonalInfoForm({ user }: { user: TSessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm({ initialValues: { name: user.name, phone: user.phone ?? '' } });
  const { name, phone } = form.getValues();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!name.trim()) return form.setFieldError('name', t('validation.required'));
    if (!PHONE_PATTERN.test(phone.trim())) return form.setFieldError('phone', t('validation.invalid_phone'));
    update.mutate(
      { name: name.trim(), phone: phone.trim() },
      {
        onSuccess: ({ user: saved }) => {
          form.setInitialValues({ name: saved.name, phone: saved.phone ?? '' });
          form.reset();
          toastSuccess(t('profile.saved'));
        },
        onError: (error) => showFormFailure(t, form, error),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={480}>
        <TextInput label={t('auth.fields.name')} required autoComplete="name" {...form.getInputProps('name')} />
        <TextInput label={t('auth.fields.email')} value={user.email} readOnly disabled description={t('profile.emailReadOnly')} />
        <TextInput label={t('auth.fields.phone')} type="tel" dir="ltr" required autoComplete="tel" {...form.getInputProps('phone')} />
        <Group>
          <Button type="submit" disabled={update.isPending || !form.isDirty()}>
            {update.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
