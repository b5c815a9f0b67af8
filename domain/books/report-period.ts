import { isoDateFromParts, type IsoDate } from '../calendar/iso-date';
import { monthEnd } from '../calendar/month-bounds';

/** The span an income statement covers (docs/accounting.md §8): a month, a quarter or a year. */
export type ReportPeriodKind = 'month' | 'quarter' | 'year';

/** A period as written on the wire and in the address: `2026-10`, `2026-Q3`, `2026`. */
export const REPORT_PERIOD_PATTERN = /^([1-9][0-9]{3})(?:-(0[1-9]|1[0-2])|-Q([1-4]))?$/;

export type ReportPeriod = { kind: ReportPeriodKind; label: string; from: IsoDate; to: IsoDate };

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The period whose first month is `first` and which spans `months` months. */
function span(kind: ReportPeriodKind, year: number, first: number, months: number): ReportPeriod {
  const last = first + months - 1;
  const label = kind === 'year' ? pad(year, 4) : kind === 'quarter' ? `${pad(year, 4)}-Q${(first - 1) / 3 + 1}` : `${pad(year, 4)}-${pad(first, 2)}`;
  return { kind, label, from: isoDateFromParts({ year, month: first, day: 1 }), to: monthEnd({ year, month: last }) };
}

/** The period a text names, or null when it names none. */
export function parseReportPeriod(text: string): ReportPeriod | null {
  const match = REPORT_PERIOD_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  if (match[2]) return span('month', year, Number(match[2]), 1);
  if (match[3]) return span('quarter', year, (Number(match[3]) - 1) * 3 + 1, 3);
  return span('year', year, 1, 12);
}

/** The period of the same kind just before: the month, quarter or year before (January's is December of the year before). */
export function previousReportPeriod(period: ReportPeriod): ReportPeriod {
  const year = Number(period.from.slice(0, 4));
  const month = Number(period.from.slice(5, 7));
  if (period.kind === 'year') return span('year', year - 1, 1, 12);
  const months = period.kind === 'quarter' ? 3 : 1;
  return month > months ? span(period.kind, year, month - months, months) : span(period.kind, year - 1, 13 - months, months);
}
