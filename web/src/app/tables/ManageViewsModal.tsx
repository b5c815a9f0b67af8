import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SavedViewList, TSavedView } from '../../../../contract/saved-views';
import { translateError } from '../../api/translate-error';
import { DialogClose } from '../DialogClose';
import { toastError, toastSuccess } from '../toast';
import { useSavedViews } from './use-saved-views';

/** The saved views the user may delete: their own, and (an administrator) the shared ones. */
export function ManageViewsModal({ list, views, onClose }: { list: SavedViewList; views: readonly TSavedView[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { remove } = useSavedViews(list);
  const drop = (saved: TSavedView) =>
    remove.mutate(saved.id, {
      onSuccess: () => toastSuccess(t('savedViews.deleted', { name: saved.name })),
      onError: (error) => toastError(translateError(t, error)),
    });
  return (
    <Modal opened onClose={onClose} title={t('savedViews.manageTitle')} centered>
      <Stack data-testid="manage-views-list">
        {views.length === 0 ? <Text>{t('savedViews.none')}</Text> : null}
        {views.map((saved) => (
          <Group key={saved.id} justify="space-between" wrap="nowrap" data-testid="managed-view" data-name={saved.name}>
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
              <Text style={{ overflowWrap: 'anywhere' }}>{saved.name}</Text>
              {saved.shared ? <Badge variant="light">{t('savedViews.sharedBadge')}</Badge> : null}
            </Group>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => drop(saved)}
              loading={remove.isPending && remove.variables === saved.id}
              aria-label={t('savedViews.deleteNamed', { name: saved.name })}
              data-testid="delete-view"
            >
              {t('savedViews.delete')}
            </Button>
          </Group>
        ))}
        <DialogClose onClose={onClose} label={t('savedViews.close')} testId="manage-views-close" />
      </Stack>
    </Modal>
  );
}
