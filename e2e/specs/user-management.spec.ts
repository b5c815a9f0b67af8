import { expect, test } from '@playwright/test';
import { UserManagementPage } from '../pages/user-management-page';
import { DEMO_ADMIN, signInAs } from '../pages/session';

const PHONE = { width: 390, height: 844 };

test('at 390 px, a shared link to the active users by name shows them as cards whose menu stays inside the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const users = new UserManagementPage(page);
  await page.goto('/app/user-management?status=active&sort=name-desc');
  await expect(page.getByTestId('users-table')).toHaveAttribute('data-layout', 'cards');
  await expect(page.getByTestId('sort-select')).toHaveValue('Name, descending');
  const statuses = page.getByTestId('user-status');
  await expect(statuses.first()).toBeVisible();
  for (const status of await statuses.allTextContents()) expect(status).toBe('Active');
  const names = await page.getByTestId('user-row').evaluateAll((cards) => cards.map((card) => card.querySelector('[data-column="name"] p')?.textContent ?? ''));
  expect(names.length).toBeGreaterThan(1);
  expect(names[0]!.localeCompare(names.at(-1)!), 'descending by name').toBeGreaterThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const email = await page.getByTestId('user-row').first().getAttribute('data-email');
  const menu = users.row(email!).getByTestId('user-actions');
  const box = await menu.boundingBox();
  expect(box !== null && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  await menu.click();
  await expect(page.getByTestId('user-change-type')).toBeVisible();
});
