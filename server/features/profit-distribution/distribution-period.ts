import type { TPeriodQuery } from '../../../contract/profit-distribution';
import { assertYearMonth, monthEnd, monthStart, type Currency, type IsoDate, type YearMonth } from '../../../domain';

export type Period = { year: number; month: number; yearMonth: YearMonth; currency: Currency; monthStart: IsoDate; monthEnd: IsoDate };

/** The query's year and month strings (checked by zod) as numbers, with the month's bounds from the core. */
export function toPeriod(query: TPeriodQuery): Period {
  const yearMonth = assertYearMonth({ year: Number.parseInt(query.year, 10), month: Number.parseInt(query.month, 10) });
  return {
    year: yearMonth.year,
    month: yearMonth.month,
    yearMonth,
    currency: query.currency,
    monthStart: monthStart(yearMonth),
    monthEnd: monthEnd(yearMonth),
  };
}

export const scopeOf = (period: Period) => ({ monthStart: period.monthStart, monthEnd: period.monthEnd, currency: period.currency });
