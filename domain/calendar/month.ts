import { DomainError } from '../errors/domain-error';

/** A calendar month without a clock or time zone. */
export type YearMonth = { year: number; month: number };

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const DAYS_BY_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in a month, assuming year and month are already valid. */
export const daysInValidMonth = (year: number, month: number): number => (month === 2 && isLeapYear(year) ? 29 : (DAYS_BY_MONTH[month - 1] ?? 0));

export const assertYearMonth = ({ year, month }: YearMonth): YearMonth => {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new DomainError('INVALID_MONTH', { year: String(year), month: String(month) });
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new DomainError('INVALID_MONTH', { year, month: String(month) });
  }
  return { year, month };
};

export const daysInMonth = (yearMonth: YearMonth): number => {
  const { year, month } = assertYearMonth(yearMonth);
  return daysInValidMonth(year, month);
};
