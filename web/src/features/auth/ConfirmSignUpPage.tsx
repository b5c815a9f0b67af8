import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { translateError } from '../../api/translate-error';
import { AuthLayout } from './AuthLayout';
import { FormAlert, type FormMessage } from './FormAlert';
import { useConfirmSignUp } from './use-auth';

const CONFIRM_COPY = { fallbackKey: 'auth.confirmSignUp.failed' } as const;

/**
 * The page of the mailed sign-up link. The account is created by a press of the button, not on
 * opening: mail scanners that open links must not spend it (docs/permissions.md §9).
 */
export function ConfirmSignUpPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmSignUp();
  // A link that cannot work leaves no button to press again; a lost connection does.
  const spent = isApiError(confirm.error) && confirm.error.code === 'SIGN_UP_LINK_INVALID';

  const toLogin = (
    <Button component={Link} to="/login" fullWidth variant={confirm.isSuccess ? 'filled' : 'default'} data-testid="confirm-sign-up-to-login">
      {t('auth.confirmSignUp.toLogin')}
    </Button>
  );

  // Done, or a link without its token: nothing left to press but the way to sign in.
  const ended: FormMessage | null = confirm.isSuccess
    ? { kind: 'success', text: t('auth.confirmSignUp.success') }
    : token
      ? null
      : { kind: 'error', text: t('errors.SIGN_UP_LINK_INVALID') };
  if (ended) {
    return (
      <AuthLayout title={t('auth.confirmSignUp.title')}>
        <Stack>
          <FormAlert message={ended} />
          {toLogin}
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.confirmSignUp.title')} subtitle={t('auth.confirmSignUp.subtitle')}>
      <Stack>
        <FormAlert message={confirm.isError ? { kind: 'error', text: translateError(t, confirm.error, CONFIRM_COPY) } : null} />
        {spent ? null : (
          <Button fullWidth disabled={confirm.isPending} onClick={() => confirm.mutate({ token })} data-testid="confirm-sign-up">
            {confirm.isPending ? t('auth.confirmSignUp.busy') : t('auth.confirmSignUp.submit')}
          </Button>
        )}
        {toLogin}
      </Stack>
    </AuthLayout>
  );
}
