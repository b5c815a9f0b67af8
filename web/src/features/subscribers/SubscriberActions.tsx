import { IconCoins, IconEdit, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSubscriberRow } from '../../../../contract/subscribers';
import { translateError } from '../../api/translate-error';
import { ActiveToggle, RowAction, RowActions } from '../../app/tables/RowAction';
import { toastError, toastSuccess } from '../../app/toast';
import { useSetSubscriberStatus } from './use-subscribers';

/** What a subscriber row opens: the form, the statement PDF, the profits, and its activation. */
export type SubscriberRowHandlers = {
  onEdit: (row: TSubscriberRow) => void;
  onReport: (row: TSubscriberRow) => void;
  onProfits: (row: TSubscriberRow) => void;
};

/** A subscriber row's actions, on the table row and on the phone's card alike. */
export function SubscriberActions({ row, onEdit, onReport, onProfits }: SubscriberRowHandlers & { row: TSubscriberRow }) {
  const { t } = useTranslation();
  const setStatus = useSetSubscriberStatus();
  const active = row.status === 'active';
  const toggle = () =>
    setStatus.mutateAsync({ id: row.id, active: !active }).then(
      () => toastSuccess(t(active ? 'subscribers.deactivated' : 'subscribers.activated')),
      (error: unknown) => toastError(translateError(t, error)),
    );
  return (
    <RowActions>
      <RowAction label={t('subscribers.edit')} onClick={() => onEdit(row)} testId="subscriber-edit" icon={<IconEdit size={18} />} />
      <RowAction label={t('subscribers.report.title')} onClick={() => onReport(row)} testId="subscriber-report" icon={<IconFileTypePdf size={18} />} />
      <RowAction label={t('subscriberProfits.action')} onClick={() => onProfits(row)} testId="subscriber-profits-open" icon={<IconCoins size={18} />} />
      <ActiveToggle active={active} onClick={() => void toggle()} testId="subscriber-toggle" />
    </RowActions>
  );
}
