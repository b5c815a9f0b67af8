import * as mupdf from 'mupdf';

type Glyph = { char: string; x: number; y: number; size: number };

const ARABIC = /[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/;
// A left-to-right run inside a right-to-left line: Latin letters and digits with the neutrals between
// them, and a reference's leading '#', a phone number's leading '+', a masked number's leading
// bullets or a trailing '%' (laid out inside the run by its isolate).
const LTR_RUN = /[A-Za-z0-9\u00c0-\u024f](?:[^\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]*[A-Za-z0-9\u00c0-\u024f%#+•])?/g;

/**
 * The text of a PDF, read with MuPDF (the `mupdf` npm package, so tests need nothing but npm), one
 * line of the page per line in reading order, normalised for comparison by `normaliseText`.
 * MuPDF names each glyph's letter, also where Chromium's text map leaves an Arabic glyph without
 * one, but may give a right-to-left line's letters out of order: lines are rebuilt from the glyphs'
 * positions, right to left when they hold Arabic, their Latin and number runs kept left to right.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = mupdf.Document.openDocument(new Uint8Array(pdf), 'application/pdf');
  const lines: string[] = [];
  for (let index = 0; index < document.countPages(); index += 1) {
    // MuPDF's blocks and lines keep a wrapped table cell together, as a reader would follow it.
    let line: Glyph[] = [];
    document
      .loadPage(index)
      .toStructuredText('preserve-whitespace')
      .walk({
        beginLine: () => {
          line = [];
        },
        onChar: (char, origin, _font, size) => {
          if (char.trim() !== '') line.push({ char, x: origin[0], y: origin[1], size });
        },
        endLine: () => {
          lines.push(logicalLine(line));
        },
      });
  }
  return normaliseText(lines.join('\n'));
}

function logicalLine(glyphs: readonly Glyph[]): string {
  const arabic = glyphs.some((glyph) => ARABIC.test(glyph.char));
  // MuPDF's order is right for left-to-right text (the second letter of a ligature shares the next
  // glyph's position, so only that order keeps "fi" before "t"); Arabic lines are laid out by position.
  const sorted = arabic ? [...glyphs].sort((a, b) => (Math.abs(a.x - b.x) < 0.5 ? 0 : a.x - b.x)) : glyphs;
  let visual = '';
  let previous: Glyph | undefined;
  for (const glyph of sorted) {
    // Further apart than a wide letter: a word or a cell boundary.
    if (previous && glyph.x - previous.x > previous.size) visual += ' ';
    visual += glyph.char;
    previous = glyph;
  }
  if (!arabic) return visual;
  const reversed = [...visual].reverse().join('');
  return reversed.replace(LTR_RUN, (run) => [...run].reverse().join(''));
}

/**
 * Text normalised for comparison: Arabic presentation forms folded to letters (NFKC), bidi marks
 * and all white space removed.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, '');
}

/** How many images a PDF draws, over all its pages (a letterhead's logo is one per page it heads). */
export function pdfImageCount(pdf: Buffer): number {
  const document = mupdf.Document.openDocument(new Uint8Array(pdf), 'application/pdf');
  let images = 0;
  for (let index = 0; index < document.countPages(); index += 1) {
    document
      .loadPage(index)
      .toStructuredText('preserve-images')
      .walk({
        onImageBlock: () => {
          images += 1;
        },
      });
  }
  return images;
}
