import { useTranslation } from 'react-i18next';
import { DataTable } from '../../app/tables/DataTable';
import { operationColumns } from './member-columns';
import { useMemberOperations } from './use-member';

/** Operations where the member was the client or the mediator, newest first; cards on a phone. */
export function OperationsTab() {
  const { t } = useTranslation();
  const { list, rows } = useMemberOperations(true);
  return <DataTable columns={operationColumns(t)} rows={rows} rowKey={(row) => row.id} state={list} emptyText={t('member.empty')} minWidth={600} testId="member-operations" />;
}
