import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TWithdrawalRow, WithdrawalStatus } from '../../../../contract/withdrawals';
import { Money } from '../../app/Money';
import type { DataColumn } from '../../app/tables/DataTable';
import { DecideButtons } from '../../app/tables/DecideButtons';
import type { TableFrame } from '../../app/tables/ListTable';

const STATUS_COLOR: Record<WithdrawalStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

export function WithdrawalStatusBadge({ status, t }: { status: WithdrawalStatus; t: TFunction }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" autoContrast>
      {t(`withdrawals.status.${status}`)}
    </Badge>
  );
}

type Actions = {
  onApprove: (row: TWithdrawalRow) => void;
  onReject: (row: TWithdrawalRow) => void;
  deciding: boolean;
};

/** The requests' columns; the sortable ones are those the API sorts by (contract/withdrawals.ts). An approver's list adds the member and the decision buttons. */
export function withdrawalColumns(t: TFunction, formatDate: (iso: string) => string, actions: Actions | null): DataColumn<TWithdrawalRow>[] {
  const columns: DataColumn<TWithdrawalRow>[] = [
    { key: 'requestedAt', label: t('withdrawals.requestedOn'), sortable: true, cell: (row) => formatDate(row.requestedAt) },
    { key: 'amount', label: t('withdrawals.amount'), sortable: true, align: 'right', cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    { key: 'reason', label: t('withdrawals.reason'), cell: (row) => row.reason },
    { key: 'status', label: t('withdrawals.statusLabel'), sortable: true, cell: (row) => <WithdrawalStatusBadge status={row.status} t={t} /> },
    { key: 'decisionNote', label: t('withdrawals.decisionNote'), cell: (row) => row.decisionNote },
  ];
  if (!actions) return columns;
  return [
    { key: 'member', label: t('withdrawals.member'), sortable: true, cell: (row) => row.memberName },
    ...columns,
    {
      key: 'actions',
      label: t('withdrawals.actions'),
      cell: (row) =>
        row.status === 'pending' ? (
          <DecideButtons
            approve={{ label: t('withdrawals.approve'), onClick: () => actions.onApprove(row), testId: 'approve-withdrawal' }}
            reject={{ label: t('withdrawals.reject'), onClick: () => actions.onReject(row), testId: 'reject-withdrawal' }}
            deciding={actions.deciding}
          />
        ) : null,
    },
  ];
}

export const WITHDRAWALS_TABLE: TableFrame<TWithdrawalRow> = {
  testId: 'withdrawals',
  minWidth: 760,
  rowAttributes: (row) => ({ 'data-testid': 'withdrawal-row', 'data-member': row.memberName, 'data-status': row.status }),
};
