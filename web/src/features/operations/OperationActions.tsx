import { Text } from '@mantine/core';
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { holdsPermission } from '../../../../contract/permissions';
import type { TOperationRow } from '../../../../contract/operations';
import { translateError } from '../../api/translate-error';
import { openConfirm } from '../../app/modals/confirm';
import { RowAction, RowActions } from '../../app/tables/RowAction';
import { toastError, toastSuccess } from '../../app/toast';
import { useSessionUser } from '../session/use-session';
import { DocumentsButton } from '../documents/DocumentsButton';
import { useOperationStatus } from './use-operations';
import { saidSentForApproval } from '../money-approvals/sent-for-approval';

/** A pending operation's edit, complete and cancel; a settled one is locked. */
export function OperationActions({ row, onEdit }: { row: TOperationRow; onEdit: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const status = useOperationStatus();
  const documents = <DocumentsButton owner={{ ownerKind: 'operation', ownerId: row.id }} title={row.number} />;
  if (row.status !== 'pending')
    return (
      <RowActions>
        <Text size="xs" c="dimmed">
          {t('operations.locked')}
        </Text>
        {documents}
      </RowActions>
    );
  const act = (action: 'complete' | 'cancel') =>
    void openConfirm({
      title: action === 'complete' ? t('operations.complete') : t('operations.cancelOperation'),
      children: <Text size="sm">{t(action === 'complete' ? 'operations.confirmComplete' : 'operations.confirmCancel', { number: row.number })}</Text>,
      labels: { confirm: t('operations.confirm'), cancel: t('operations.back') },
      confirmProps: { color: action === 'cancel' ? 'red' : 'teal' },
      onConfirm: () =>
        status.mutate(
          { id: row.id, action },
          {
            onSuccess: (answer) => saidSentForApproval(t, answer) || toastSuccess(t(action === 'complete' ? 'operations.completed' : 'operations.cancelled')),
            onError: (error) =>
              toastError(translateError(t, error, { overrides: action === 'complete' ? { FORBIDDEN: 'operations.noCompletePermission' } : {} })),
          },
        ),
    });
  const canComplete = user ? holdsPermission(user.permissions, 'complete-operations') : false;
  return (
    <RowActions>
      <RowAction label={t('operations.edit')} onClick={onEdit} testId="edit-operation" icon={<IconEdit size={16} />} />
      <RowAction
        label={t('operations.complete')}
        tooltip={canComplete ? t('operations.complete') : t('operations.noCompletePermission')}
        color="teal"
        onClick={() => act('complete')}
        testId="complete-operation"
        icon={<IconCheck size={16} />}
      />
      <RowAction label={t('operations.cancelOperation')} color="red" onClick={() => act('cancel')} testId="cancel-operation" icon={<IconX size={16} />} />
      {documents}
    </RowActions>
  );
}
