import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from '../pages/a11y/audit';
import { AuditLogPage } from '../pages/audit-log-page';
import { freshIndividual as freshIndividualOf } from '../pages/api-people';
import { calendarLevel, openCalendar, pickDay } from '../pages/date-field';
import type { Language } from '../pages/language';
import { pickOption, SubscribersPage } from '../pages/people-pages';
import { DEMO_ADMIN, signInAs } from '../pages/session';

// Days and months as the app writes them (web/src/i18n/format.ts): Latin digits in every language.
const shownDay = (language: Language, isoDay: string) =>
  new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', numberingSystem: 'latn', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
const shownMonth = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', numberingSystem: 'latn' }).format(date);

async function showIn(page: Page, language: Language): Promise<SubscribersPage> {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.evaluate((code) => window.localStorage.setItem('wasit.language', code), language);
  const subscribers = new SubscribersPage(page);
  await subscribers.goto();
  return subscribers;
}

/** A person not yet subscribed, made through the API: the form under test is the subscriber's. */
async function freshIndividual(page: Page): Promise<string> {
  return (await freshIndividualRow(page)).name;
}

const freshIndividualRow = (page: Page) => freshIndividualOf(page, { label: 'Dates Test' });

/** What the server saved: the exact strings, read back through the API. */
async function saved(page: Page, name: string): Promise<{ subscriptionDate: string; subscriptionAmount: string }> {
  const answer = await page.request.get(`/api/subscribers?search=${encodeURIComponent(name)}`);
  expect(answer.status()).toBe(200);
  const [row] = (await answer.json()).items as { subscriptionDate: string; subscriptionAmount: string }[];
  return row!;
}

async function openForm(page: Page, subscribers: SubscribersPage, name: string, currency: string) {
  await page.getByTestId('subscriber-add').click();
  await pickOption(page, subscribers.form.getByTestId('subscriber-individual'), name);
  await subscribers.form.getByTestId('subscriber-currency').click();
  await page.getByRole('option', { name: currency, exact: true }).click();
}

test('in Arabic, a day is picked on an Arabic calendar and an amount typed with separators is saved exactly', async ({ page }) => {
  const subscribers = await showIn(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const name = await freshIndividual(page);
  await openForm(page, subscribers, name, 'USD');

  // The calendar opens on this month, named in Arabic; the day is picked through its year and month.
  const date = subscribers.form.getByTestId('subscriber-date');
  await date.click();
  await expect(calendarLevel(openCalendar(page))).toHaveText(shownMonth('ar', new Date()));
  // Its arrows are named in Arabic and its days by their full date, for screen readers.
  expect(await axeFindings(page, '[data-dates-dropdown]')).toEqual([]);
  await expect(openCalendar(page).getByRole('button', { name: 'الشهر السابق' })).toBeVisible();
  const today = new Date();
  const firstOfMonth = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
  await pickDay(page, date, firstOfMonth);
  await expect(date).toHaveValue(shownDay('ar', firstOfMonth));

  const amount = subscribers.form.getByTestId('subscriber-amount');
  await amount.pressSequentially('1,234,567.50');
  await expect(amount).toHaveValue('1,234,567.50');
  await subscribers.form.getByTestId('subscriber-save').click();
  await subscribers.form.waitFor({ state: 'detached' });

  expect(await saved(page, name)).toMatchObject({ subscriptionDate: firstOfMonth, subscriptionAmount: '1234567.50' });
  await subscribers.search(name);
  await expect(subscribers.row(name)).toContainText(shownDay('ar', firstOfMonth));
  await expect(subscribers.row(name).getByTestId('subscriber-balance')).toContainText('1,234,567.50');
});

test('in French, a day typed as it is shown and an amount with a decimal comma are saved exactly', async ({ page }) => {
  const subscribers = await showIn(page, 'fr');
  const name = await freshIndividual(page);
  await openForm(page, subscribers, name, 'EUR');

  const date = subscribers.form.getByTestId('subscriber-date');
  await date.fill(shownDay('fr', '2025-03-05'));
  const amount = subscribers.form.getByTestId('subscriber-amount');
  await amount.pressSequentially('1234567,5');
  // The thousands are grouped as French writes them, and the field leaves the date as typed.
  await expect(amount).toHaveValue('1\u202f234\u202f567,5');
  await expect(date).toHaveValue('5 mars 2025');
  await subscribers.form.getByTestId('subscriber-save').click();
  await subscribers.form.waitFor({ state: 'detached' });

  expect(await saved(page, name)).toMatchObject({ subscriptionDate: '2025-03-05', subscriptionAmount: '1234567.50' });
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test('in Arabic, a list filtered by period: its days are picked on Arabic calendars and the list follows them', async ({ page }) => {
  await showIn(page, 'ar');
  // Written now, so today's row of the audit log; the server reads the filter's days in UTC.
  const { id } = await freshIndividualRow(page);
  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  const audit = new AuditLogPage(page);
  await audit.goto();
  await expect(audit.rowFor(id)).toBeVisible();

  await audit.to.click();
  await expect(calendarLevel(openCalendar(page))).toHaveText(shownMonth('ar', today));
  expect(await axeFindings(page, '[data-dates-dropdown]')).toEqual([]);
  await pickDay(page, audit.to, isoDay(yesterday));
  await expect(audit.to).toHaveValue(shownDay('ar', isoDay(yesterday)));
  await expect(page).toHaveURL(new RegExp(`[?&]to=${isoDay(yesterday)}`));
  await expect(audit.rowFor(id)).toHaveCount(0);

  // The end is emptied with its cross, named in Arabic, and the period starts today.
  await audit.to.locator('xpath=..').getByRole('button', { name: 'مسح التاريخ' }).click();
  await expect(page).not.toHaveURL(/[?&]to=/);
  await pickDay(page, audit.from, isoDay(today));
  await expect(audit.from).toHaveValue(shownDay('ar', isoDay(today)));
  await expect(page).toHaveURL(new RegExp(`[?&]from=${isoDay(today)}`));
  await expect(audit.rowFor(id)).toBeVisible();
});
