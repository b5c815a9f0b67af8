import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeFindings, contrastFindings, settle } from '../pages/a11y/audit';
import { freshIndividual } from '../pages/api-people';
import { openInArabic } from '../pages/language';
import { IndividualsPage } from '../pages/people-pages';
import { downloadSelectionCsv } from '../pages/selection-export';
import { DEMO_ADMIN, signInByApi } from '../pages/session';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

// docs/operations.md §12: the individuals' bulk bar exports the rows picked one by one.
test('exports the two individuals picked one by one: the CSV holds exactly those two rows', async ({ page }) => {
  await page.goto('/app/dashboard');
  const label = `Export Pick ${randomUUID().slice(0, 6)}`;
  const people = [];
  for (let index = 0; index < 3; index += 1) people.push(await freshIndividual(page, { label }));
  const [first, , third] = people;
  const individuals = new IndividualsPage(page);
  await individuals.goto();
  await individuals.search(label);
  await expect(individuals.rows).toHaveCount(3);
  const row = (email: string) => page.locator(`[data-testid="individual-row"][data-email="${email}"]`);
  for (const person of [first!, third!]) await row(person.body.email).getByTestId('select-row').check();
  const bar = page.getByTestId('individuals-bulk');
  await expect(bar.getByTestId('bulk-count')).toHaveText('Selected: 2');
  await bar.getByTestId('bulk-export').click();
  await settle(page);
  expect([...(await axeFindings(page, '[data-testid="individuals-bulk"]')), ...(await contrastFindings(page, '[data-testid="individuals-bulk"]'))]).toEqual([]);
  const { name, lines } = await downloadSelectionCsv(page);
  expect(name).toMatch(/^individuals-.*\.csv$/);
  // The header, then the two picked rows in the list's order (by name, as the screen shows them); the second is not in the file.
  expect(lines).toHaveLength(3);
  const header = lines[0]!.split(',');
  const emails = lines.slice(1).map((line) => line.split(',')[header.indexOf('Email')]);
  const picked = [first!.body.email, third!.body.email];
  const shown = await individuals.rows.evaluateAll((rows) => rows.map((element) => element.getAttribute('data-email')));
  expect(emails).toEqual(shown.filter((email) => email !== null && picked.includes(email)));
  expect(emails).toHaveLength(2);
});

test('in Arabic at 390 px, the page and the bulk bar offer the export from the keyboard, in Arabic, without sideways scrolling', async ({ page }) => {
  await page.goto('/app/dashboard');
  const label = `Export Phone ${randomUUID().slice(0, 6)}`;
  const person = await freshIndividual(page, { label });
  await page.setViewportSize({ width: 390, height: 844 });
  const individuals = await openInArabic(page, new IndividualsPage(page));
  await individuals.search(label);
  await expect(individuals.rows).toHaveCount(1);
  // The view's export: the list's search, the visible columns and the language.
  await page.getByTestId('export-individuals').focus();
  await page.keyboard.press('Enter');
  const viewCsv = new URL((await page.getByTestId('export-individuals-csv').getAttribute('href'))!, page.url());
  expect([viewCsv.pathname, viewCsv.searchParams.get('search'), viewCsv.searchParams.get('lang')]).toEqual(['/api/individuals/export.csv', label, 'ar']);
  await page.keyboard.press('Escape');
  await individuals.rows.first().getByTestId('select-row').check();
  const bar = page.getByTestId('individuals-bulk');
  await bar.getByTestId('bulk-export').focus();
  await page.keyboard.press('Enter');
  const pickedCsv = new URL((await page.getByTestId('bulk-export-csv').getAttribute('href'))!, page.url());
  expect([pickedCsv.searchParams.get('ids'), pickedCsv.searchParams.get('search')]).toEqual([person.id, null]);
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeFindings(page, '[data-testid="individuals-bulk"]')).toEqual([]);
});
