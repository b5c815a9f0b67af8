import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/field-rules';
import { formOutcome } from '../../app/form-feedback';
import { useChangePassword } from './use-profile';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({ initialValues: EMPTY });
  const { currentPassword, newPassword, confirm } = form.getValues();
  const toggleProps = { 'aria-label': t('auth.togglePassword') };
  const password = (name: keyof typeof EMPTY, label: string, autoComplete: 'current-password' | 'new-password', description?: string) => (
    <PasswordInput
      label={label}
      description={description}
      autoComplete={autoComplete}
      visibilityToggleButtonProps={toggleProps}
      required
      {...form.getInputProps(name)}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (newPassword.length < PASSWORD_MIN_LENGTH) return form.setFieldError('newPassword', t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
    if (newPassword !== confirm) return form.setFieldError('confirm', t('validation.passwords_mismatch'));
    change.mutate({ currentPassword, newPassword }, formOutcome(t, form, t('profile.passwordChanged'), form.reset));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={480}>
        {password('currentPassword', t('profile.currentPassword'), 'current-password')}
        {password('newPassword', t('auth.reset.newPassword'), 'new-password', t('profile.passwordHint', { min: PASSWORD_MIN_LENGTH }))}
        {password('confirm', t('auth.reset.confirmPassword'), 'new-password')}
        <Group>
          <Button type="submit" disabled={change.isPending || !currentPassword || !newPassword || !confirm}>
            {change.isPending ? t('common.saving') : t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
