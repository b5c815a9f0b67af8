import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { parseAmount, parseCurrency, type Currency } from '../../domain';
import { ROOT } from '../server-process';
import type { Language } from './language';

type Words = { yearStatement: Record<'title' | 'profitsTotal' | 'action', string> };

/** The year statement's words in each language, read from the app's own locale files. */
export function yearStatementWords(language: Language): Words['yearStatement'] {
  return (JSON.parse(readFileSync(path.join(ROOT, 'web', 'locales', `${language}.statements.json`), 'utf8')) as Words).yearStatement;
}

/** The member's profits of each year and currency, summed in minor units from every page of /api/me/profits. */
export async function memberProfitTotals(page: Page): Promise<Map<string, Map<Currency, bigint>>> {
  const totals = new Map<string, Map<Currency, bigint>>();
  let cursor: string | null = null;
  do {
    const answer = await page.request.get(`/api/me/profits?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as { items: Array<{ amount: string; currency: string; profitDate: string }>; nextCursor: string | null };
    for (const row of body.items) {
      const currency = parseCurrency(row.currency);
      const year = row.profitDate.slice(0, 4);
      const ofYear = totals.get(year) ?? new Map<Currency, bigint>();
      ofYear.set(currency, (ofYear.get(currency) ?? 0n) + parseAmount({ text: row.amount, currency }).amountMinor);
      totals.set(year, ofYear);
    }
    cursor = body.nextCursor;
  } while (cursor);
  return totals;
}

/** The year statement card of the profile's profits tab: pick a year, download the PDF or the Excel file. */
export class YearStatementCard {
  constructor(private readonly page: Page) {}

  async pickYear(year: string): Promise<void> {
    await this.page.getByTestId('year-statement-year').click();
    await this.page.getByRole('option', { name: year, exact: true }).click();
  }

  async download(format: 'pdf' | 'xlsx'): Promise<{ download: Download; body: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByTestId(`year-statement-${format}`).click()]);
    return { download, body: readFileSync(await download.path()) };
  }
}

/** Each sheet of a workbook: its rows' values and whether it reads right to left. */
export async function workbookSheets(body: Buffer): Promise<Map<string, { rows: unknown[][]; rightToLeft: boolean }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheets = new Map<string, { rows: unknown[][]; rightToLeft: boolean }>();
  for (const sheet of workbook.worksheets) {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets.set(sheet.name, { rows, rightToLeft: Boolean(sheet.views[0]?.rightToLeft) });
  }
  return sheets;
}
