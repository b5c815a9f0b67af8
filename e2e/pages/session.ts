import { expect, test, type Browser, type Page } from '@playwright/test';
import { LoginPage, ownAddress } from './login-page';

export const DEMO_ADMIN = { email: 'admin@wasit.example', password: 'wasit-demo-2026' } as const;

/** The demo's manager holds approve-distributions: the second pair of eyes of docs/distribution.md §14. */
export const DEMO_MANAGER = { email: 'manager@wasit.example', password: DEMO_ADMIN.password } as const;

/** The demo's member: an investor with profits, capital movements and operations of their own. */
export const DEMO_MEMBER = { email: 'member@wasit.example', password: DEMO_ADMIN.password } as const;

/** Signs in through the form, as a person would, and waits for the landing page of the app. */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await page.waitForURL(/\/app\/(dashboard|profile)$/);
}

/**
 * Signs in through the API, for a spec about something else than signing in (the form has specs of
 * its own: landing, two-factor, sign-up approval, self-service): the session cookie lands in the
 * page's context as the form's would, from an address of its own, which the page keeps. The page is
 * left on a document of the app's origin that draws nothing (the health answer), where the spec's
 * own calls work (local storage, the API with the page's origin) and its first visit is the screen
 * it is about: the sign-in page and the dashboard are not loaded for nothing (about a second a test).
 */
export async function signInByApi(page: Page, user: { email: string; password: string }): Promise<void> {
  const address = ownAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  const signedIn = await page.request.post('/api/auth/sign-in', {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin, 'x-forwarded-for': address },
    data: { email: user.email, password: user.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await page.goto('/api/health');
}

/**
 * A member's browser and an approver's side by side, each a context of its own (no cookie shared),
 * neither signed in yet: each test signs in when its story needs it. Both are closed afterwards.
 */
export async function withMemberAndApprover(browser: Browser, story: (pages: { memberPage: Page; adminPage: Page }) => Promise<void>): Promise<void> {
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    await story({ memberPage: await memberContext.newPage(), adminPage: await adminContext.newPage() });
  } finally {
    await memberContext.close();
    await adminContext.close();
  }
}

/** A unique address per run, so specs never collide with earlier runs' data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@wasit.example`;
}

/** Signs out and in as another user (the sign-in form read in English), then shows the app in `language`. */
export async function switchUser(page: Page, user: { email: string; password: string }, language: 'en' | 'ar'): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.removeItem('wasit.language'));
  await signInAs(page, user.email, user.password);
  await page.evaluate((code) => window.localStorage.setItem('wasit.language', code), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/**
 * Signs in as the demo administrator through the API, without the form: the clean-up after a spec,
 * which must work whoever the spec left signed in and whatever screen it left open.
 */
export async function signInAsAdminByApi(page: Page): Promise<void> {
  await page.context().clearCookies();
  await signInByApi(page, DEMO_ADMIN);
}
