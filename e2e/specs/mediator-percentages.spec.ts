import { expect, test } from '@playwright/test';
import { MEDIATOR_LINK_PERCENTAGE } from '../../contract/mediator-percentages';
import { freshLinkParties, MediatorPercentagesPage } from '../pages/mediator-pages';
import { DEMO_ADMIN, signInByApi } from '../pages/session';
import { openInArabic } from '../pages/language';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

const { min, max } = MEDIATOR_LINK_PERCENTAGE;

test('adds a link up to the bound its hint names (past it refused next to the field), edits it and deletes it', async ({ page }) => {
  const { mediator, investor } = await freshLinkParties(page);
  const links = new MediatorPercentagesPage(page);
  await links.goto();
  await links.openAdd();
  await expect(links.form.getByText(`From ${min} to ${max}%.`)).toBeVisible();
  await links.fill({ mediator, investor, percentage: `${max}.01` });
  await links.save();
  await expect(links.form.getByText(`Must be between ${min} and ${max}.`)).toBeVisible();
  await links.fill({ percentage: String(max) });
  await links.save();
  await expect(links.form).toBeHidden();
  await links.filterByMediator(mediator);
  await expect(links.rows).toHaveCount(1);
  await expect(links.rows.first()).toContainText(investor);
  await expect(links.rows.first().getByTestId('link-row-percentage')).toHaveText(`${max}%`);
  // The filter lives in the URL: a reload keeps it, and the picker names the mediator again.
  await expect(page).toHaveURL(/mediatorId=/);
  await page.reload();
  await expect(links.rows).toHaveCount(1);
  await expect(page.getByTestId('filter-mediator')).toHaveValue(mediator);

  await links.edit(links.rows.first());
  await links.fill({ percentage: '12.5' });
  await links.save();
  await expect(links.rows.first().getByTestId('link-row-percentage')).toHaveText('12.5%');

  await links.edit(links.rows.first());
  await links.fill({ percentage: '20', status: 'Inactive' });
  await links.save();
  await expect(links.rows.first().getByTestId('link-row-percentage')).toHaveText('20%');
  await expect(links.rows.first().getByTestId('link-row-status')).toHaveText('Inactive');

  await links.delete(links.rows.first());
  await expect(links.rows).toHaveCount(0);
  await expect(page.getByText('No mediator percentage matches these filters.')).toBeVisible();
});

test('in Arabic, the page reads right to left, hints the bounds and refuses a rate past them in Arabic', async ({ page }) => {
  const { mediator, investor } = await freshLinkParties(page);
  const links = await openInArabic(page, new MediatorPercentagesPage(page));
  await expect(page.getByRole('heading', { name: 'نسب الوسطاء' })).toBeVisible();
  await links.openAdd();
  await expect(links.form.getByText(`من ${min} إلى ${max}٪.`)).toBeVisible();
  await links.fill({ mediator, investor, percentage: '101' });
  await links.save();
  await expect(links.form.getByText(`يجب أن تكون القيمة بين ${min} و${max}.`)).toBeVisible();
});
