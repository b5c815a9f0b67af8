import { expect, test } from '@playwright/test';
import { AccountingPage } from '../pages/accounting-page';
import { axeFindings, settle } from '../pages/a11y/audit';
import { freshSubscriber } from '../pages/api-people';
import { DEMO_ADMIN, signInByApi } from '../pages/session';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

test("an accountant filters the journal by account, opens a subscription's entry and reaches its source", async ({ page }) => {
  // A subscription posts its entry (docs/accounting.md §3): cash 1000 against the investor's capital 3100.
  const subscriber = await freshSubscriber(page, { label: 'Journal Reader', amount: '75000' });
  const journal = new AccountingPage(page);
  await journal.goto();
  await journal.filter('journal-account', '3100', 'account');
  await journal.filter('journal-search', subscriber.id, 'search');
  await expect(journal.rows).toHaveCount(1);
  const row = journal.rows.first();
  await expect(row).toHaveAttribute('data-source', 'subscriber');
  await expect(row).toContainText('Investors');

  // A reload keeps the view: the filters live in the address.
  await page.reload();
  await expect(journal.rows).toHaveCount(1);

  await journal.open(row);
  await expect(page).toHaveURL(/[?&]entry=\d+/);
  const lines = journal.entry.getByTestId('journal-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveAttribute('data-account', '1000');
  await expect(lines.nth(1)).toHaveAttribute('data-account', '3100');
  await expect(lines.nth(1)).toContainText(subscriber.name);
  await expect(lines.nth(1).getByTestId('money')).toContainText('75,000');
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  await expect(journal.entry.getByTestId('journal-source-link')).toHaveAttribute('href', '/app/subscribers');

  // Escape closes it and gives the focus back to the entry's number.
  await page.keyboard.press('Escape');
  await expect(journal.entry).toHaveCount(0);
  await expect(row.getByTestId('journal-open')).toBeFocused();
  await expect(page).not.toHaveURL(/entry=/);

  // The exports take the same view.
  const csv = await page.request.get((await page.getByTestId('journal-export-csv').getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text.split('\r\n')[0]).toBe('\uFEFFDate,Entry number,Account code,Account name,Party,Debit,Credit,Currency,Memo,Source');
  expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
});

test('in Arabic, dark, at 390 px the journal reads right to left as cards, without sideways scrolling, and passes axe', async ({ page }) => {
  await freshSubscriber(page, { label: 'Journal Phone', amount: '12000' });
  await page.setViewportSize(PHONE);
  await page.evaluate(() => {
    window.localStorage.setItem('wasit.language', 'ar');
    window.localStorage.setItem('wasit.color-scheme', 'dark');
  });
  const journal = new AccountingPage(page);
  await journal.goto('?account=3100');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('tab', { name: 'اليومية' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('journal-table')).toHaveAttribute('data-layout', 'cards');
  await expect(journal.rows.first()).toBeVisible();
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axeFindings(page)).toEqual([]);
  await journal.open(journal.rows.first());
  await expect(journal.entry).toContainText('رأس مال المستثمرين');
  await settle(page);
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
