import { Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortValues } from '../../../../contract/list-view';
import { WITHDRAWAL_SORT_COLUMNS, WITHDRAWAL_STATUSES, type TWithdrawalRow, type WithdrawalStatus } from '../../../../contract/withdrawals';
import { translateError } from '../../api/translate-error';
import { NoteModal } from '../../app/modals/NoteModal';
import { Money, useFormatMoney } from '../../app/Money';
import { ListTable } from '../../app/tables/ListTable';
import { useListView } from '../../app/tables/use-list-view';
import { toastError, toastSuccess } from '../../app/toast';
import { useDateFormatter } from '../../i18n/format';
import { saidSentForApproval } from '../money-approvals/sent-for-approval';
import { WITHDRAWALS_TABLE, withdrawalColumns } from './withdrawal-columns';
import { useDecideWithdrawal, useWithdrawals } from './use-withdrawals';

/** The approver's withdrawals (add-profit): every member's, by status, pending ones approved or rejected with a reason (docs/operations.md §13). */
export function WithdrawalApprovals() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const formatMoney = useFormatMoney();
  const view = useListView({ sorts: sortValues(WITHDRAWAL_SORT_COLUMNS), defaultSort: 'requestedAt-asc', filters: ['status'] as const });
  const status = WITHDRAWAL_STATUSES.find((value) => value === view.filters.status) ?? null;
  const requests = useWithdrawals({ ...view.query, status: status ?? undefined, scope: 'all' });
  const decide = useDecideWithdrawal();
  const [rejecting, setRejecting] = useState<TWithdrawalRow | null>(null);
  const approve = (row: TWithdrawalRow) =>
    decide.mutate(
      { id: row.id, decision: 'approve' },
      {
        onSuccess: (answer) => {
          // Above the withdrawal limit the approval waits for a second approver (docs/operations.md §23).
          if (saidSentForApproval(t, answer)) return;
          toastSuccess(
            t('withdrawals.approved', {
              before: formatMoney(answer.balanceBefore ?? '0', row.currency),
              after: formatMoney(answer.balanceAfter ?? '0', row.currency),
            }),
          );
        },
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  const columns = withdrawalColumns(t, formatDate, { onApprove: approve, onReject: setRejecting, deciding: decide.isPending });
  return (
    <Stack>
      <Group wrap="wrap" align="flex-end">
        <Select
          label={t('withdrawals.filter')}
          placeholder={t('withdrawals.allStatuses')}
          data={WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(`withdrawals.status.${value}`) }))}
          value={status}
          onChange={(next) => view.setFilter('status', next as WithdrawalStatus | null)}
          clearable
          w={200}
          data-testid="withdrawals-status-filter"
        />
      </Group>
      <ListTable frame={WITHDRAWALS_TABLE} data={requests} view={view} columns={columns} emptyText={t('withdrawals.noneToDecide')} />
      <NoteModal
        subject={rejecting}
        onClose={() => setRejecting(null)}
        title={t('withdrawals.rejectTitle')}
        label={t('withdrawals.rejectReason')}
        fieldTestId="reject-withdrawal-reason"
        action={{ label: t('withdrawals.confirmReject'), testId: 'confirm-reject-withdrawal', color: 'red' }}
        onSend={(chosen, reason) => decide.mutateAsync({ id: chosen.id, decision: 'reject', ...(reason ? { reason } : {}) })}
        sent={t('withdrawals.rejectedDone')}
        pending={decide.isPending}
      >
        {rejecting ? (
          <Text fw={600}>
            {rejecting.memberName} · <Money amount={rejecting.amount} currency={rejecting.currency} />
          </Text>
        ) : null}
      </NoteModal>
    </Stack>
  );
}
