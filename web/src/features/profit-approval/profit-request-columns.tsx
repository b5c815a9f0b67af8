import type { TFunction } from 'i18next';
import type { TProfitRequestRow } from '../../../../contract/profit-requests';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import type { DataColumn } from '../../app/tables/DataTable';
import { DecideButtons } from '../../app/tables/DecideButtons';
import type { TableFrame } from '../../app/tables/ListTable';

type Actions = {
  onApprove: (row: TProfitRequestRow) => void;
  onReject: (row: TProfitRequestRow) => void;
  deciding: boolean;
  formatDate: (iso: string) => string;
};

/** The pending requests' columns; the sortable ones are those the API sorts by (contract/profit-requests.ts). */
export function profitRequestColumns(t: TFunction, { onApprove, onReject, deciding, formatDate }: Actions): DataColumn<TProfitRequestRow>[] {
  return [
    { key: 'member', label: t('addProfit.member'), sortable: true, cell: (row) => row.memberName },
    { key: 'profitDate', label: t('addProfit.profitDate'), sortable: true, cell: (row) => <Day value={row.profitDate} /> },
    { key: 'amount', label: t('addProfit.amount'), sortable: true, align: 'right', cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    { key: 'type', label: t('addProfit.type'), sortable: true, cell: (row) => t(`reports.types.${row.type}`) },
    { key: 'note', label: t('addProfit.note'), sortable: true, cell: (row) => row.note },
    { key: 'requestedAt', label: t('addProfit.requestedOn'), sortable: true, cell: (row) => formatDate(row.requestedAt) },
    {
      key: 'actions',
      label: t('addProfit.actions'),
      cell: (row) => (
        <DecideButtons
          approve={{ label: t('addProfit.approve'), onClick: () => onApprove(row), testId: 'approve' }}
          reject={{ label: t('addProfit.reject'), onClick: () => onReject(row), testId: 'reject' }}
          deciding={deciding}
        />
      ),
    },
  ];
}

export const PROFIT_REQUESTS_TABLE: TableFrame<TProfitRequestRow> = {
  testId: 'pending-requests',
  minWidth: 760,
  rowAttributes: (row) => ({ 'data-testid': 'request-row', 'data-member': row.memberName }),
};
