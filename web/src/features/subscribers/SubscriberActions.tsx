import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCoins, IconEdit, IconFileTypePdf, IconPlayerPlay, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSubscriberRow } from '../../../../contract/subscribers';
import { translateError } from '../../api/translate-error';
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
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('subscribers.edit')}>
        <ActionIcon variant="subtle" aria-label={t('subscribers.edit')} onClick={() => onEdit(row)} data-testid="subscriber-edit">
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('subscribers.report.title')}>
        <ActionIcon variant="subtle" aria-label={t('subscribers.report.title')} onClick={() => onReport(row)} data-testid="subscriber-report">
          <IconFileTypePdf size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('subscriberProfits.action')}>
        <ActionIcon variant="subtle" aria-label={t('subscriberProfits.action')} onClick={() => onProfits(row)} data-testid="subscriber-profits-open">
          <IconCoins size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t(active ? 'people.deactivate' : 'people.activate')}>
        <ActionIcon
          variant="subtle"
          color={active ? 'red' : 'teal'}
          aria-label={t(active ? 'people.deactivate' : 'people.activate')}
          onClick={() => void toggle()}
          data-testid="subscriber-toggle"
        >
          {active ? <IconUserOff size={18} /> : <IconPlayerPlay size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
