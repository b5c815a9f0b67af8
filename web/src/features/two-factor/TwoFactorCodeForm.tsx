import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import type { TSignedInAnswer } from '../../../../contract/auth';
import { OneTimeCodeField, useSecretForm } from './secret-fields';
import { useVerifyTwoFactor } from './use-two-factor';

/** The sign-in's second step: a code from the authenticator app, or one of the backup codes. */
export function TwoFactorCodeForm({ onSignedIn, onRestart }: { onSignedIn: (answer: TSignedInAnswer) => void; onRestart: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyTwoFactor();
  const code = useSecretForm(
    verify.isPending,
    (text, refused) =>
      verify.mutate(text, {
        onSuccess: onSignedIn,
        onError: (failure) => (isApiError(failure) && failure.code === 'TWO_FACTOR_CHALLENGE_EXPIRED' ? onRestart() : refused(failure)),
      }),
    { trim: true, clearOnSend: true },
  );
  return (
    <form onSubmit={code.submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.signIn.explain')}</Text>
        <OneTimeCodeField
          form={code}
          label={t('twoFactor.signIn.code')}
          description={t('twoFactor.signIn.hint')}
          leftSection={<IconShieldLock size={16} />}
          autoFocus
          testId="two-factor-code"
        />
        <Button type="submit" fullWidth mt="sm" disabled={code.empty} loading={verify.isPending} data-testid="two-factor-verify">
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
