import { DomainError } from '../errors/domain-error';
import { daysInValidMonth, MAX_YEAR, MIN_YEAR } from './month';

/**
 * A calendar date 'YYYY-MM-DD' that has been checked. Checked dates of this fixed width sort
 * correctly as plain strings, which the ledger uses to compare dates without converting them.
 */
export type IsoDate = string & { readonly isoDate: unique symbol };

const ZERO = 48;

const digitAt = (text: string, index: number): number => {
  const digit = text.charCodeAt(index) - ZERO;
  return digit >= 0 && digit <= 9 ? digit : -1000;
};

/** Year, month and day of a strictly valid ISO date, or null. Written with char codes: it runs per ledger row. */
export const readIsoDateParts = (text: string): { year: number; month: number; day: number } | null => {
  if (typeof text !== 'string' || text.length !== 10 || text[4] !== '-' || text[7] !== '-') return null;
  const year = digitAt(text, 0) * 1000 + digitAt(text, 1) * 100 + digitAt(text, 2) * 10 + digitAt(text, 3);
  const month = digitAt(text, 5) * 10 + digitAt(text, 6);
  const day = digitAt(text, 8) * 10 + digitAt(text, 9);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInValidMonth(year, month)) return null;
  return { year, month, day };
};

export const isIsoDate = (text: string): text is IsoDate => readIsoDateParts(text) !== null;

export const parseIsoDate = (text: string): IsoDate => {
  if (!isIsoDate(text)) throw new DomainError('INVALID_DATE', { date: String(text) });
  return text;
};

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

export const isoDateFromParts = ({ year, month, day }: { year: number; month: number; day: number }): IsoDate =>
  parseIsoDate(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
