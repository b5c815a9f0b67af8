import { PasswordInput, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../api/translate-error';

/**
 * A secret typed then sent once (a password, a code): its text, the refusal shown on its field,
 * and the form's submit, which sends nothing while a send is under way or the field is empty
 * (`trim`: or only spaces, as codes are read). `clearOnSend`: the last refusal goes as the next try is sent.
 */
export function useSecretForm(pending: boolean, send: (text: string, refused: (failure: unknown) => void) => void, { trim = false, clearOnSend = false } = {}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const empty = trim ? !text.trim() : !text;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || empty) return;
    if (clearOnSend) setError(null);
    send(text, (failure) => setError(translateError(t, failure)));
  };
  return { text, setText, error, empty, submit };
}

type SecretFieldProps = {
  form: { text: string; setText: (text: string) => void; error: string | null };
  label: string;
  testId: string;
};

/** The account's password, asked again before the second factor changes. */
export function CurrentPasswordField({ form, label, testId }: SecretFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={label}
      autoComplete="current-password"
      visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
      value={form.text}
      onChange={(event) => form.setText(event.currentTarget.value)}
      error={form.error}
      required
      data-testid={testId}
    />
  );
}

/** A code from the authenticator app (or a backup code), always left to right. */
export function OneTimeCodeField({
  form,
  label,
  testId,
  description,
  leftSection,
  numeric,
  autoFocus,
}: SecretFieldProps & { description: string; leftSection?: ReactNode; numeric?: boolean; autoFocus?: boolean }) {
  return (
    <TextInput
      label={label}
      description={description}
      leftSection={leftSection}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete="one-time-code"
      dir="ltr"
      maxLength={20}
      value={form.text}
      onChange={(event) => form.setText(event.currentTarget.value)}
      error={form.error}
      required
      data-autofocus={autoFocus || undefined}
      data-testid={testId}
    />
  );
}
