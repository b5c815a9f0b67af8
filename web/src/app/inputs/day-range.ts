/** A period as the filters hold it: two `YYYY-MM-DD` days, '' for an open end. */
export type DayRange = { from: string; to: string };

/**
 * The period once its first day is typed or picked: a first day past the last empties the last
 * rather than being refused, so a new period is entered first day first, as it is read.
 * ISO days compare as text.
 */
export function withFirstDay(range: DayRange, from: string): DayRange {
  return { from, to: from && range.to && range.to < from ? '' : range.to };
}

/** How a calendar draws a day against the chosen period: inside it, or one of its ends. */
export function periodDay(day: string, { from, to }: DayRange): { inRange: boolean; firstInRange: boolean; lastInRange: boolean } {
  if (!from || !to) return { inRange: false, firstInRange: false, lastInRange: false };
  return { inRange: day >= from && day <= to, firstInRange: day === from, lastInRange: day === to };
}
