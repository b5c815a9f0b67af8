import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortValues } from '../../../../contract/list-view';
import { PROFIT_REQUEST_SORT_COLUMNS, type TProfitRequestRow } from '../../../../contract/profit-requests';
import { translateError } from '../../api/translate-error';
import { useFormatMoney } from '../../app/Money';
import { PageHeader } from '../../app/PageHeader';
import { ListTable } from '../../app/tables/ListTable';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { toastError, toastSuccess } from '../../app/toast';
import { useDateFormatter } from '../../i18n/format';
import { PROFIT_REQUESTS_TABLE, profitRequestColumns } from './profit-request-columns';
import { RejectRequestModal } from './RejectRequestModal';
import { useDecideRequest, usePendingRequests } from './use-profit-requests';

/** Profit approval (add-profit): members' pending requests, approved or rejected one by one; the view in the URL (docs/architecture.md §8). */
export function AddProfitPage() {
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
          toastSuccess(
            t('addProfit.approved', {
              before: formatMoney(answer.balanceBefore ?? '0', row.currency),
              after: formatMoney(answer.balanceAfter ?? '0', row.currency),
            }),
          ),
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  const actions = { onApprove: approve, onReject: setRejecting, deciding: decide.isPending, formatDate };
  const { columns, picker } = useColumnChoice('profitRequests', profitRequestColumns(t, actions), { fixed: ['actions'] });
  return (
    <Stack gap="lg">
      <PageHeader title={t('addProfit.title')} subtitle={t('addProfit.subtitle')} actions={picker} />
      <ListTable frame={PROFIT_REQUESTS_TABLE} data={requests} view={view} columns={columns} emptyText={t('addProfit.empty')} />
      <RejectRequestModal request={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
