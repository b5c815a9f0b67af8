import { expect, test } from '@playwright/test';
import { IndividualsPage, SubscribersPage } from '../pages/people-pages';
import { DEMO_ADMIN, signInByApi } from '../pages/session';
import { openInArabic } from '../pages/language';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

const uniquePerson = () => {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Zara Mbaïlao ${tag}`,
    phone: `+235 6${tag.slice(-7)}`,
    email: `zara.${tag}@people.example`,
    nni: `TD-${tag}`,
    nationality: 'Chad',
    address: `Rue ${tag.slice(-4)}, Quartier Moursal, Ndjamena`,
  };
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
  // The postal address the form took is the one the individual's form shows again (docs/letterhead.md §4).
  await individuals.row(person.email).getByTestId('individual-edit').click();
  await expect(individuals.form.getByTestId('individual-address')).toHaveValue(person.address);
  await page.keyboard.press('Escape');
  await individuals.form.waitFor({ state: 'detached' });

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
  const individuals = await openInArabic(page, new IndividualsPage(page));
  await expect(page.getByTestId('individual-add')).toHaveText('إضافة شخص');
  await expect(individuals.rows.first()).toBeVisible();
  const subscribers = new SubscribersPage(page);
  await subscribers.goto();
  await expect(page.getByRole('heading', { name: 'المشتركون' })).toBeVisible();
  await expect(subscribers.rows.first().getByTestId('subscriber-balance')).toContainText('FCFA');
});

test('subscribers sorted from a header keep their order in the URL across a reload', async ({ page }) => {
  const subscribers = new SubscribersPage(page);
  await subscribers.goto();
  const firstByName = await subscribers.rows.first().getAttribute('data-name');
  const byName = page.getByRole('columnheader', { name: 'Subscriber Sorted ascending' });
  await expect(byName).toHaveAttribute('aria-sort', 'ascending');
  await byName.click();
  await expect(page).toHaveURL(/sort=name-desc/);
  await expect(page.getByRole('columnheader', { name: 'Subscriber Sorted descending' })).toHaveAttribute('aria-sort', 'descending');
  await expect(subscribers.rows.first()).not.toHaveAttribute('data-name', firstByName!);
  const firstDescending = await subscribers.rows.first().getAttribute('data-name');
  await page.reload();
  await expect(subscribers.rows.first()).toHaveAttribute('data-name', firstDescending!);
  await page.goBack();
  await expect(subscribers.rows.first()).toHaveAttribute('data-name', firstByName!);
});

test('at 390 px in Arabic, subscribers are cards whose actions stay inside the screen, and their profits open as cards', async ({ page }) => {
  const PHONE = { width: 390, height: 844 };
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.localStorage.setItem('wasit.language', 'ar'));
  // A demo subscriber with profit rows, searched for so that its card comes first.
  const listed = (await (await page.request.get('/api/subscribers?limit=100')).json()) as { items: Array<{ id: string; name: string }> };
  let earner: string | null = null;
  for (const subscriber of listed.items) {
    if (((await (await page.request.get(`/api/subscribers/${subscriber.id}/profits?limit=10`)).json()) as { items: unknown[] }).items.length > 0) {
      earner = subscriber.name;
      break;
    }
  }
  expect(earner, 'a demo subscriber has profit rows').not.toBeNull();
  const subscribers = new SubscribersPage(page);
  await subscribers.goto();
  await expect(page.getByTestId('subscribers-table')).toHaveAttribute('data-layout', 'cards');
  await subscribers.search(earner!);
  const card = subscribers.row(earner!).first();
  for (const action of ['subscriber-edit', 'subscriber-report', 'subscriber-profits-open', 'subscriber-toggle']) {
    const box = await card.getByTestId(action).boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= PHONE.width, action).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await card.getByTestId('subscriber-profits-open').click();
  const profits = page.getByRole('dialog').getByTestId('subscriber-profits');
  await expect(profits).toHaveAttribute('data-layout', 'cards');
  await expect(profits.getByTestId('subscriber-profit-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
