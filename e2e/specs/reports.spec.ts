import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { csvRecords } from '../../server/test/csv-records';
import { normaliseText, pdfText } from '../../server/test/pdf-text';
import { ReportsPage, type ReportKind } from '../pages/member-pages';
import { DEMO_ADMIN, signInByApi } from '../pages/session';

const today = new Date().toISOString().slice(0, 10);
const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;

/** Each report over the demo data, its first column's label, and the cell of the first row each format must carry. */
const REPORTS: Array<{ report: ReportKind; filter: { from?: string; to?: string; date?: string }; title: string; firstLabel: string }> = [
  { report: 'operations', filter: { from: yearAgo, to: today }, title: 'Operations', firstLabel: 'Date' },
  { report: 'distributions', filter: { from: yearAgo, to: today }, title: 'Distributions', firstLabel: 'Date' },
  { report: 'balances', filter: { date: today }, title: 'Balances', firstLabel: 'Subscriber' },
];

test.beforeEach(async ({ page }) => {
  // Each export is a job the page follows to its end (the test server holds each job a moment first).
  test.setTimeout(180_000);
  await signInByApi(page, DEMO_ADMIN);
});

for (const { report, filter, title, firstLabel } of REPORTS) {
  test(`the ${report} report exports exactly its rows to Excel, PDF and CSV`, async ({ page }) => {
    const reports = new ReportsPage(page);
    await reports.goto();
    await reports.open(report, filter);
    const count = await reports.totalCount();
    expect(count).toBeGreaterThan(0);

    const xlsx = await reports.export('xlsx');
    expect(xlsx.download.suggestedFilename()).toMatch(new RegExp(`^${report}-.*\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe(firstLabel);
    expect(sheet.actualRowCount).toBe(count + 1);

    const csv = await reports.export('csv');
    const text = csv.body.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const records = csvRecords(text.slice(1));
    expect(records[0]![0]).toBe(firstLabel);
    expect(records).toHaveLength(count + 1);
    // The same rows in both files, first to last.
    expect(records[1]![1]).toBe(String(sheet.getRow(2).getCell(2).value));
    expect(records.at(-1)![1]).toBe(String(sheet.getRow(count + 1).getCell(2).value));

    const pdf = await reports.export('pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    // References and dates never wrap, so they read back whole, hyphens included.
    const words = await pdfText(pdf.body);
    expect(words).toContain(normaliseText(title));
    expect(words).toContain(normaliseText(records[1]![1]!));
    expect(words).toContain(normaliseText(records.at(-1)![1]!));
  });
}
