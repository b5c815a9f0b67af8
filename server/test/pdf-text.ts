import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The text of a PDF as poppler's pdftotext reads it, normalised for comparison: Arabic
 * presentation forms folded to letters (NFKC), bidi marks and all white space removed.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'wasit-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return normaliseText(stdout);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function normaliseText(text: string): string {
  return text.normalize('NFKC').replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, '');
}
