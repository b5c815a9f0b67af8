/** How many of an identifier's last characters a printed document shows. */
const SHOWN_DIGITS = 4;

/**
 * A national id number (NNI) as documents print it (docs/letterhead.md §4): every character but the
 * last four replaced by a bullet, so a paper copy does not hand out the whole number; a short
 * number shows at most its second half.
 */
export function maskIdentifier(text: string): string {
  const characters = [...text.trim()];
  const shown = Math.min(SHOWN_DIGITS, Math.floor(characters.length / 2));
  return '•'.repeat(characters.length - shown) + characters.slice(characters.length - shown).join('');
}
