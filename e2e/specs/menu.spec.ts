import { expect, test } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import { DEMO_ADMIN, signInAs } from '../pages/session';

test('the administrator sees the 14 modules, the distribution approvals, the books, the accounting settings, the audit log, closed periods, import, the background jobs and the scheduled reports, and each opens its screen', async ({
  page,
}) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const shell = new AppShell(page);
  await expect(shell.menuEntries).toHaveCount(22);

  await shell.menuEntry('reports').click();
  await expect(page).toHaveURL(/\/app\/reports$/);
  await expect(page.getByRole('heading', { name: 'Financial reports' })).toBeVisible();
  await shell.menuEntry('audit-log').click();
  await expect(page).toHaveURL(/\/app\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await shell.menuEntry('approve-distributions').click();
  await expect(page).toHaveURL(/\/app\/approve-distributions$/);
  await expect(page.getByTestId('approvals-page')).toBeVisible();
  await shell.menuEntry('close-periods').click();
  await expect(page).toHaveURL(/\/app\/close-periods$/);
  await expect(page.getByRole('heading', { name: 'Closed periods' })).toBeVisible();
  await shell.menuEntry('accounting').click();
  await expect(page).toHaveURL(/\/app\/accounting$/);
  await shell.menuEntry('accounting-settings').click();
  await expect(page).toHaveURL(/\/app\/accounting-settings$/);
  await expect(page.getByRole('heading', { name: 'Accounting settings', level: 2 })).toBeVisible();
});

test('a member with only profile sees only Profile and is refused other pages', async ({ page }) => {
  // Demo member (investor) holds the single permission `profile`; the demo password is shared.
  await signInAs(page, 'member@wasit.example', DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/app\/profile$/);
  const shell = new AppShell(page);
  await expect(shell.menuEntries).toHaveCount(1);
  await expect(shell.menuEntry('profile')).toBeVisible();

  await page.goto('/app/user-management');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();

  // /app sends a user without the dashboard to the profile rather than to a refusal.
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/profile$/);

  await shell.logout();
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session that ends while in the app sends the user to /login', async ({ page, context }) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const menuEntry = new AppShell(page).menuEntry('user-management');
  await menuEntry.waitFor();
  await page.waitForLoadState('networkidle');
  await context.clearCookies();
  // A client-side navigation: the page's next call answers 401 UNAUTHENTICATED. A call of the page's
  // own (a poll) may meet the ended session first and send the user to /login before the click.
  await menuEntry.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
});
