import { expect, test } from '@playwright/test';
import { axeFindings } from '../pages/a11y/audit';
import { chooseLanguage } from '../pages/language';
import { ReportsPage } from '../pages/member-pages';
import { DEMO_ADMIN, signInByApi } from '../pages/session';

const today = new Date().toISOString().slice(0, 10);
const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;

test.beforeEach(async ({ page }) => {
  // Each export is a job the page follows to its end (the test server holds each job a moment first).
  test.setTimeout(180_000);
  await signInByApi(page, DEMO_ADMIN);
});

test('an export runs as a job: its progress shows, it is found again after leaving the page, and its file downloads', async ({ page }) => {
  const reports = new ReportsPage(page);
  await reports.goto();
  await reports.open('operations', { from: yearAgo, to: today });
  const count = await reports.totalCount();

  // What the page shows of its newest export, each change recorded as it is drawn.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenJob: string[] }).seenJob = seen;
    new MutationObserver(() => {
      const newest = document.querySelector('[data-testid="report-jobs"] [data-testid="job"]');
      const text = newest ? `${newest.getAttribute('data-job-status')}: ${newest.querySelector('[data-testid="job-rows"]')?.textContent ?? ''}` : '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const job = await reports.startExport('csv');
  const id = await job.getAttribute('data-job-id');
  // The button does not wait for the file: it can be pressed again at once.
  await expect(page.getByTestId('export-csv')).toBeEnabled();
  const bar = job.getByRole('progressbar', { name: /Operations · CSV/ });
  await expect(bar).toBeVisible();
  await expect(job.getByTestId('job-status')).toHaveText(/Waiting|Running|Done/);
  await expect(job.getByTestId('job-rows')).toHaveText(/^(Counting rows…|[\d,]+ of [\d,]+ rows)$/);
  expect(await axeFindings(page, '[data-testid="report-jobs"]')).toEqual([]);

  // Away and back: the job is read again from the server, wherever it got to.
  // Held a moment by the test server before its first row, the job was drawn unfinished first.
  await expect.poll(() => page.evaluate(() => (window as unknown as { seenJob: string[] }).seenJob.some((text) => text.startsWith('done')))).toBe(true);
  const seen = await page.evaluate(() => (window as unknown as { seenJob: string[] }).seenJob);
  expect(seen[0]).toMatch(/^(queued|running): /);
  expect(seen.at(-1)).toBe(`done: ${count.toLocaleString('en')} of ${count.toLocaleString('en')} rows`);
  const rowsSeen = seen.map((text) => Number(/: ([\d,]+) of/.exec(text)?.[1]?.replaceAll(',', '') ?? 0));
  expect(rowsSeen).toEqual([...rowsSeen].sort((a, b) => a - b));

  await page.goto('/app/dashboard');
  await page.getByTestId('jobs-menu').click();
  await expect(page.getByTestId('jobs-dropdown').locator(`[data-job-id="${id}"]`)).toBeVisible();
  await page.keyboard.press('Escape');
  await reports.goto();
  const again = page.locator(`[data-testid="report-jobs"] [data-job-id="${id}"]`);
  await expect(again).toHaveAttribute('data-job-status', 'done', { timeout: 60_000 });
  await expect(again.getByTestId('job-rows')).toHaveText(`${count.toLocaleString('en')} of ${count.toLocaleString('en')} rows`);
  await expect(again.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(count));
  await expect(again.getByRole('progressbar')).toHaveAttribute('aria-valuemax', String(count));

  const file = await reports.download(again);
  expect(file.download.suggestedFilename()).toMatch(/^operations-.*\.csv$/);
  const lines = file.body.toString('utf8').trimEnd().split('\r\n');
  expect(lines).toHaveLength(count + 1);
});

test('the progress reads in Arabic', async ({ page }) => {
  const reports = new ReportsPage(page);
  await reports.goto();
  await chooseLanguage(page, 'ar');
  try {
    await reports.open('balances', { date: today });
    const job = await reports.startExport('xlsx');
    await expect(job.getByRole('progressbar', { name: /تقدم/ })).toBeVisible();
    await expect(job.getByTestId('job-status')).toHaveText(/في الانتظار|قيد التنفيذ|تم/);
    await expect(job.getByTestId('job-rows')).toHaveText(/^(جارٍ عدّ الصفوف…|\d[\d,٬]* من \d[\d,٬]* صف)$/);
    await expect(job).toHaveAttribute('data-job-status', 'done', { timeout: 60_000 });
    expect(await axeFindings(page, '[data-testid="report-jobs"]')).toEqual([]);
  } finally {
    await chooseLanguage(page, 'en');
  }
});
