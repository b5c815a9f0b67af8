import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryItems } from '../../app/QueryState';
import { RunsTable } from './RunsTable';
import { useDistributionRuns } from './use-distribution-runs';
import { MoneyProposalsTable } from './MoneyProposalsTable';
import { useMoneyProposals } from './use-money-proposals';

/** One of the page's lists in its card, under its title. */
function ListCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={3} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Approvals (approve-distributions): every proposal waiting for a second approver, then the latest decided ones. */
export function DistributionApprovalsPage() {
  const { t } = useTranslation();
  const pending = useDistributionRuns({ status: 'pending' });
  const history = useDistributionRuns({});
  const decided = (history.data?.items ?? []).filter((run) => run.status !== 'pending');
  // Money writes held above their limits (docs/operations.md §23), every kind, next to the runs.
  const pendingWrites = useMoneyProposals('pending');
  const writesHistory = useMoneyProposals();
  const decidedWrites = (writesHistory.data?.items ?? []).filter((row) => row.status !== 'pending').slice(0, 20);
  return (
    <Stack gap="lg" data-testid="approvals-page">
      <div>
        <Title order={2}>{t('approvals.title')}</Title>
        <Text c="dimmed">{t('approvals.subtitle')}</Text>
      </div>
      <ListCard title={t('approvals.pendingTitle')}>
        <QueryItems query={pending} empty={t('approvals.empty')} emptyTestId="no-pending-runs">
          {(runs) => <RunsTable runs={runs} testId="pending-runs" />}
        </QueryItems>
      </ListCard>
      <Card withBorder padding="lg" data-testid="money-proposals-card">
        <Title order={3}>{t('moneyApprovals.title')}</Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('moneyApprovals.hint')}
        </Text>
        <QueryItems query={pendingWrites} empty={t('moneyApprovals.empty')} emptyTestId="no-pending-money-proposals">
          {(proposals) => <MoneyProposalsTable proposals={proposals} testId="pending-money-proposals" />}
        </QueryItems>
      </Card>
      {decidedWrites.length > 0 ? (
        <ListCard title={t('moneyApprovals.decidedTitle')}>
          <MoneyProposalsTable proposals={decidedWrites} testId="decided-money-proposals" />
        </ListCard>
      ) : null}
      {decided.length > 0 ? (
        <ListCard title={t('approvals.decidedTitle')}>
          <RunsTable runs={decided} testId="decided-runs" />
        </ListCard>
      ) : null}
    </Stack>
  );
}
