import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/PageHeader';
import { QueryState } from '../../app/QueryState';
import { useCompanyDefaults } from '../operations/use-operations';
import { TwoFactorSettingCard } from '../two-factor/TwoFactorSettingCard';
import { SettingsForm } from './CompanySettingsForm';

export function CompanySettingsPage() {
  const { t } = useTranslation();
  const settings = useCompanyDefaults();
  return (
    <Stack gap="lg">
      <PageHeader title={t('companySettings.title')} subtitle={t('companySettings.subtitle')} />
      <Card withBorder padding="lg">
        <QueryState query={settings}>{settings.data ? <SettingsForm key={settings.data.updatedAt} settings={settings.data} /> : null}</QueryState>
      </Card>
      <TwoFactorSettingCard />
    </Stack>
  );
}
