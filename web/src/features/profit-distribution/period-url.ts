import { isCurrency } from '../../../../domain';
import type { Period } from './use-profit-distribution';

/** The address's keys for the page's period, kept whichever tab is open. */
export const PERIOD_KEYS = ['yearMonth', 'currency'] as const;

/** A month as the address bar holds it: `YYYY-MM`. */
const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The month and currency the page distributes, read from its address (`?yearMonth=2026-11&currency=XAF`),
 * so that a link or a reload opens the month a person chose; the current month in XAF where the
 * address names none, or names one that is not a month or not a currency.
 */
export function periodFromUrl(params: URLSearchParams, today: Date): Period {
  const chosen = YEAR_MONTH.exec(params.get('yearMonth') ?? '');
  const currency = params.get('currency') ?? '';
  return {
    year: chosen ? Number(chosen[1]) : today.getFullYear(),
    month: chosen ? Number(chosen[2]) : today.getMonth() + 1,
    currency: isCurrency(currency) ? currency : 'XAF',
  };
}

/** The address's keys for a period: the inverse of periodFromUrl. */
export function periodToUrl(period: Period): { yearMonth: string; currency: string } {
  return { yearMonth: `${period.year}-${String(period.month).padStart(2, '0')}`, currency: period.currency };
}
