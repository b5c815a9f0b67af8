import { DomainError } from '../errors/domain-error';
import { isoDateFromParts, readIsoDateParts } from './iso-date';
import type { IsoDate } from './iso-date';

/**
 * Days since 1970-01-01 in the proleptic Gregorian calendar, by integer arithmetic only (H. Hinnant's
 * days_from_civil), so that no clock or time zone can shift a date.
 */
export const toDayNumber = (date: IsoDate): number => {
  const parts = readIsoDateParts(date);
  if (parts === null) throw new DomainError('INVALID_DATE', { date: String(date) });
  const year = parts.month <= 2 ? parts.year - 1 : parts.year;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (parts.month + (parts.month > 2 ? -3 : 9)) + 2) / 5) + parts.day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
};

export const fromDayNumber = (dayNumber: number): IsoDate => {
  const shifted = dayNumber + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return isoDateFromParts({ year, month, day });
};

export const addDays = ({ date, days }: { date: IsoDate; days: number }): IsoDate => {
  if (!Number.isInteger(days)) throw new DomainError('INVALID_INPUT', { days: String(days) });
  return fromDayNumber(toDayNumber(date) + days);
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = ({ from, to }: { from: IsoDate; to: IsoDate }): number => toDayNumber(to) - toDayNumber(from);
