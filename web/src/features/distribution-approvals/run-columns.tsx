import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TDistributionRun } from '../../../../contract/distribution-runs';
import { Money } from '../../app/Money';
import type { DataColumn } from '../../app/tables/DataTable';
import { DecideButtons } from '../../app/tables/DecideButtons';
import { monthLabel } from '../profit-distribution/PeriodCard';
import { AdjustmentSummary } from './AdjustmentSummary';
import { DecisionStatus } from './DecisionStatus';

type RunActions = {
  language: string;
  formatDate: (iso: string) => string;
  canDecide: boolean;
  deciding: boolean;
  onApprove: (run: TDistributionRun) => void;
  onReject: (run: TDistributionRun) => void;
};

/** What a run does: "Investor profits · operations". */
export const runKindLabel = (t: TFunction, run: TDistributionRun): string =>
  `${t(`approvals.kinds.${run.kind}`)}${run.source ? ` · ${t(`approvals.sources.${run.source}`)}` : ''}`;

/** A proposed run's kind, month, total, proposer, time and status; approve and reject while it is pending. */
export function runColumns(t: TFunction, { language, formatDate, canDecide, deciding, onApprove, onReject }: RunActions): DataColumn<TDistributionRun>[] {
  return [
    {
      key: 'kind',
      label: t('approvals.columns.kind'),
      cell: (run) => (
        <>
          {runKindLabel(t, run)}
          <AdjustmentSummary run={run} />
        </>
      ),
    },
    { key: 'month', label: t('approvals.columns.month'), cell: (run) => `${monthLabel(language, run.year, run.month)} · ${run.currency}` },
    {
      key: 'total',
      label: t('approvals.columns.total'),
      cell: (run) => (
        <>
          <Money amount={run.total} currency={run.currency} />{' '}
          <Text span size="xs" c="dimmed">
            ({t(`approvals.counts.${run.kind}`, { count: run.count })})
          </Text>
        </>
      ),
    },
    { key: 'proposedBy', label: t('approvals.columns.proposedBy'), cell: (run) => run.proposedBy.name },
    { key: 'proposedAt', label: t('approvals.columns.proposedAt'), cell: (run) => formatDate(run.proposedAt) },
    {
      key: 'status',
      label: t('approvals.columns.status'),
      cell: (run) => <DecisionStatus proposal={run} label={t(`approvals.statuses.${run.status}`)} />,
    },
    {
      key: 'actions',
      label: t('approvals.columns.actions'),
      cell: (run) =>
        run.status === 'pending' && canDecide ? (
          <DecideButtons
            approve={{ label: t('approvals.approve'), onClick: () => onApprove(run), testId: 'approve-run' }}
            reject={{ label: t('approvals.reject'), onClick: () => onReject(run), testId: 'reject-run' }}
            deciding={deciding}
          />
        ) : null,
    },
  ];
}
