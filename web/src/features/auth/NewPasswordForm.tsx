import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/field-rules';
import { translateError, translateFieldErrors } from '../../api/translate-error';
import type { FormMessage } from './FormAlert';
import { FormAlert } from './FormAlert';
import { useResetPassword } from './use-auth';

/** The new password, twice, for a reset link already checked valid; refusals shown next to the field. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useForm({ initialValues: { password: '', confirm: '' } });
  const reset = useResetPassword();
  const { password, confirm } = form.getValues();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    setMessage(null);
    if (password.length < PASSWORD_MIN_LENGTH) return form.setFieldError('password', t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
    if (password !== confirm) return form.setFieldError('confirm', t('validation.passwords_mismatch'));
    reset.mutate(
      { token, password },
      {
        onSuccess: onDone,
        onError: (error) => {
          form.setErrors(translateFieldErrors(t, error));
          setMessage({ kind: 'error', text: translateError(t, error, { fallbackKey: 'auth.reset.failed' }) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormAlert message={message} onClose={() => setMessage(null)} />
      <Stack gap="sm">
        <PasswordInput
          label={t('auth.reset.newPassword')}
          description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          leftSection={<IconLock size={16} />}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('auth.reset.confirmPassword')}
          leftSection={<IconLock size={16} />}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          required
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" fullWidth mt="sm" disabled={reset.isPending || !password || !confirm}>
          {reset.isPending ? t('auth.reset.busy') : t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
