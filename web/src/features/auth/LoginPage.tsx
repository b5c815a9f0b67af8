import { Anchor, Button, Group, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconLock, IconPhone, IconUser } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { TSignedInAnswer } from '../../../../contract/auth';
import { PASSWORD_MIN_LENGTH } from '../../../../contract/field-rules';
import { ENROL_TWO_FACTOR_PATH } from '../../../../contract/two-factor-rules';
import { TwoFactorCodeForm } from '../two-factor/TwoFactorCodeForm';
import { translateError, translateFieldErrors } from '../../api/translate-error';
import { FullScreenLoader } from '../../app/FullScreenLoader';
import { useSession } from '../session/use-session';
import { AuthLayout } from './AuthLayout';
import type { FormMessage } from './FormAlert';
import { FormAlert } from './FormAlert';
import type { AuthMode, LoginValues } from './login-form';
import { EMPTY_LOGIN, hasRequiredFields, isValidEmail, normalizeEmail, validateLogin } from './login-form';
import { useForgotPassword, useSignIn, useSignUp } from './use-auth';

const SIGN_IN_COPY = { overrides: { TIMEOUT: 'auth.signIn.timeout' }, fallbackKey: 'auth.signIn.failed' } as const;
const SIGN_UP_COPY = { fallbackKey: 'auth.signUp.failed' } as const;
const RESET_COPY = { fallbackKey: 'auth.forgot.failed' } as const;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [message, setMessage] = useState<FormMessage | null>(null);
  /** After the right password of an account with a second factor: the code is asked on the same card. */
  const [askingCode, setAskingCode] = useState(false);
  const form = useForm<LoginValues>({ initialValues: EMPTY_LOGIN });
  const signIn = useSignIn();
  const signUp = useSignUp();
  const forgot = useForgotPassword();
  const busy = signIn.isPending || signUp.isPending || forgot.isPending;

  if (session.isPending) return <FullScreenLoader />;
  if (session.data?.user && !signIn.isSuccess) return <Navigate to="/app" replace />;

  const enter = (answer: TSignedInAnswer) => navigate(answer.mustEnrolTwoFactor ? ENROL_TWO_FACTOR_PATH : answer.redirectTo, { replace: true });

  if (askingCode) {
    return (
      <AuthLayout title={t('twoFactor.signIn.title')} subtitle={t('auth.subtitle')}>
        <TwoFactorCodeForm
          onSignedIn={enter}
          onRestart={() => {
            setAskingCode(false);
            form.setFieldValue('password', '');
            setMessage({ kind: 'error', text: t('twoFactor.signIn.again') });
          }}
        />
      </AuthLayout>
    );
  }

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setMessage(null);
    form.clearErrors();
  };

  const fail = (error: unknown, copy: Parameters<typeof translateError>[2]) => {
    form.setErrors(translateFieldErrors(t, error));
    setMessage({ kind: 'error', text: translateError(t, error, copy) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const values = form.getValues();
    setMessage(null);
    if (!hasRequiredFields(mode, values)) return setMessage({ kind: 'error', text: t('auth.fillAllFields') });
    const errors = validateLogin(t, mode, values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const email = normalizeEmail(values.email);
    if (mode === 'signIn') {
      signIn.mutate(
        { email, password: values.password },
        {
          onSuccess: (answer) => {
            if ('twoFactorRequired' in answer) return setAskingCode(true);
            void enter(answer);
          },
          onError: (error) => fail(error, SIGN_IN_COPY),
        },
      );
      return;
    }
    signUp.mutate(
      { email, password: values.password, name: values.name.trim(), phone: values.phone.trim() },
      {
        onSuccess: () => {
          form.reset();
          setMode('signIn');
          setMessage({ kind: 'success', text: t('auth.signUp.success') });
        },
        onError: (error) => fail(error, SIGN_UP_COPY),
      },
    );
  };

  const requestReset = () => {
    const email = form.getValues().email;
    setMessage(null);
    if (!isValidEmail(email)) {
      form.setFieldError('email', t('auth.forgot.emailFirst'));
      return;
    }
    forgot.mutate(
      { email: normalizeEmail(email) },
      { onSuccess: () => setMessage({ kind: 'success', text: t('auth.forgot.sent') }), onError: (error) => fail(error, RESET_COPY) },
    );
  };

  const isSignUp = mode === 'signUp';
  const submitLabel = signIn.isPending
    ? t('auth.signIn.busy')
    : signUp.isPending
      ? t('auth.signUp.busy')
      : isSignUp
        ? t('auth.signUp.submit')
        : t('auth.signIn.submit');

  return (
    <AuthLayout title={isSignUp ? t('auth.signUp.title') : t('auth.signIn.title')} subtitle={t('auth.subtitle')}>
      <SegmentedControl
        fullWidth
        mb="lg"
        value={mode}
        onChange={(next) => switchMode(next as AuthMode)}
        disabled={busy}
        data={[
          { value: 'signIn', label: t('auth.signIn.tab') },
          { value: 'signUp', label: t('auth.signUp.tab') },
        ]}
        aria-label={t('auth.modeLabel')}
      />
      <FormAlert message={message} onClose={() => setMessage(null)} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {isSignUp ? (
            <TextInput label={t('auth.fields.name')} leftSection={<IconUser size={16} />} autoComplete="name" required {...form.getInputProps('name')} />
          ) : null}
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            leftSection={<IconAt size={16} />}
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          {isSignUp ? (
            <TextInput
              label={t('auth.fields.phone')}
              type="tel"
              dir="ltr"
              leftSection={<IconPhone size={16} />}
              autoComplete="tel"
              required
              {...form.getInputProps('phone')}
            />
          ) : null}
          <PasswordInput
            label={t('auth.fields.password')}
            description={isSignUp ? t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
            leftSection={<IconLock size={16} />}
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
            required
            {...form.getInputProps('password')}
          />
          {isSignUp ? null : (
            <Group justify="flex-end">
              <Anchor component="button" type="button" size="sm" onClick={requestReset} disabled={busy} data-testid="forgot-password">
                {forgot.isPending ? t('auth.forgot.busy') : t('auth.forgot.link')}
              </Anchor>
            </Group>
          )}
          <Button type="submit" fullWidth mt="sm" disabled={busy || !hasRequiredFields(mode, form.getValues())}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
