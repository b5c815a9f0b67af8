import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortValues } from '../../../../contract/list-view';
import { PROFIT_REQUEST_SORT_COLUMNS, type TProfitRequestRow } from '../../../../contract/profit-requests';
import { translateError } from '../../api/translate-error';
import { useFormatMoney } from '../../app/Money';
import { TabbedPage } from '../../app/UrlTabs';
import { WithdrawalApprovals } from '../withdrawals/WithdrawalApprovals';
import { ListTable } from '../../app/tables/ListTable';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { toastError, toastSuccess } from '../../app/toast';
import { useDateFormatter } from '../../i18n/format';
import { PROFIT_REQUESTS_TABLE, profitRequestColumns } from './profit-request-columns';
import { RejectRequestModal } from './RejectRequestModal';
import { useDecideRequest, usePendingRequests } from './use-profit-requests';
import { BulkActions } from '../../app/tables/bulk/BulkActions';
import { bulkCheckboxes, useBulkSelection } from '../../app/tables/bulk/use-bulk-selection';
import { ExportMenu } from '../../app/tables/ExportMenu';
import { saidSentForApproval } from '../money-approvals/sent-for-approval';

/** Profit approval (add-profit): members' pending requests, approved or rejected one by one; the view in the URL (docs/architecture.md §8). */
function ProfitRequestsPanel() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const formatMoney = useFormatMoney();
  const view = useListView({ sorts: sortValues(PROFIT_REQUEST_SORT_COLUMNS), defaultSort: 'requestedAt-asc' });
  const requests = usePendingRequests(view.query);
  const decide = useDecideRequest();
  const [rejecting, setRejecting] = useState<TProfitRequestRow | null>(null);
  const approve = (row: TProfitRequestRow) =>
    decide.mutate(
      { id: row.id, action: 'approve' },
      {
        onSuccess: (answer) =>
          saidSentForApproval(t, answer) ||
          toastSuccess(
            t('addProfit.approved', {
              before: formatMoney(answer.balanceBefore ?? '0', row.currency),
              after: formatMoney(answer.balanceAfter ?? '0', row.currency),
            }),
          ),
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  const selection = useBulkSelection<TProfitRequestRow>(view.query);
  const actions = { onApprove: approve, onReject: setRejecting, deciding: decide.isPending, formatDate };
  const { columns, keys, picker } = useColumnChoice('profitRequests', profitRequestColumns(t, actions), { fixed: ['actions'] });
  return (
    <Stack>
      <Group justify="flex-end">
        {picker}
        <ExportMenu path="/api/profit-requests/export" query={view.query} columns={keys} testId="export-profit-requests" />
      </Group>
      <BulkActions
        selection={selection}
        countPath="/api/profit-requests/matching-count"
        actions={[
          {
            key: 'approve',
            label: t('bulk.profitRequests.approve'),
            confirm: (count) => t('bulk.profitRequests.confirmApprove', { count }),
            path: '/api/profit-requests/decide-many',
            fields: { decision: 'approve' },
            idempotent: true,
            color: 'teal',
          },
          {
            key: 'reject',
            label: t('bulk.profitRequests.reject'),
            confirm: (count) => t('bulk.profitRequests.confirmReject', { count }),
            path: '/api/profit-requests/decide-many',
            fields: { decision: 'reject' },
            idempotent: true,
            color: 'red',
          },
        ]}
        refresh={[['profit-requests']]}
        rowName={(id) => {
          const row = requests.rows.find((request) => request.id === id);
          return row ? `${row.memberName} (${formatDate(row.profitDate)})` : undefined;
        }}
        exportSelection={{ path: '/api/profit-requests/export', query: view.query, columns: keys }}
        testId="profit-requests-bulk"
      />
      <ListTable
        frame={PROFIT_REQUESTS_TABLE}
        data={requests}
        view={view}
        columns={columns}
        emptyText={t('addProfit.empty')}
        selection={bulkCheckboxes(selection, t, (row) => `${row.memberName} ${formatDate(row.profitDate)}`)}
      />
      <RejectRequestModal request={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}

/** The approver's page (add-profit): members' profit requests, and their withdrawal requests (docs/operations.md §13), a tab each. */
export function AddProfitPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      title={t('addProfit.title')}
      subtitle={t('addProfit.subtitle')}
      keepMounted={false}
      tabs={[
        { value: 'profits', label: t('addProfit.tabs.profits'), panel: <ProfitRequestsPanel /> },
        { value: 'withdrawals', label: t('addProfit.tabs.withdrawals'), panel: <WithdrawalApprovals /> },
      ]}
    />
  );
}
