import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import { ROOT } from '../server-process';
import type { Language } from './language';

type Words = { profitExplanation: Record<'title' | 'action' | 'downloadPdf' | 'posted' | 'pool' | 'yes' | 'no', string> };

/** The explanation's words in each language, read from the app's own locale files. */
export function explanationWords(language: Language): Words['profitExplanation'] {
  return (JSON.parse(readFileSync(path.join(ROOT, 'web', 'locales', `${language}.explanation.json`), 'utf8')) as Words).profitExplanation;
}

/** The "how this profit was computed" modal of a profit row, and its PDF. */
export class ProfitExplanationModal {
  readonly dialog: Locator;
  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async openFrom(row: Locator): Promise<void> {
    await row.getByTestId('explain-profit').click();
    await this.dialog.getByTestId('explanation-share').waitFor();
  }

  posted(): Locator {
    return this.dialog.getByTestId('explanation-posted');
  }

  async downloadPdf(): Promise<{ download: Download; body: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.dialog.getByTestId('explanation-pdf').click()]);
    const file = await download.path();
    return { download, body: readFileSync(file) };
  }
}
