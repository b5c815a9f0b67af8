import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/QueryState';
import { RunsTable } from './RunsTable';
import { useDistributionRuns } from './use-distribution-runs';

/** Approvals (approve-distributions): every proposal waiting for a second approver, then the latest decided ones. */
export function DistributionApprovalsPage() {
  const { t } = useTranslation();
  const pending = useDistributionRuns({ status: 'pending' });
  const history = useDistributionRuns({});
  const decided = (history.data?.items ?? []).filter((run) => run.status !== 'pending');
  return (
    <Stack gap="lg" data-testid="approvals-page">
      <div>
        <Title order={2}>{t('approvals.title')}</Title>
        <Text c="dimmed">{t('approvals.subtitle')}</Text>
      </div>
      <Card withBorder padding="lg">
        <Title order={3} mb="sm">
          {t('approvals.pendingTitle')}
        </Title>
        <QueryState query={pending}>
          {pending.data?.items.length ? (
            <RunsTable runs={pending.data.items} testId="pending-runs" />
          ) : (
            <Text c="dimmed" data-testid="no-pending-runs">
              {t('approvals.empty')}
            </Text>
          )}
        </QueryState>
      </Card>
      {decided.length > 0 ? (
        <Card withBorder padding="lg">
          <Title order={3} mb="sm">
            {t('approvals.decidedTitle')}
          </Title>
          <RunsTable runs={decided} testId="decided-runs" />
        </Card>
      ) : null}
    </Stack>
  );
}
