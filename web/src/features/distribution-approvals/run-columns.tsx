import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TDistributionRun } from '../../../../contract/distribution-runs';
import { Money } from '../../app/Money';
import type { DataColumn } from '../../app/tables/DataTable';
import { monthLabel } from '../profit-distribution/PeriodCard';
import { AdjustmentSummary } from './AdjustmentSummary';
import { decisionColumns, type DecisionActions } from './decision-columns';

type RunActions = DecisionActions<TDistributionRun> & { language: string };

/** What a run does: "Investor profits · operations". */
export const runKindLabel = (t: TFunction, run: TDistributionRun): string =>
  `${t(`approvals.kinds.${run.kind}`)}${run.source ? ` · ${t(`approvals.sources.${run.source}`)}` : ''}`;

/** A proposed run's kind, month, total, proposer, time and status; approve and reject while it is pending. */
export function runColumns(t: TFunction, { language, ...actions }: RunActions): DataColumn<TDistributionRun>[] {
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
    ...decisionColumns(t, 'approvals', { approve: 'approve-run', reject: 'reject-run' }, actions),
  ];
}
