import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMoneyProposal } from '../../../../contract/approval-limits';
import { holdsPermission } from '../../../../contract/permissions';
import { translateError } from '../../api/translate-error';
import { Money } from '../../app/Money';
import { openConfirm } from '../../app/modals/confirm';
import { NoteModal } from '../../app/modals/NoteModal';
import { DataTable, type DataColumn } from '../../app/tables/DataTable';
import { toastError, toastSuccess } from '../../app/toast';
import { useDateFormatter } from '../../i18n/format';
import { useSessionUser } from '../session/use-session';
import { decisionColumns, type DecisionActions } from './decision-columns';
import { useDecideMoneyProposal } from './use-money-proposals';

function columns(t: TFunction, actions: DecisionActions<TMoneyProposal>): DataColumn<TMoneyProposal>[] {
  return [
    { key: 'what', label: t('moneyApprovals.columns.what'), cell: (row) => t(`moneyApprovals.actions.${row.action}`) },
    { key: 'subject', label: t('moneyApprovals.columns.subject'), cell: (row) => row.subject },
    { key: 'amount', label: t('moneyApprovals.columns.amount'), cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    ...decisionColumns(t, 'moneyApprovals', { approve: 'approve-money-proposal', reject: 'reject-money-proposal' }, actions),
  ];
}

/**
 * Money writes held above their limits (docs/operations.md §23): what each would do, who proposed it
 * and when; approve (asked first) and reject with a reason for holders of approve-distributions. The
 * server refuses the proposer and checks the write again.
 */
export function MoneyProposalsTable({ proposals, testId }: { proposals: readonly TMoneyProposal[]; testId: string }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const user = useSessionUser();
  const canDecide = user !== null && holdsPermission(user.permissions, 'approve-distributions');
  const decide = useDecideMoneyProposal();
  const [rejecting, setRejecting] = useState<TMoneyProposal | null>(null);

  const approve = (row: TMoneyProposal) =>
    void openConfirm({
      title: t('moneyApprovals.confirmApproveTitle'),
      children: (
        <Text size="sm" data-testid="confirm-approve-money-text">
          {t('moneyApprovals.confirmApprove', { action: t(`moneyApprovals.actions.${row.action}`), subject: row.subject, name: row.proposedBy.name })}{' '}
          <Money amount={row.amount} currency={row.currency} />
        </Text>
      ),
      labels: { confirm: t('approvals.approve'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-approve-money' } as never,
      // The promise, not mutate's callbacks: the row's table is gone once its last pending row is decided, and the outcome is still said.
      onConfirm: () =>
        void decide.mutateAsync({ id: row.id, action: 'approve' }).then(
          () => toastSuccess(t('moneyApprovals.approvedDone')),
          (error: unknown) => toastError(translateError(t, error)),
        ),
    });
  return (
    <>
      <DataTable
        columns={columns(t, { formatDate, canDecide, deciding: decide.isPending, onApprove: approve, onReject: setRejecting })}
        rows={proposals}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-testid': 'money-proposal-row', 'data-status': row.status })}
        emptyText={t('moneyApprovals.empty')}
        testId={testId}
        minWidth={820}
      />
      <NoteModal
        subject={rejecting}
        onClose={() => setRejecting(null)}
        title={t('moneyApprovals.rejectTitle')}
        label={t('approvals.reason')}
        fieldTestId="reject-money-reason"
        required
        action={{ label: t('approvals.confirmReject'), testId: 'confirm-reject-money', color: 'red' }}
        onSend={(row, reason) => decide.mutateAsync({ id: row.id, action: 'reject', reason })}
        sent={t('moneyApprovals.rejectedDone')}
        pending={decide.isPending}
      />
    </>
  );
}
