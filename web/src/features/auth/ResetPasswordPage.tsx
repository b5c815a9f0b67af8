import { Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/field-rules';
import { translateError, translateFieldErrors } from '../../api/translate-error';
import { AuthLayout } from './AuthLayout';
import type { FormMessage } from './FormAlert';
import { FormAlert } from './FormAlert';
import { useResetPassword, useResetTokenCheck } from './use-auth';

function BackToLogin({ label }: { label: string }) {
  return (
    <Button component={Link} to="/login" fullWidth data-testid="back-to-login">
      {label}
    </Button>
  );
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
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

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const check = useResetTokenCheck(token);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Stack>
          <FormAlert message={{ kind: 'success', text: t('auth.reset.success') }} />
          <BackToLogin label={t('auth.reset.toLogin')} />
        </Stack>
      </AuthLayout>
    );
  }
  if (token && check.isPending) {
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Stack align="center" role="status">
          <Loader />
          <Text c="dimmed">{t('auth.reset.checking')}</Text>
        </Stack>
      </AuthLayout>
    );
  }
  if (!token || !check.data?.valid) {
    const unreachable = Boolean(token) && check.isError;
    return (
      <AuthLayout title={t('auth.reset.title')}>
        <Stack>
          <Text c="red" data-testid="reset-invalid">
            {unreachable ? translateError(t, check.error) : t('errors.RESET_LINK_INVALID')}
          </Text>
          <BackToLogin label={t('auth.reset.backToLogin')} />
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <NewPasswordForm token={token} onDone={() => setDone(true)} />
    </AuthLayout>
  );
}
