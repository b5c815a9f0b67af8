import { expect, test, type Page } from '@playwright/test';
import { freshSubscriber } from '../pages/api-people';
import { UpdateBalancePage } from '../pages/people-pages';
import { approvedUser } from '../pages/two-factor-pages';
import { DEMO_ADMIN, DEMO_MANAGER, signInAs, signInAsAdminByApi, switchUser } from '../pages/session';
import { confirmModal } from '../pages/confirm-modal';

// The limit is set on GBP, a currency no other spec moves through update-balance, so specs running beside this one write as before.
const LIMIT_FIELD = 'limit-update-balance-GBP';

const originOf = (page: Page) => new URL(page.url()).origin;

/** No limit left behind, and no held write pending: the next spec starts from the demo's state. */
test.afterEach(async ({ page }) => {
  await signInAsAdminByApi(page);
  const headers = { origin: originOf(page) };
  await page.request.put('/api/approval-limits', { headers, data: { limits: [{ action: 'update-balance', currency: 'GBP', amount: null }] } });
  const { items } = await (await page.request.get('/api/money-proposals?status=pending')).json();
  for (const row of items as Array<{ id: string }>) {
    await page.request.post(`/api/money-proposals/${row.id}/reject`, { headers, data: { reason: 'Browser test clean-up' } });
  }
});

const gbpSubscriber = (page: Page) => freshSubscriber(page, { label: 'Limit Test', amount: '2000', currency: 'GBP' });

/** The subscriber's capital rows, read through the API: what a held write must leave alone. */
const balanceOf = async (page: Page, id: string) => {
  const { items } = await (await page.request.get(`/api/balance-transactions?subscriberId=${id}&limit=100`)).json();
  return (items as unknown[]).length;
};

test('a limit set in company settings holds a larger update of a balance until another person approves it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const subscriber = await gbpSubscriber(page);

  // The administrator sets the limit on the company settings screen.
  await page.goto('/app/company-settings');
  const limit = page.getByTestId(LIMIT_FIELD);
  await limit.fill('1000');
  await page.getByTestId('save-approval-limits').click();
  await expect(page.getByText('Approval limits saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(LIMIT_FIELD)).toHaveValue('1,000.00');

  // Above it, the update is sent for approval and nothing moves.
  const update = new UpdateBalancePage(page);
  await update.goto();
  await update.pick(subscriber.name);
  await update.enter('Credit', '1500');
  await update.review();
  await update.confirm();
  await expect(page.getByText(/Sent for approval/).first()).toBeVisible();
  await expect(page.getByTestId('update-result')).toBeHidden();
  expect(await balanceOf(page, subscriber.id)).toBe(0);

  // The proposer sees it waiting but cannot approve it: the server refuses its own proposer.
  await page.goto('/app/approve-distributions');
  const mine = page.getByTestId('pending-money-proposals').getByTestId('money-proposal-row').filter({ hasText: subscriber.name });
  await expect(mine).toHaveCount(1);
  await mine.getByTestId('approve-money-proposal').click();
  await confirmModal(page, 'confirm-approve-money');
  await expect(page.getByText('another approver must').first()).toBeVisible();
  expect(await balanceOf(page, subscriber.id)).toBe(0);

  // Another approver approves: the credit is written once.
  await switchUser(page, DEMO_MANAGER, 'en');
  await page.goto('/app/approve-distributions');
  const row = page.getByTestId('pending-money-proposals').getByTestId('money-proposal-row').filter({ hasText: subscriber.name });
  await expect(row).toContainText('Update balance');
  await expect(row).toContainText('1,500');
  await row.getByTestId('approve-money-proposal').click();
  await expect(page.getByTestId('confirm-approve-money-text')).toContainText(subscriber.name);
  await confirmModal(page, 'confirm-approve-money');
  await expect(page.getByText('Approved: the write is done.').first()).toBeVisible();
  await expect(page.getByTestId('decided-money-proposals').locator('[data-status="approved"]').filter({ hasText: subscriber.name })).toHaveCount(1);
  await signInAsAdminByApi(page);
  expect(await balanceOf(page, subscriber.id)).toBe(1);
});

test('a holder of approval-limits alone reaches the company settings from the menu and sets a limit there, and sees nothing else of the screen', async ({
  page,
  baseURL,
}) => {
  const limitsOnly = await approvedUser(page.request, baseURL!, ['approval-limits']);
  await page.context().clearCookies();
  await signInAs(page, limitsOnly.email, limitsOnly.password);
  await page.getByTestId('menu-company-settings').first().click();
  await expect(page).toHaveURL(/\/app\/company-settings$/);
  await expect(page.getByTestId('approval-limits-form')).toBeVisible();
  // The company's ratios, letterhead and second-factor rule stay with company-settings.
  await expect(page.getByTestId('setting-companyRatio')).toHaveCount(0);
  await expect(page.getByTestId('letterhead-card')).toHaveCount(0);
  await page.getByTestId(LIMIT_FIELD).fill('1500');
  await page.getByTestId('save-approval-limits').click();
  await expect(page.getByText('Approval limits saved.').first()).toBeVisible();
  const { limits } = (await (await page.request.get('/api/approval-limits')).json()) as {
    limits: Array<{ action: string; currency: string; amount: string | null }>;
  };
  expect(limits.find((limit) => limit.action === 'update-balance' && limit.currency === 'GBP')?.amount).toBe('1500.00');
});
