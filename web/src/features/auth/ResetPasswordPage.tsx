import { Button, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { translateError } from '../../api/translate-error';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { NewPasswordForm } from './NewPasswordForm';
import { useResetTokenCheck } from './use-auth';

function BackToLogin({ label }: { label: string }) {
  return (
    <Button component={Link} to="/login" fullWidth data-testid="back-to-login">
      {label}
    </Button>
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
