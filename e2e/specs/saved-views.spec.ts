import { expect, test, type Page } from '@playwright/test';
import { presetRange } from '../../contract/date-presets';
import type { TSavedListView } from '../../contract/list-view';
import { axeFindings, settle } from '../pages/a11y/audit';
import { OperationsPage } from '../pages/operations-page';
import { SavedViews } from '../pages/saved-views';
import { DEMO_ADMIN, DEMO_MANAGER, signInAs, switchUser } from '../pages/session';

/**
 * Saved views and date presets (docs/architecture.md §8) on the operations list: a view saved with
 * its filters and a relative period comes back after a reload; an administrator's shared view is
 * seen and applied by another user, who cannot delete it.
 */

type SavedViewsAnswer = { today: string; items: { id: string; name: string; view: TSavedListView }[] };

/** The operations list's saved views as the server answers them, with the company's day. */
async function operationsViews(page: Page): Promise<SavedViewsAnswer> {
  const answer = await page.request.get('/api/saved-views?list=operations');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as SavedViewsAnswer;
}

/** Signed in as the administrator, on the operations list and its saved views' menu. */
async function operationsAsAdmin(page: Page): Promise<{ operations: OperationsPage; views: SavedViews }> {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const operations = new OperationsPage(page);
  await operations.goto();
  return { operations, views: new SavedViews(page) };
}

const PHONE = { width: 390, height: 844 };

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test('a saved view of pending operations this month comes back after a reload, its period still this month', async ({ page }) => {
  const { operations, views } = await operationsAsAdmin(page);
  await operations.filter('filter-status', 'Pending');
  await operations.filter('filter-preset', 'This month');
  const month = presetRange('thisMonth', (await operationsViews(page)).today);
  await expect(page).toHaveURL(/period=thisMonth/);
  await expect(page).toHaveURL(new RegExp(`from=${month.from}`));
  await expect(page).toHaveURL(new RegExp(`to=${month.to}`));
  await expect(page.getByTestId('filter-from')).not.toHaveValue('');

  const name = unique('My view');
  await views.save(name);
  // The view keeps the preset by name, not its days. (It keeps the user's column choice too, when
  // one is stored: another spec on this server may have left one, so the columns are not compared.)
  const saved = (await operationsViews(page)).items.find((item) => item.name === name)?.view;
  expect(saved?.filters).toEqual({ status: 'pending' });
  expect(saved?.period).toBe('thisMonth');
  expect(Object.keys(saved ?? {}).filter((key) => key !== 'columns')).toEqual(['filters', 'period']);

  // A clean list after a reload, then the view applied from the menu.
  await operations.goto();
  await page.reload();
  await expect(page.getByTestId('filter-status')).toHaveValue('');
  await views.apply(name);
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).toHaveURL(/period=thisMonth/);
  await expect(page.getByTestId('filter-status')).toHaveValue('Pending');
  await expect(page.getByTestId('filter-preset')).toHaveValue('This month');
  await expect(operations.rows.getByTestId('operation-status').filter({ hasNotText: 'Pending' })).toHaveCount(0);
  const url = new URL(page.url());
  expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual([month.from, month.to]);

  // Typing a day makes the range custom.
  await page.getByTestId('filter-preset').click();
  await page.getByRole('option', { name: 'Custom range', exact: true }).click();
  await expect(page).not.toHaveURL(/period=/);
  await expect(page).toHaveURL(new RegExp(`from=${month.from}`));

  await views.delete(name);
  await views.open();
  await expect(views.entry(name)).toHaveCount(0);
});

test("an administrator's shared view is listed and applied by another user, who cannot delete it", async ({ page }) => {
  const { operations, views } = await operationsAsAdmin(page);
  await operations.filter('filter-status', 'Completed');
  const name = unique('Everyone: completed');
  await views.save(name, { shared: true });

  await switchUser(page, DEMO_MANAGER, 'en');
  await operations.goto();
  await views.open();
  await expect(views.entry(name)).toHaveAttribute('data-shared', 'true');
  // The manager has no view of their own to delete, and may not delete the shared one.
  await expect(page.getByTestId('manage-views')).toHaveCount(0);
  await views.entry(name).click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByTestId('filter-status')).toHaveValue('Completed');
  const id = (await operationsViews(page)).items.find((item) => item.name === name)!.id;
  const refused = await page.request.delete(`/api/saved-views/${id}`, { headers: { origin: new URL(page.url()).origin } });
  expect(refused.status()).toBe(403);

  await switchUser(page, DEMO_ADMIN, 'en');
  await operations.goto();
  await views.delete(name);
});

test('in Arabic at 390 px, the views menu and the save dialog work from the keyboard, right to left, without sideways scrolling, and pass axe', async ({
  page,
}) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.localStorage.setItem('wasit.language', 'ar'));
  const operations = new OperationsPage(page);
  await operations.goto('?tab=operations&status=pending');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('filter-preset')).toBeEnabled();
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.getByTestId('saved-views').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('saved-views-menu')).toBeVisible();
  await settle(page);
  expect(await axeFindings(page, '[role="menu"]')).toEqual([]);
  const save = page.getByTestId('save-view');
  await save.focus();
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  const form = page.getByTestId('save-view-form');
  await expect(form.getByTestId('save-view-name')).toBeFocused();
  await settle(page);
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // An empty name is refused next to its field, in Arabic; then a name typed and Enter saves.
  await page.keyboard.press('Enter');
  await expect(form.getByText('هذا الحقل مطلوب')).toBeVisible();
  const name = unique('عرضي');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(page.getByText(`حُفظ العرض «${name}».`)).toBeVisible();

  // The period's named choices, in Arabic, from the keyboard.
  await page.getByTestId('filter-preset').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'هذا الربع', exact: true })).toBeVisible();
  await settle(page);
  expect(await axeFindings(page, '[role="listbox"]')).toEqual([]);
  await page.getByRole('option', { name: 'هذا الربع', exact: true }).click();
  await expect(page).toHaveURL(/period=thisQuarter/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const views = new SavedViews(page);
  await views.delete(name);
});
