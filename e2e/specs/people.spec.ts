import { expect, test } from '@playwright/test';
import { IndividualsPage, SubscribersPage } from '../pages/people-pages';
import { DEMO_ADMIN, signInAs } from '../pages/session';

test.beforeEach(async ({ page }) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
});

const uniquePerson = () => {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { name: `Zara Mbaïlao ${tag}`, phone: `+235 6${tag.slice(-7)}`, email: `zara.${tag}@people.example`, nni: `TD-${tag}`, nationality: 'Chad' };
};

test('adds an individual from ?new=1, refuses a taken e-mail next to the field, then subscribes them and opens the report', async ({ page }) => {
  const individuals = new IndividualsPage(page);
  await individuals.goto('?new=1');
  const person = uniquePerson();
  // Checked in the browser with the server's own schema: a bad phone is named next to it, and it takes the focus.
  await individuals.fill({ ...person, phone: 'call me' });
  await individuals.save();
  await expect(individuals.form.getByText('Please enter a valid phone number.')).toBeVisible();
  await expect(individuals.form.getByTestId('individual-phone')).toBeFocused();
  await individuals.fill(person);
  await individuals.save();
  await individuals.form.waitFor({ state: 'detached' });
  await individuals.search(person.name);
  await expect(individuals.row(person.email).getByTestId('individual-status')).toHaveText('Active');

  await page.getByTestId('individual-add').click();
  await individuals.fill({ ...uniquePerson(), email: person.email });
  await individuals.save();
  await expect(individuals.form).toContainText('An individual with this email already exists.');
  // The server's refusal lands on its field, which takes the focus.
  await expect(individuals.form.getByTestId('individual-email')).toBeFocused();
  await page.keyboard.press('Escape');

  const subscribers = new SubscribersPage(page);
  await subscribers.goto();
  await subscribers.add({ individual: person.name, date: '2025-02-01', amount: '500000' });
  await subscribers.search(person.name);
  const row = subscribers.row(person.name);
  await expect(row.getByTestId('subscriber-balance')).toContainText('500,000');
  await row.getByTestId('subscriber-report').click();
  const href = await page.getByTestId('report-open').getAttribute('href');
  expect(href).toContain('report.pdf?from=2025-02-01');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('in Arabic, individuals and subscribers read right to left with the demo data', async ({ page }) => {
  await page.evaluate(() => window.localStorage.setItem('wasit.language', 'ar'));
  const individuals = new IndividualsPage(page);
  await individuals.goto();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('individual-add')).toHaveText('إضافة شخص');
  await expect(individuals.rows.first()).toBeVisible();
  const subscribers = new SubscribersPage(page);
  await subscribers.goto();
  await expect(page.getByRole('heading', { name: 'المشتركون' })).toBeVisible();
  await expect(subscribers.rows.first().getByTestId('subscriber-balance')).toContainText('FCFA');
});
