import { expect, test, type Page } from '@playwright/test';
import { auditBothThemes } from '../pages/a11y/both-themes';
import { AccountingSettingsPage } from '../pages/accounting-settings-page';
import type { Language } from '../pages/language';
import { DEMO_ADMIN, signInAs } from '../pages/session';

const originOf = (page: Page) => new URL(page.url()).origin;

/** A code of its own per run, so the spec can run again on the same demo. */
const freshCode = () => `9${String(Date.now()).slice(-7)}`;

test('adds an account, points a posting rule at it, cannot deactivate it while the rule names it, then renames and deactivates it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const screen = new AccountingSettingsPage(page);
  await screen.goto();
  const code = freshCode();

  await page.getByTestId('account-add').click();
  await screen.form.getByTestId('account-code').fill('12a');
  await screen.form.getByTestId('account-save').click();
  // The schema the server checks refuses the form before it is sent.
  await expect(screen.form.getByText('This value is not allowed.')).toBeVisible();
  await expect(screen.form.getByText('This field is required.').first()).toBeVisible();
  await screen.form.getByTestId('account-code').fill(code);
  await screen.fillNames({ en: 'Bank fees', fr: 'Frais bancaires', ar: 'رسوم بنكية' });
  await screen.save();
  await expect(screen.account(code).getByTestId('account-row-name')).toHaveText('Bank fees');

  await screen.pointRule('capital-credit-profit', 'expense', code);
  await expect(page.getByText(`Capital credit, profit — Expense now posts to ${code}.`)).toBeVisible();
  await expect(screen.rule('capital-credit-profit', 'expense').getByTestId('posting-rule-account')).toHaveValue(new RegExp(`^${code} `));
  // A leg naming a subscriber offers only the accounts carrying subscribers: never this one.
  await screen.rule('capital-credit', 'capital').getByTestId('posting-rule-account').click();
  await expect(page.getByRole('option', { name: new RegExp(`^${code} `) })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // While the rule names it, the form keeps it active and the server refuses, naming the rule.
  await screen.account(code).getByTestId('account-edit').click();
  await expect(screen.form.getByTestId('account-active')).toBeDisabled();
  await screen.form.getByRole('button', { name: 'Cancel' }).click();
  const body = { code, nameEn: 'Bank fees', nameFr: 'Frais bancaires', nameAr: 'رسوم بنكية', type: 'expense', partyKind: null, active: false };
  const refused = await page.request.put(`/api/accounting/accounts/${code}`, { headers: { origin: originOf(page) }, data: body });
  expect([refused.status(), (await refused.json()).params]).toEqual([409, { account: code, event: 'capital-credit-profit', leg: 'expense' }]);

  await screen.pointRule('capital-credit-profit', 'expense', '5150');
  await expect(screen.rule('capital-credit-profit', 'expense').getByTestId('posting-rule-account')).toHaveValue(/^5150 /);
  await screen.account(code).getByTestId('account-edit').click();
  await screen.form.getByTestId('account-name-en').fill('Bank charges');
  // No rule names it now: the form, reading the chart as it is, lets it go inactive.
  await expect(screen.form.getByTestId('account-active')).toBeEnabled();
  await screen.form.getByTestId('account-active').click({ force: true });
  await screen.save();
  await expect(screen.account(code).getByTestId('account-row-name')).toHaveText('Bank charges');
  await expect(screen.account(code).getByTestId('account-row-status')).toHaveText('Inactive');
  // An inactive account is offered to no rule; the server says so in words of the books, not of sign-in.
  const inactive = await page.request.put('/api/accounting/posting-rules', {
    headers: { origin: originOf(page) },
    data: { event: 'capital-credit-profit', leg: 'expense', accountCode: code },
  });
  expect([inactive.status(), (await inactive.json()).code]).toEqual([403, 'ACCOUNT_INACTIVE']);

  const removed = await page.request.delete(`/api/accounting/accounts/${code}`, { headers: { origin: originOf(page) } });
  expect(removed.status()).toBe(200);
});

for (const language of ['en', 'fr', 'ar'] as Language[]) {
  test(`${language} light and dark at 390 px: the screen and its form meet WCAG 2.1 AA`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.evaluate((chosen) => {
      window.localStorage.setItem('wasit.language', chosen);
      window.localStorage.setItem('wasit.color-scheme', 'light');
    }, language);
    const screen = new AccountingSettingsPage(page);
    await screen.goto();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Each audit sees the screen in light and in dark (both-themes.ts).
    const findings = await auditBothThemes(page);
    // Nothing wider than the phone: the tables became cards.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // From the keyboard, as the accessibility run opens overlays, so the dialog shows its focus rings.
    await page.getByTestId('account-add').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('account-form').waitFor();
    findings.push(...(await auditBothThemes(page, '[role="dialog"]')));
    expect(findings.map((finding) => `${finding.theme} ${finding.rule} ${finding.target} ${finding.detail}`)).toEqual([]);
  });
}
