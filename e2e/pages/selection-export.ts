import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Downloads the bulk bar's CSV of the picked rows (its menu open): the file's name and its lines, without the byte-order mark. */
export async function downloadSelectionCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bulk-export-csv').click()]);
  const text = await readFile((await download.path())!, 'utf8');
  return {
    name: download.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n'),
  };
}
