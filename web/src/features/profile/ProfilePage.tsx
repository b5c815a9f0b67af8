import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconCashBanknote, IconChartLine, IconFileText, IconHistory, IconId, IconKey, IconReceipt, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MemberTab, type MemberTabKey } from '../member/MemberTab';
import { useSessionUser } from '../session/use-session';
import { useUserTypeLabel } from '../users/use-user-types';
import { TwoFactorSection } from '../two-factor/TwoFactorSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PersonalInfoForm } from './PersonalInfoForm';

/** Personal info and password are the user's; subscription, profits and operations are their individual's. */
const TABS: readonly { key: string; icon: Icon }[] = [
  { key: 'personal', icon: IconId },
  { key: 'subscription', icon: IconReceipt },
  { key: 'profits', icon: IconChartLine },
  { key: 'operations', icon: IconHistory },
  { key: 'withdrawals', icon: IconCashBanknote },
  { key: 'statements', icon: IconFileText },
  { key: 'password', icon: IconKey },
  { key: 'twoFactor', icon: IconShieldLock },
];

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const typeLabel = useUserTypeLabel();
  // The tab lives in the URL (`?tab=profits`), so a reload or a shared link opens it; another tab's
  // list starts from its own default sort and page size.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.some(({ key }) => key === asked) ? (asked as string) : 'personal';
  const openTab = (next: string | null) => setParams(new URLSearchParams(next && next !== 'personal' ? { tab: next } : {}));
  if (!user) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('profile.title')}</Title>
        <Text c="dimmed">
          {user.email} · {typeLabel(user.type)}
        </Text>
      </div>
      <Card withBorder padding="lg">
        <Tabs value={tab} onChange={openTab} keepMounted={false}>
          <Tabs.List mb="lg">
            {TABS.map(({ key, icon: TabIcon }) => (
              <Tabs.Tab key={key} value={key} leftSection={<TabIcon size={16} />} data-testid={`profile-tab-${key}`}>
                {t(`profile.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map(({ key }) => (
            <Tabs.Panel key={key} value={key}>
              {key === 'personal' ? (
                <PersonalInfoForm user={user} />
              ) : key === 'password' ? (
                <ChangePasswordForm />
              ) : key === 'twoFactor' ? (
                <TwoFactorSection />
              ) : (
                <MemberTab tab={key as MemberTabKey} />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Card>
    </Stack>
  );
}
