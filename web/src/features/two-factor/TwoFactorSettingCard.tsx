import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../api/translate-error';
import { QueryState } from '../../app/QueryState';
import { toastError, toastSuccess } from '../../app/toast';
import { useSessionUser } from '../session/use-session';
import { useSaveTwoFactorSetting, useTwoFactorSetting } from './use-two-factor';

/** Company settings: whether holders of the privileged permissions must use a second factor. */
export function TwoFactorSettingCard() {
  const { t } = useTranslation();
  const setting = useTwoFactorSetting();
  const save = useSaveTwoFactorSetting();
  // docs/permissions.md §11: only an administrator changes it (the server checks; this only says so).
  const isAdministrator = useSessionUser()?.permissions.includes('all') === true;
  const change = (required: boolean) =>
    save.mutate(required, {
      onSuccess: () => toastSuccess(t('companySettings.saved')),
      onError: (error) => toastError(translateError(t, error)),
    });
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3}>{t('twoFactor.setting.title')}</Title>
        <QueryState query={setting}>
          {setting.data ? (
            <Switch
              checked={setting.data.required}
              disabled={save.isPending || !isAdministrator}
              onChange={(event) => change(event.currentTarget.checked)}
              label={t('twoFactor.setting.label')}
              description={t('twoFactor.setting.hint')}
              data-testid="setting-two-factor-required"
            />
          ) : null}
        </QueryState>
        <Text size="xs" c="dimmed">
          {t('twoFactor.setting.who')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('twoFactor.setting.adminOnly')}
        </Text>
      </Stack>
    </Card>
  );
}
