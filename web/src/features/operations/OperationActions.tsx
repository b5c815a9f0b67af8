import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { holdsPermission } from '../../../../contract/permissions';
import type { TOperationRow } from '../../../../contract/operations';
import { translateError } from '../../api/translate-error';
import { openConfirm } from '../../app/modals/confirm';
import { toastError, toastSuccess } from '../../app/toast';
import { useSessionUser } from '../session/use-session';
import { useOperationStatus } from './use-operations';

/** A pending operation's edit, complete and cancel; a settled one is locked. */
export function OperationActions({ row, onEdit }: { row: TOperationRow; onEdit: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const status = useOperationStatus();
  if (row.status !== 'pending')
    return (
      <Text size="xs" c="dimmed">
        {t('operations.locked')}
      </Text>
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
            onSuccess: () => toastSuccess(t(action === 'complete' ? 'operations.completed' : 'operations.cancelled')),
            onError: (error) =>
              toastError(translateError(t, error, { overrides: action === 'complete' ? { FORBIDDEN: 'operations.noCompletePermission' } : {} })),
          },
        ),
    });
  const canComplete = user ? holdsPermission(user.permissions, 'complete-operations') : false;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('operations.edit')}>
        <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('operations.edit')} data-testid="edit-operation">
          <IconEdit size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={canComplete ? t('operations.complete') : t('operations.noCompletePermission')}>
        <ActionIcon variant="subtle" color="teal" onClick={() => act('complete')} aria-label={t('operations.complete')} data-testid="complete-operation">
          <IconCheck size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('operations.cancelOperation')}>
        <ActionIcon variant="subtle" color="red" onClick={() => act('cancel')} aria-label={t('operations.cancelOperation')} data-testid="cancel-operation">
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
