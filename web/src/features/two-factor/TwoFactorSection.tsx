import { Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../api/translate-error';
import { toastSuccess } from '../../app/toast';
import { useSessionUser } from '../session/use-session';
import { EnrolmentFlow } from './EnrolmentFlow';
import { useDisableTwoFactor } from './use-two-factor';

function DisableForm() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disable.isPending || !password) return;
    disable.mutate(password, {
      onSuccess: () => toastSuccess(t('twoFactor.disabled')),
      onError: (failure) => setError(translateError(t, failure)),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={480}>
        <PasswordInput
          label={t('twoFactor.disablePassword')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          required
          data-testid="two-factor-disable-password"
        />
        <Group>
          <Button type="submit" color="red" variant="light" disabled={!password} loading={disable.isPending} data-testid="two-factor-disable">
            {t('twoFactor.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The profile's tab: the state of the second factor, enrolment, turning it off. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [enrolling, setEnrolling] = useState(false);
  if (!user) return null;
  const enabled = user.twoFactorEnabled;
  return (
    <Stack gap="md" data-testid="two-factor-section">
      <Group gap="sm">
        <Text fw={600}>{t('twoFactor.title')}</Text>
        <Badge color={enabled ? 'teal' : 'gray'} variant="light" data-testid="two-factor-status">
          {enabled ? t('twoFactor.on') : t('twoFactor.off')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('twoFactor.explain')}
      </Text>
      {enabled ? (
        <DisableForm />
      ) : enrolling ? (
        <EnrolmentFlow
          onDone={() => {
            setEnrolling(false);
            toastSuccess(t('twoFactor.enabled'));
          }}
        />
      ) : (
        <Group>
          <Button onClick={() => setEnrolling(true)} data-testid="two-factor-set-up">
            {t('twoFactor.setUp')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
