import type { TFunction } from 'i18next';
import type { TNotification } from '../../../../contract/notifications';
import type { Formatters } from '../../i18n/format';

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A notification's sentence in the reader's language, from its kind and parameters (docs/operations.md §14). */
export function notificationText(t: TFunction, format: Formatters, formatMoney: (amount: string, currency: string) => string, item: TNotification): string {
  const params = item.params;
  const money = params.amount !== undefined && params.currency ? formatMoney(text(params.amount), text(params.currency)) : '';
  const month =
    typeof params.year === 'number' && typeof params.month === 'number' ? format.month(`${params.year}-${String(params.month).padStart(2, '0')}`) : '';
  const status = params.status === 'approved' ? 'approved' : 'rejected';
  switch (item.kind) {
    case 'profit-posted':
      return t(params.kind === 'commission' ? 'notifications.kinds.commissionPosted' : 'notifications.kinds.profitPosted', {
        month,
        currency: text(params.currency),
      });
    case 'profit-request-decided':
      return t(`notifications.kinds.profitRequest.${status}`, { amount: money, reason: text(params.reason) });
    case 'withdrawal-decided':
      return t(`notifications.kinds.withdrawal.${status}`, { amount: money, reason: text(params.reason) });
    case 'withdrawal-requested':
      return t('notifications.kinds.withdrawalRequested', { member: text(params.member), amount: money });
    case 'distribution-proposed':
      return t('notifications.kinds.distributionProposed', { month, currency: text(params.currency) });
  }
}

/** Where a notification leads: the screen of what it tells. */
export function notificationPath(item: TNotification): string {
  switch (item.kind) {
    case 'withdrawal-requested':
      return '/app/add-profit?tab=withdrawals';
    case 'distribution-proposed':
      return '/app/approve-distributions';
    case 'withdrawal-decided':
      return '/app/profile?tab=withdrawals';
    case 'profit-request-decided':
    case 'profit-posted':
      return '/app/profile?tab=profits';
  }
}
