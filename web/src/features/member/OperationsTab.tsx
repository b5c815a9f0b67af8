import { useTranslation } from 'react-i18next';
import { MEMBER_OPERATION_SORT_COLUMNS } from '../../../../contract/member';
import { operationColumns } from './member-columns';
import { MemberList } from './MemberList';

/** Operations where the member was the client or the mediator, newest first; cards on a phone. */
export function OperationsTab() {
  const { t } = useTranslation();
  return <MemberList kind="operations" sorts={MEMBER_OPERATION_SORT_COLUMNS} columns={operationColumns(t)} minWidth={600} />;
}
