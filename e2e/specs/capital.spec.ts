import { expect, test, type Page } from '@playwright/test';
import { CapitalTransactionsPage, pickOption, UpdateBalancePage } from '../pages/people-pages';
import { freshSubscriber as freshSubscriberOf } from '../pages/api-people';
import { DEMO_ADMIN, signInByApi } from '../pages/session';
import { openInArabic } from '../pages/language';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

/** A fresh subscriber (pages/api-people.ts), so each run starts from a known balance. */
const freshSubscriber = async (page: Page, amount: string) => (await freshSubscriberOf(page, { label: 'Capital Test', amount })).name;

test('records a credit through preview and confirmation, completes a pending debit and reverses a row', async ({ page }) => {
  const name = await freshSubscriber(page, '100000');
  const capital = new CapitalTransactionsPage(page);
  await capital.goto();
  await capital.fill({ subscriber: name, type: 'credit', amount: '25000' });
  const dialog = await capital.preview();
  await expect(dialog.getByTestId('ledger-new-balance')).toContainText('125,000');
  await capital.confirm();

  await capital.fill({ subscriber: name, type: 'debit', amount: '5000', status: 'Pending' });
  await capital.preview();
  await capital.confirm();
  await capital.filterBySubscriber(name);
  await expect(capital.rows).toHaveCount(2);
  const pending = capital.rows.filter({ hasText: 'Pending' });
  await capital.act(pending, 'complete');
  await expect(capital.rows.filter({ hasText: 'Pending' })).toHaveCount(0);
  const credit = capital.rows.filter({ hasText: 'Credit' });
  await capital.act(credit, 'reverse');
  await expect(capital.rows).toHaveCount(3);
  await expect(capital.rows.filter({ hasText: 'reverses #' })).toHaveCount(1);
  // 100,000 + 25,000 − 5,000 − 25,000 (the reversal), refreshed in the form after each write.
  await expect(page.getByTestId('ledger-current-balance')).toContainText('95,000');
});

/** How many capital rows a subscriber has, read through the API: what a cancelled confirm must leave alone. */
async function ledgerRowCount(page: Page, name: string): Promise<number> {
  const found = await page.request.get(`/api/subscribers?search=${encodeURIComponent(name)}&limit=10`);
  const [subscriber] = (await found.json()).items as { id: string }[];
  const rows = await page.request.get(`/api/balance-transactions?subscriberId=${subscriber?.id ?? ''}&limit=100`);
  return ((await rows.json()).items as unknown[]).length;
}

test('refuses a debit below zero on update balance; posts only from a confirm that shows who, the movement and both balances', async ({ page }) => {
  const name = await freshSubscriber(page, '20000');
  const rowsBefore = await ledgerRowCount(page, name);
  const update = new UpdateBalancePage(page);
  await update.goto();
  await update.pick(name);
  await expect(page.getByTestId('update-current')).toContainText('20,000');
  await update.enter('Debit', '25000');
  await expect(page.getByTestId('update-new')).toContainText(/-\D*5,000/);
  await expect(page.getByTestId('update-preview')).toBeDisabled();
  await update.enter('Debit', '7500');
  await expect(page.getByTestId('update-new')).toContainText('12,500');

  const dialog = await update.review();
  await expect(dialog.getByTestId('confirm-subscriber')).toHaveText(name);
  await expect(dialog.getByTestId('confirm-current-balance')).toContainText('20,000');
  await expect(dialog.getByTestId('confirm-movement')).toContainText(/-\D*7,500/);
  await expect(dialog.getByTestId('ledger-new-balance')).toContainText('12,500');
  await update.cancel();
  await expect(page.getByTestId('update-result')).toBeHidden();
  await expect(page.getByTestId('update-current')).toContainText('20,000');
  expect(await ledgerRowCount(page, name)).toBe(rowsBefore);

  await update.review();
  await update.confirm();
  await expect(page.getByTestId('update-result')).toContainText('12,500');
  await expect(page.getByTestId('update-current')).toContainText('12,500');
  expect(await ledgerRowCount(page, name)).toBe(rowsBefore + 1);
});

test('allocates part of a primary subscription; the monthly split tab is open beside it', async ({ page }) => {
  const primary = await freshSubscriber(page, '300000');
  const sub = await freshSubscriber(page, '1000');
  await page.goto('/app/sub-profit-distribution');
  await pickOption(page, page.getByTestId('allocation-primary'), primary);
  await pickOption(page, page.getByTestId('allocation-sub'), sub);
  await page.getByTestId('allocation-amount').fill('400000');
  await page.getByTestId('allocation-add').click();
  await expect(page.getByText('The total allocated exceeds the primary subscription amount.').first()).toBeVisible();
  await page.getByTestId('allocation-amount').fill('100000');
  await page.getByTestId('allocation-add').click();
  await expect(page.getByTestId('allocation-row').filter({ hasText: sub })).toContainText('100,000');
  await expect(page.getByTestId('tab-split')).toBeEnabled();
  // The primary stays the list's filter after a reload, and its picker still names it.
  await page.reload();
  await expect(page.getByTestId('allocation-primary')).toHaveValue(new RegExp(primary));
  await expect(page.getByTestId('allocation-row').filter({ hasText: sub })).toContainText('100,000');
});

test('in Arabic, the update-balance screen reads right to left and confirms before posting', async ({ page }) => {
  const name = await freshSubscriber(page, '30000');
  const rowsBefore = await ledgerRowCount(page, name);
  const update = await openInArabic(page, new UpdateBalancePage(page));
  await expect(page.getByRole('heading', { name: 'تحديث رصيد المشترك' })).toBeVisible();
  await update.pick(name);
  await expect(page.getByTestId('update-current')).toContainText('FCFA');
  await update.enter('إيداع', '1250');
  const dialog = await update.review();
  await expect(page.getByRole('dialog', { name: 'تأكيد الحركة' })).toBeVisible();
  await expect(dialog.getByTestId('confirm-subscriber')).toHaveText(name);
  await expect(dialog.getByText('تغير الرصيد')).toBeVisible();
  await expect(dialog.getByTestId('confirm-current-balance')).toContainText('30,000');
  await expect(dialog.getByTestId('confirm-movement')).toContainText('1,250');
  await expect(dialog.getByTestId('ledger-new-balance')).toContainText('31,250');
  await update.cancel();
  expect(await ledgerRowCount(page, name)).toBe(rowsBefore);
  await update.review();
  await update.confirm();
  await expect(page.getByTestId('update-current')).toContainText('31,250');
  expect(await ledgerRowCount(page, name)).toBe(rowsBefore + 1);
  await page.goto('/app/transactions');
  await expect(page.getByTestId('tab-capital')).toHaveText('حركات رأس المال');
});
