import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMediatorLinkRow } from '../../../../contract/profit-distribution';
import { translateError } from '../../api/translate-error';
import { openConfirm } from '../../app/modals/confirm';
import { toastError, toastSuccess } from '../../app/toast';
import { useDeleteLink } from './use-mediator-links';

/** Deleting a link asks first, naming the mediator and the investor. */
export function useConfirmLinkDelete() {
  const { t } = useTranslation();
  const remove = useDeleteLink();
  return (row: TMediatorLinkRow) =>
    void openConfirm({
      title: t('mediatorPercentages.deleteTitle'),
      children: <Text size="sm">{t('mediatorPercentages.deleteText', { mediator: row.mediatorName, investor: row.investorName })}</Text>,
      labels: { confirm: t('mediatorPercentages.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'link-delete-confirm' } as Record<string, unknown>,
      onConfirm: () =>
        remove.mutate(row.id, { onSuccess: () => toastSuccess(t('mediatorPercentages.deleted')), onError: (error) => toastError(translateError(t, error)) }),
    });
}
