import { isoDateFromParts } from './iso-date';
import type { IsoDate } from './iso-date';
import { assertYearMonth, daysInMonth } from './month';
import type { YearMonth } from './month';

export const monthStart = (yearMonth: YearMonth): IsoDate => isoDateFromParts({ ...assertYearMonth(yearMonth), day: 1 });

export const monthEnd = (yearMonth: YearMonth): IsoDate => isoDateFromParts({ ...assertYearMonth(yearMonth), day: daysInMonth(yearMonth) });
