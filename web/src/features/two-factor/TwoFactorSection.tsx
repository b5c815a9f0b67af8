import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../app/toast';
import { useSessionUser } from '../session/use-session';
import { EnrolmentFlow } from './EnrolmentFlow';
import { CurrentPasswordField, useSecretForm } from './secret-fields';
import { useDisableTwoFactor } from './use-two-factor';

function DisableForm() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const password = useSecretForm(disable.isPending, (text, refused) =>
    disable.mutate(text, { onSuccess: () => toastSuccess(t('twoFactor.disabled')), onError: refused }),
  );
  return (
    <form onSubmit={password.submit} noValidate>
      <Stack gap="sm" maw={480}>
        <CurrentPasswordField form={password} label={t('twoFactor.disablePassword')} testId="two-factor-disable-password" />
        <Group>
          <Button type="submit" color="red" variant="light" disabled={password.empty} loading={disable.isPending} data-testid="two-factor-disable">
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
