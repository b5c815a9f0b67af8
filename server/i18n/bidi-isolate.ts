/**
 * Unicode bidirectional isolates (UAX #9). Inside Arabic text, a date, an amount or a reference
 * written with Latin digits and hyphens is split and reordered by the bidi algorithm
 * ("2026-11-23" shows as "23-11-2026"); wrapped in an isolate it keeps its own order and cannot
 * pull its neighbours along. The characters are invisible in a PDF, a spreadsheet or a CSV cell.
 */
export const LRI = '\u2066';
export const FSI = '\u2068';
export const PDI = '\u2069';

/** A date, number, amount or reference: always left to right, whatever the text around it. */
export function isolateLtr(text: string): string {
  return `${LRI}${text}${PDI}`;
}

/** Text of unknown direction (a name, a translated word): its own first strong letter decides. */
export function isolateAuto(text: string): string {
  return `${FSI}${text}${PDI}`;
}
