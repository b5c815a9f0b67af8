import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDistributionRun } from '../../../../contract/distribution-runs';
import { holdsPermission } from '../../../../contract/permissions';
import { translateError } from '../../api/translate-error';
import { DataTable } from '../../app/tables/DataTable';
import { toastError, toastSuccess } from '../../app/toast';
import { useDateFormatter } from '../../i18n/format';
import { useSessionUser } from '../session/use-session';
import { runColumns, runKindLabel } from './run-columns';
import { monthLabel } from '../profit-distribution/PeriodCard';
import { Money } from '../../app/Money';
import { openConfirm } from '../../app/modals/confirm';
import { NoteModal } from '../../app/modals/NoteModal';
import { useDecideRun } from './use-distribution-runs';
import { AdjustmentSummary } from './AdjustmentSummary';

/**
 * Proposed runs (docs/distribution.md §14) with who proposed them, when and their totals; approve and
 * reject (with a reason) for holders of approve-distributions. The server refuses the proposer.
 */
export function RunsTable({ runs, testId }: { runs: readonly TDistributionRun[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const formatDate = useDateFormatter();
  const user = useSessionUser();
  const canDecide = user !== null && holdsPermission(user.permissions, 'approve-distributions');
  const decide = useDecideRun();
  const [rejecting, setRejecting] = useState<TDistributionRun | null>(null);

  // Approving posts (or deletes) the month's rows: asked first, naming what, as proposing does.
  const approve = (run: TDistributionRun) =>
    void openConfirm({
      title: t('approvals.confirmApproveTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm" data-testid="confirm-approve-run-text">
            {t('approvals.confirmApprove', {
              kind: runKindLabel(t, run),
              month: monthLabel(i18n.language, run.year, run.month),
              currency: run.currency,
            })}{' '}
            <Money amount={run.total} currency={run.currency} />
          </Text>
          <AdjustmentSummary run={run} />
        </Stack>
      ),
      labels: { confirm: t('approvals.approve'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-approve-run' } as never,
      onConfirm: () =>
        decide.mutate(
          { id: run.id, action: 'approve' },
          { onSuccess: () => toastSuccess(t('approvals.approvedDone')), onError: (error) => toastError(translateError(t, error)) },
        ),
    });
  const columns = runColumns(t, { language: i18n.language, formatDate, canDecide, deciding: decide.isPending, onApprove: approve, onReject: setRejecting });
  return (
    <>
      <DataTable
        columns={columns}
        rows={runs}
        rowKey={(run) => run.id}
        rowAttributes={(run) => ({ 'data-testid': 'run-row', 'data-status': run.status })}
        emptyText={t('approvals.empty')}
        testId={testId}
        minWidth={820}
      />
      <NoteModal
        subject={rejecting}
        onClose={() => setRejecting(null)}
        title={t('approvals.rejectTitle')}
        label={t('approvals.reason')}
        fieldTestId="reject-run-reason"
        required
        action={{ label: t('approvals.confirmReject'), testId: 'confirm-reject-run', color: 'red' }}
        onSend={(run, reason) => decide.mutateAsync({ id: run.id, action: 'reject', reason })}
        sent={t('approvals.rejectedDone')}
        pending={decide.isPending}
      />
    </>
  );
}
