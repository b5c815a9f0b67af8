import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconEdit, IconFileTypePdf, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSaleRow } from '../../../../contract/product-sales';
import { apiHref } from '../../api/client';
import { translateError } from '../../api/translate-error';
import { openConfirm } from '../../app/modals/confirm';
import { RowAction, RowActions } from '../../app/tables/RowAction';
import { toastError, toastSuccess } from '../../app/toast';
import { useSaleStatus } from './use-product-sales';
import { saidSentForApproval } from '../money-approvals/sent-for-approval';

/** A sale's invoice, and while it is pending: edit, sell, cancel (each change confirmed first). */
export function SaleActions({ row, onEdit }: { row: TSaleRow; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const status = useSaleStatus();
  const act = (action: 'sell' | 'cancel') =>
    void openConfirm({
      title: t(action === 'sell' ? 'productSales.sell' : 'productSales.cancelSale'),
      children: <Text size="sm">{t(action === 'sell' ? 'productSales.confirmSell' : 'productSales.confirmCancel', { number: row.saleNumber })}</Text>,
      labels: { confirm: t('operations.confirm'), cancel: t('operations.back') },
      onConfirm: () =>
        status.mutate(
          { id: row.id, action },
          {
            onSuccess: (answer) =>
              saidSentForApproval(t, answer) || toastSuccess(t(action === 'sell' ? 'productSales.soldDone' : 'productSales.cancelledDone')),
            onError: (error) => toastError(translateError(t, error)),
          },
        ),
    });
  return (
    <RowActions>
      <Tooltip label={t('productSales.pdf')}>
        <ActionIcon
          component="a"
          href={apiHref('/api/product-sales/{id}/invoice.pdf', { path: { id: row.id }, query: { lang: i18n.language } })}
          target="_blank"
          variant="subtle"
          aria-label={t('productSales.pdf')}
          data-testid="sale-pdf"
        >
          <IconFileTypePdf size={16} />
        </ActionIcon>
      </Tooltip>
      {row.status === 'pending' ? (
        <>
          <RowAction label={t('productSales.edit')} onClick={onEdit} testId="edit-sale" icon={<IconEdit size={16} />} />
          <RowAction label={t('productSales.sell')} color="teal" onClick={() => act('sell')} testId="sell-sale" icon={<IconCheck size={16} />} />
          <RowAction label={t('productSales.cancelSale')} color="red" onClick={() => act('cancel')} icon={<IconX size={16} />} />
        </>
      ) : null}
    </RowActions>
  );
}
