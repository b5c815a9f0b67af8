import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FullScreenLoader } from '../../app/FullScreenLoader';
import { TwoFactorCodeForm } from '../two-factor/TwoFactorCodeForm';
import { useSession } from '../session/use-session';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { LoginFields } from './LoginFields';
import type { AuthMode } from './login-form';
import { useLoginFlow } from './use-login-flow';

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const flow = useLoginFlow();

  if (session.isPending) return <FullScreenLoader />;
  if (session.data?.user && !flow.signedInHere) return <Navigate to="/app" replace />;

  if (flow.askingCode) {
    return (
      <AuthLayout title={t('twoFactor.signIn.title')} subtitle={t('auth.subtitle')}>
        <TwoFactorCodeForm onSignedIn={flow.enter} onRestart={flow.restartAfterCode} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={flow.mode === 'signUp' ? t('auth.signUp.title') : t('auth.signIn.title')} subtitle={t('auth.subtitle')}>
      <SegmentedControl
        fullWidth
        mb="lg"
        value={flow.mode}
        onChange={(next) => flow.switchMode(next as AuthMode)}
        disabled={flow.busy}
        data={[
          { value: 'signIn', label: t('auth.signIn.tab') },
          { value: 'signUp', label: t('auth.signUp.tab') },
        ]}
        aria-label={t('auth.modeLabel')}
      />
      <FormAlert message={flow.message} onClose={flow.clearMessage} />
      <LoginFields flow={flow} />
    </AuthLayout>
  );
}
