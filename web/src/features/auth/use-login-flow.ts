import { useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TSignedInAnswer } from '../../../../contract/auth';
import { ENROL_TWO_FACTOR_PATH } from '../../../../contract/two-factor-rules';
import { translateError, translateFieldErrors } from '../../api/translate-error';
import type { FormMessage } from './FormAlert';
import type { AuthMode, LoginValues } from './login-form';
import { EMPTY_LOGIN, hasRequiredFields, isValidEmail, normalizeEmail, validateLogin } from './login-form';
import { useForgotPassword, useSignIn, useSignUp } from './use-auth';

const SIGN_IN_COPY = { overrides: { TIMEOUT: 'auth.signIn.timeout' }, fallbackKey: 'auth.signIn.failed' } as const;
const SIGN_UP_COPY = { fallbackKey: 'auth.signUp.failed' } as const;
const RESET_COPY = { fallbackKey: 'auth.forgot.failed' } as const;

/**
 * The sign-in card's state and actions: sign in (then the second factor's code when the account has
 * one), sign up (then back to sign in with a success message), and ask for a password reset link.
 */
export function useLoginFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [message, setMessage] = useState<FormMessage | null>(null);
  /** After the right password of an account with a second factor: the code is asked on the same card. */
  const [askingCode, setAskingCode] = useState(false);
  const form = useForm<LoginValues>({ initialValues: EMPTY_LOGIN });
  const signIn = useSignIn();
  const signUp = useSignUp();
  const forgot = useForgotPassword();
  const busy = signIn.isPending || signUp.isPending || forgot.isPending;

  const enter = (answer: TSignedInAnswer) => navigate(answer.mustEnrolTwoFactor ? ENROL_TWO_FACTOR_PATH : answer.redirectTo, { replace: true });

  const restartAfterCode = () => {
    setAskingCode(false);
    form.setFieldValue('password', '');
    setMessage({ kind: 'error', text: t('twoFactor.signIn.again') });
  };

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
            if ('signInLinkSent' in answer) return setMessage({ kind: 'success', text: t('auth.signInLink.sent') });
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

  const submitLabel = signIn.isPending
    ? t('auth.signIn.busy')
    : signUp.isPending
      ? t('auth.signUp.busy')
      : mode === 'signUp'
        ? t('auth.signUp.submit')
        : t('auth.signIn.submit');

  return {
    mode,
    switchMode,
    message,
    clearMessage: () => setMessage(null),
    askingCode,
    restartAfterCode,
    enter,
    form,
    busy,
    signedInHere: signIn.isSuccess,
    resetPending: forgot.isPending,
    submit,
    requestReset,
    submitLabel,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
