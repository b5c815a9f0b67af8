import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMemberOperationRow } from '../../../../contract/member';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { ResponsiveTable, type ResponsiveColumn } from '../../app/tables/ResponsiveTable';
import { PagedFooter } from './PagedFooter';
import { useMemberOperations } from './use-member';

/** Operations where the member was the client or the mediator, newest first; cards on a phone. */
export function OperationsTab() {
  const { t } = useTranslation();
  const { list, rows } = useMemberOperations(true);
  const columns: ResponsiveColumn<TMemberOperationRow>[] = [
    { key: 'date', label: t('member.operations.date'), cell: (row) => <Day value={row.operationDate} /> },
    { key: 'number', label: t('member.operations.number'), cell: (row) => row.number },
    { key: 'role', label: t('member.operations.role'), cell: (row) => t(`member.roles.${row.role}`) },
    { key: 'counterpart', label: t('member.operations.counterpart'), cell: (row) => row.counterpartName },
    { key: 'amount', label: t('member.operations.amount'), cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    { key: 'mediatorShare', label: t('member.operations.mediatorShare'), cell: (row) => (row.mediatorShare ? <Money amount={row.mediatorShare} currency={row.currency} /> : '—') },
    { key: 'status', label: t('member.operations.status'), cell: (row) => <Badge variant="light">{t(`reports.operationStatus.${row.status}`)}</Badge> },
  ];
  return (
    <QueryState query={list}>
      <ResponsiveTable columns={columns} rows={rows} rowKey={(row) => row.id} minWidth={600} testId="member-operations" />
      <PagedFooter list={list} count={rows.length} />
    </QueryState>
  );
}
