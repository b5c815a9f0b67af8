import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInAs } from '../pages/session';

/** Picks an option of a Mantine select (or multi-select) by its label. */
async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** docs/mail.md §4: an administrator schedules a weekly report, sees it listed with its rhythm, then deletes it. */
test('an administrator schedules a weekly report and sees it listed', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('menu-scheduled-reports').first().click();
  await expect(page.getByTestId('scheduled-reports-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scheduled reports and alerts' })).toBeVisible();

  await page.getByTestId('schedule-add').click();
  const form = page.getByTestId('schedule-form');
  await expect(form).toBeVisible();
  await choose(page, 'schedule-report', 'Balances report');
  await expect(form.getByText('As of the day it runs')).toBeVisible();
  await choose(page, 'schedule-format', 'Excel');
  await choose(page, 'schedule-recipients', /admin@wasit\.example/);
  await page.keyboard.press('Escape');
  await choose(page, 'schedule-frequency', 'Every week');
  await choose(page, 'schedule-weekday', 'Wednesday');
  await choose(page, 'schedule-hour', '08:00');
  await page.getByTestId('schedule-save').click();
  await expect(form).toHaveCount(0);

  const row = page.locator('[data-testid="schedule-row"][data-report="balances"]').last();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Every Wednesday at 08:00');
  await expect(row).toContainText('Excel');

  // Deleting asks first; the row goes.
  const before = await page.locator('[data-testid="schedule-row"][data-report="balances"]').count();
  await row.getByTestId('schedule-delete').click();
  await page.getByTestId('schedule-delete-confirm').click();
  await expect(page.locator('[data-testid="schedule-row"][data-report="balances"]')).toHaveCount(before - 1);
});
