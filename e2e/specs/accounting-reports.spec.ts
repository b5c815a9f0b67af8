import { expect, test, type Page } from '@playwright/test';
import { axeFindings, settle } from '../pages/a11y/audit';
import { DEMO_ADMIN, signInByApi } from '../pages/session';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

/** A report's group of one currency: the demo posts its books in francs CFA among others. */
const group = (page: Page, report: string, currency = 'XAF') => page.locator(`[data-testid="${report}-currency-group"][data-currency="${currency}"]`);

test("the trial balance's totals are equal, and a balance opens its account's general ledger with a running balance", async ({ page }) => {
  await page.goto('/app/accounting?tab=trial-balance');
  // The currency chosen is kept in the address, so a reload or a shared link shows the same report.
  await page.getByTestId('trial-balance-currency').click();
  await page.getByRole('option', { name: 'XAF', exact: true }).click();
  await expect(page).toHaveURL(/[?&]currency=XAF/);
  await page.reload();
  await expect(page.getByTestId('trial-balance-currency-group')).toHaveCount(1);

  const xaf = group(page, 'trial-balance');
  const debit = xaf.getByTestId('trial-balance-total-debit');
  const credit = xaf.getByTestId('trial-balance-total-credit');
  await expect(debit).toContainText(/FCFA\s[1-9][\d,]*/);
  expect(await debit.textContent()).toBe(await credit.textContent());

  // The files take the same filters, in the reader's language; the CSV's total row holds the screen's totals.
  for (const format of ['csv', 'xlsx', 'pdf']) {
    const href = await page.getByTestId(`trial-balance-export-${format}`).getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/accounting/trial-balance/export\\?.*currency=XAF.*format=${format}`));
    expect(href).toContain('lang=en');
  }
  const csv = await page.request.get((await page.getByTestId('trial-balance-export-csv').getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  const total = (await csv.text()).split('\r\n').find((line) => line.startsWith('XAF,,Total,'))!;
  const [, , , totalDebit] = total.split(',');
  expect((await debit.textContent())?.replace(/\D/g, '')).toBe(totalDebit);

  // The cash's debit balance opens the cash's ledger as of the same day.
  const cash = xaf.locator('[data-testid="trial-balance-row"][data-code="1000"]').getByTestId('report-figure');
  const figure = (await cash.textContent()) ?? '';
  await cash.click();
  await expect(page).toHaveURL(/[?&]tab=general-ledger/);
  await expect(page).toHaveURL(/[?&]account=1000/);
  await expect(page).toHaveURL(/[?&]currency=XAF/);
  await expect(page.getByTestId('general-ledger-title')).toContainText('1000');
  await expect(page.getByTestId('general-ledger-closing')).toContainText(figure);
  await expect(page.getByTestId('general-ledger-export-pdf')).toHaveAttribute('href', /account=1000.*currency=XAF.*format=pdf/);

  // Before the first line nothing was held: the first line's balance is its own debit, and each line has its balance.
  const first = page.getByTestId('general-ledger-line').first();
  await expect(page.getByTestId('general-ledger-opening')).toContainText('FCFA 0');
  const cells = first.locator('td');
  const firstDebit = ((await cells.nth(5).textContent()) ?? '').trim();
  expect(firstDebit).toMatch(/FCFA\s[1-9]/);
  await expect(cells.nth(7)).toContainText(firstDebit);
  await expect(page.getByTestId('general-ledger-line').nth(1).locator('td').nth(7)).toContainText(/FCFA\s[1-9]/);
});

test("the balance sheet shows the investors' capital and the income statement the fee revenue", async ({ page }) => {
  await page.goto('/app/accounting?tab=balance-sheet&currency=XAF');
  const capital = group(page, 'balance-sheet').locator('[data-testid="balance-sheet-row"][data-code="3100"]');
  await expect(capital).toContainText("Investors' capital");
  await expect(capital.getByTestId('report-figure')).toContainText(/FCFA\s[1-9]/);

  // The year's statement, chosen with its control, is kept in the address.
  await page.getByTestId('tab-income-statement').click();
  await page.getByText('Year', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]period=\d{4}(&|$)/);
  const fees = group(page, 'income-statement').locator('[data-testid="income-statement-row"][data-code="4100"]');
  await expect(fees).toContainText('Service fee revenue');
  await expect(fees.getByTestId('report-figure').first()).toContainText(/FCFA\s[1-9]/);

  // A fee figure opens the fee revenue's ledger over the same period. The month's figures stay on
  // screen while the year's load, each opening the month's ledger: the year's is awaited first.
  const feeFigure = fees.getByTestId('report-figure').first();
  await expect(feeFigure).toHaveAttribute('href', /[?&]from=\d{4}-01-01/);
  await feeFigure.click();
  await expect(page).toHaveURL(/[?&]account=4100/);
  await expect(page).toHaveURL(/[?&]from=\d{4}-01-01/);
  await expect(page.getByTestId('general-ledger-line').first()).toBeVisible();
});

test('in Arabic at 390 px the reports read right to left without sideways scrolling, pass axe and open a ledger from the keyboard', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.localStorage.setItem('wasit.language', 'ar'));
  for (const tab of ['trial-balance', 'balance-sheet', 'income-statement', 'general-ledger&account=1000&currency=XAF']) {
    await page.goto(`/app/accounting?tab=${tab}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId(tab.split('&')[0] ?? tab)).toBeVisible();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeFindings(page)).toEqual([]);
  }

  await page.goto('/app/accounting?tab=trial-balance&currency=XAF');
  const cash = group(page, 'trial-balance').locator('[data-testid="trial-balance-row"][data-code="1000"]').getByTestId('report-figure');
  await cash.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]account=1000/);
  await expect(page.getByTestId('general-ledger-line').first()).toBeVisible();
});
