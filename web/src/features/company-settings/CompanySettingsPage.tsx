import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/PageHeader';
import { QueryState } from '../../app/QueryState';
import { useCompanyDefaults } from '../operations/use-operations';
import { TwoFactorSettingCard } from '../two-factor/TwoFactorSettingCard';
import { SettingsForm } from './CompanySettingsForm';
import { LetterheadCard } from './LetterheadCard';
import { ApprovalLimitsCard } from './ApprovalLimitsCard';
import { holdsPermission } from '../../../../contract/permissions';
import { useSessionUser } from '../session/use-session';

/**
 * The company's settings, letterhead, approval limits and second-factor rule. A holder of
 * `approval-limits` without `company-settings` reaches the screen for the limits alone
 * (docs/operations.md §23); the server refuses them the rest in any case.
 */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const settingsReader = holdsPermission(user?.permissions ?? [], 'company-settings');
  return (
    <Stack gap="lg">
      <PageHeader title={t('companySettings.title')} subtitle={t('companySettings.subtitle')} />
      {settingsReader ? <CompanySettingsCard /> : null}
      {settingsReader ? <LetterheadCard /> : null}
      <ApprovalLimitsCard />
      {settingsReader ? <TwoFactorSettingCard /> : null}
    </Stack>
  );
}

function CompanySettingsCard() {
  const settings = useCompanyDefaults();
  return (
    <Card withBorder padding="lg">
      <QueryState query={settings}>{settings.data ? <SettingsForm key={settings.data.updatedAt} settings={settings.data} /> : null}</QueryState>
    </Card>
  );
}
