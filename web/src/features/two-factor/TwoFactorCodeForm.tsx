import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { translateError } from '../../api/translate-error';
import type { TSignedInAnswer } from '../../../../contract/auth';
import { useVerifyTwoFactor } from './use-two-factor';

/** The sign-in's second step: a code from the authenticator app, or one of the backup codes. */
export function TwoFactorCodeForm({ onSignedIn, onRestart }: { onSignedIn: (answer: TSignedInAnswer) => void; onRestart: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending || !code.trim()) return;
    setError(null);
    verify.mutate(code, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'TWO_FACTOR_CHALLENGE_EXPIRED') return onRestart();
        setError(translateError(t, failure));
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.signIn.explain')}</Text>
        <TextInput
          label={t('twoFactor.signIn.code')}
          description={t('twoFactor.signIn.hint')}
          leftSection={<IconShieldLock size={16} />}
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={20}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          required
          data-autofocus
          data-testid="two-factor-code"
        />
        <Button type="submit" fullWidth mt="sm" disabled={!code.trim()} loading={verify.isPending} data-testid="two-factor-verify">
          {t('twoFactor.signIn.submit')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onRestart}>
            {t('twoFactor.signIn.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
