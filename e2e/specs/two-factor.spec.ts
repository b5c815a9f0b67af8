import { expect, test } from '@playwright/test';
import { totpCode } from '../../server/test/totp';
import { axeFindings } from '../pages/a11y/audit';
import type { Language } from '../pages/language';
import { LoginPage } from '../pages/login-page';
import {
  approvedUser,
  enrolledAdmin,
  freshCode,
  setTwoFactorRequired,
  TwoFactorEnrolment,
  TwoFactorSignIn,
  type EnrolledAdmin,
} from '../pages/two-factor-pages';

const ON: Record<'en' | 'ar', string> = { en: 'On', ar: 'مفعّل' };
const OFF: Record<'en' | 'ar', string> = { en: 'Off', ar: 'غير مفعّل' };

// Each test signs in several times (scrypt) and creates its own user: slower than a screen test.
test.describe.configure({ timeout: 180_000 });

/** The administrator who turns the setting on in the forced-enrolment test (enrolled, so never locked out). */
let settingAdmin: EnrolledAdmin | null = null;

// The forced-enrolment test turns the company setting on: whatever happens, the other specs find it off again.
test.afterAll(async ({ playwright, baseURL }) => {
  if (!baseURL || !settingAdmin) return;
  const api = await playwright.request.newContext({ baseURL });
  await setTwoFactorRequired(api, baseURL, settingAdmin, false);
  await api.dispose();
});

const inLanguage = (baseURL: string, language: Language) => ({
  storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'wasit.language', value: language }] }] },
});

for (const language of ['en', 'ar'] as const) {
  test(`${language}: enrol in the second factor from the profile, sign out, sign in with a code`, async ({ browser, playwright, baseURL }) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const api = await playwright.request.newContext({ baseURL });
    const user = await approvedUser(api, baseURL);
    await api.dispose();
    const context = await browser.newContext(inLanguage(baseURL, language));
    const page = await context.newPage();
    const login = new LoginPage(page);

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await page.locator('input[type="email"]').fill(user.email);
    await page.locator('input[type="password"]').fill(user.password);
    await page.locator('input[type="password"]').press('Enter');
    await page.waitForURL(/\/app\/profile$/);

    const enrolment = new TwoFactorEnrolment(page);
    await enrolment.gotoProfileTab();
    await expect(enrolment.status).toHaveText(OFF[language]);
    await enrolment.setUp.click();
    const key = await enrolment.showKey(user.password);
    expect(key).toMatch(/^[A-Z2-7]{32,}$/);
    await expect(enrolment.qr).toBeVisible();
    await expect(enrolment.backupCodes).toHaveCount(10);
    expect(await axeFindings(page)).toEqual([]);
    await enrolment.confirmWith(key);
    await expect(enrolment.status).toHaveText(ON[language]);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await page.waitForURL('**/login');

    await page.locator('input[type="email"]').fill(user.email);
    await page.locator('input[type="password"]').fill(user.password);
    await page.locator('input[type="password"]').press('Enter');
    const code = new TwoFactorSignIn(page);
    await code.code.waitFor();
    expect(await axeFindings(page)).toEqual([]);
    // A wrong code is refused on the spot, in the page's language.
    const right = totpCode(key);
    await code.enter(String((Number(right) + 500_000) % 1_000_000).padStart(6, '0'));
    await expect(page.getByText(language === 'en' ? 'This code is not right.' : 'هذا الرمز غير صحيح.', { exact: false })).toBeVisible();
    // The confirmation took a code: a code of a step not yet taken.
    await code.enter(await freshCode(key));
    await page.waitForURL(/\/app\/profile$/);
    expect(login.page.url()).toMatch(/\/app\/profile$/);
    await context.close();
  });
}

test('a privileged user must enrol first while the company requires it; the administrator can reset it', async ({ browser, playwright, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const api = await playwright.request.newContext({ baseURL });
  const manager = await approvedUser(api, baseURL, ['profile', 'profit-distribution']);
  const admin = await enrolledAdmin(api, baseURL);
  settingAdmin = admin;
  await setTwoFactorRequired(api, baseURL, admin, true);
  // The demo administrator, without a second factor, is now asked to enrol before anything else.
  const demo = await playwright.request.newContext({ baseURL });
  expect(
    await (await demo.post('/api/auth/sign-in', { headers: { origin: baseURL }, data: { email: 'admin@wasit.example', password: 'wasit-demo-2026' } })).json(),
  ).toMatchObject({ mustEnrolTwoFactor: true });
  await demo.dispose();
  const context = await browser.newContext(inLanguage(baseURL, 'en'));
  try {
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(manager.email, manager.password);
    await page.waitForURL('**/enrol-two-factor');
    await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    // The app itself is closed until then.
    await page.goto('/app/profit-distribution');
    await page.waitForURL('**/enrol-two-factor');
    const enrolment = new TwoFactorEnrolment(page);
    const key = await enrolment.showKey(manager.password);
    await enrolment.confirmWith(key);
    await page.waitForURL(/\/app\/(dashboard|profile)$/);
    await page.goto('/app/profit-distribution');
    await expect(page).toHaveURL(/\/app\/profit-distribution$/);

    // The administrator resets it (audited on the server): the password alone asks to enrol again.
    const reset = await api.post(`/api/users/${manager.id}/two-factor/reset`, { headers: { origin: baseURL } });
    expect(reset.status()).toBe(200);
    await page.goto('/app/dashboard');
    await page.waitForURL('**/enrol-two-factor');
  } finally {
    await setTwoFactorRequired(api, baseURL, admin, false);
    await api.dispose();
    await context.close();
  }
});
