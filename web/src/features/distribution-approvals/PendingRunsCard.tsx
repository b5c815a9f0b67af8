import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Period } from '../profit-distribution/use-profit-distribution';
import { RunsTable } from './RunsTable';
import { useDistributionRuns } from './use-distribution-runs';

/** On the distribution page: the month's proposals waiting for a second approver; nothing when there are none. */
export function PendingRunsCard({ period }: { period: Period }) {
  const { t } = useTranslation();
  const runs = useDistributionRuns({ status: 'pending', ...period });
  const items = runs.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card withBorder padding="lg" data-testid="pending-runs-card">
      <Stack gap="xs">
        <Title order={3}>{t('approvals.pendingTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('approvals.pendingHint')}
        </Text>
        <RunsTable runs={items} testId="pending-runs" />
      </Stack>
    </Card>
  );
}
