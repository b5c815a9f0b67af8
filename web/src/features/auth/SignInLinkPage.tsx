import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ENROL_TWO_FACTOR_PATH } from '../../../../contract/two-factor-rules';
import { translateError } from '../../api/translate-error';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { useSignInWithLink } from './use-auth';

/**
 * The sign-in link mailed to the owner of an account under guard (docs/permissions.md §9). The
 * link only opens this page; a press of the button spends it, so a mail scanner that follows links
 * never does.
 */
export function SignInLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const signIn = useSignInWithLink();
  const go = () =>
    signIn.mutate(
      { token },
      { onSuccess: (answer) => void navigate(answer.mustEnrolTwoFactor ? ENROL_TWO_FACTOR_PATH : answer.redirectTo, { replace: true }) },
    );
  return (
    <AuthLayout title={t('auth.signInLink.title')} subtitle={t('auth.signInLink.explain')}>
      <Stack>
        {signIn.isError || !token ? (
          <FormAlert message={{ kind: 'error', text: token ? translateError(t, signIn.error) : t('errors.SIGN_IN_LINK_INVALID') }} />
        ) : null}
        {token && !signIn.isError ? (
          <Button onClick={go} loading={signIn.isPending} fullWidth data-testid="sign-in-link-submit">
            {t('auth.signInLink.submit')}
          </Button>
        ) : (
          <Button component={Link} to="/login" fullWidth variant="light" data-testid="back-to-login">
            {t('auth.signInLink.backToLogin')}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
