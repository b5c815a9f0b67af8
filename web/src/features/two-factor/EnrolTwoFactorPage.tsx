import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { landingPathFor } from '../../../../contract/auth';
import { FullScreenLoader } from '../../app/FullScreenLoader';
import { AuthLayout } from '../auth/AuthLayout';
import { useSession, useSignOut } from '../session/use-session';
import { EnrolmentFlow } from './EnrolmentFlow';

/**
 * A privileged user without a second factor while the company requires one: the API answers them
 * nothing else (TWO_FACTOR_ENROLMENT_REQUIRED), so this screen is all they see until they enrol.
 */
export function EnrolTwoFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const signOut = useSignOut();
  if (session.isPending) return <FullScreenLoader />;
  const user = session.data?.user;
  if (!user) return <Navigate to="/login" replace />;
  if (!session.data?.mustEnrolTwoFactor) return <Navigate to={landingPathFor(user)} replace />;
  return (
    <AuthLayout title={t('twoFactor.required.title')}>
      <Stack gap="md">
        <Alert color="blue" variant="light">
          {t('twoFactor.required.explain')}
        </Alert>
        <EnrolmentFlow onDone={() => navigate(landingPathFor(user), { replace: true })} />
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => signOut.mutate()} loading={signOut.isPending} data-testid="two-factor-sign-out">
            {t('twoFactor.required.signOut')}
          </Button>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
