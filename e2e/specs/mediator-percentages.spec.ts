import { expect, test } from '@playwright/test';
import { freshLinkParties, MediatorPercentagesPage } from '../pages/mediator-pages';
import { DEMO_ADMIN, signInAs } from '../pages/session';

test.beforeEach(async ({ page }) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
});

test('adds a link (the 50% cap refused next to the field), edits it and deletes it', async ({ page }) => {
  const { mediator, investor } = await freshLinkParties(page);
  const links = new MediatorPercentagesPage(page);
  await links.goto();
  await links.openAdd();
  await links.fill({ mediator, investor, percentage: '60' });
  await links.save();
  await expect(links.form.getByText('The rate cannot be above 50%.')).toBeVisible();
  await links.fill({ percentage: '12.5' });
  await links.save();
  await expect(links.form).toBeHidden();
  await links.filterByMediator(mediator);
  await expect(links.rows).toHaveCount(1);
  await expect(links.rows.first()).toContainText(investor);
  await expect(links.rows.first().getByTestId('link-row-percentage')).toHaveText('12.5%');

  await links.edit(links.rows.first());
  await links.fill({ percentage: '20', status: 'Inactive' });
  await links.save();
  await expect(links.rows.first().getByTestId('link-row-percentage')).toHaveText('20%');
  await expect(links.rows.first().getByTestId('link-row-status')).toHaveText('Inactive');

  await links.delete(links.rows.first());
  await expect(links.rows).toHaveCount(0);
  await expect(page.getByTestId('links-empty')).toBeVisible();
});

test('in Arabic, the page reads right to left and refuses a rate above the cap in Arabic', async ({ page }) => {
  const { mediator, investor } = await freshLinkParties(page);
  await page.evaluate(() => window.localStorage.setItem('wasit.language', 'ar'));
  const links = new MediatorPercentagesPage(page);
  await links.goto();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'نسب الوسطاء' })).toBeVisible();
  await links.openAdd();
  await links.fill({ mediator, investor, percentage: '51' });
  await links.save();
  await expect(links.form.getByText('لا يمكن أن تتجاوز النسبة 50٪.')).toBeVisible();
});
