import { expect, test } from '@playwright/test';
import { demoDay } from '../demo-day';
import { MediatorCalculationsPage } from '../pages/mediator-pages';
import { DEMO_ADMIN, signInByApi } from '../pages/session';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

test('a preset is saved, the preview of the demo year shows mediators with a total row, and the CSV downloads', async ({ page }) => {
  const calculations = new MediatorCalculationsPage(page);
  await page.goto('/app/mediator-percentages');
  await page.getByTestId('mediator-calculations-link').click();
  await expect(page).toHaveURL(/\/app\/mediator-calculations$/);
  await calculations.choosePreset('conservative');
  await expect(page.getByTestId('settings-preset')).toHaveText('Conservative');
  await expect(page.getByTestId('rate-mediatorRate')).toHaveValue('10');
  await calculations.choosePreset('balanced');
  await expect(page.getByTestId('settings-preset')).toHaveText('Balanced');

  // The demo's year and the one before: its six distributed months lie within them.
  const year = demoDay().getFullYear();
  await calculations.setPeriod(`${year - 1}-01-01`, `${year}-12-31`);
  await expect(calculations.previewRows.first()).toBeVisible();
  await expect(page.getByTestId('preview-total')).toContainText('Total');
  await expect(page.getByTestId('analytics-chart')).toBeVisible();

  const file = await calculations.exportCsv();
  expect(file.name).toBe(`mediator-commissions-${year - 1}-01-01-${year}-12-31-XAF.csv`);
  expect(file.text.startsWith('\uFEFFMediator,Commission type,Operations,Currency,Recorded share')).toBe(true);
  expect(file.text).toContain('\r\nTotal,');
});
