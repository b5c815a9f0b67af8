import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell';
import type { Language } from '../pages/language';
import { RouteErrorPanel } from '../pages/route-error-panel';
import { DEMO_ADMIN, signInAs } from '../pages/session';

const REPORTS_HEADING = { en: 'Financial reports', ar: 'التقارير المالية' } as const;
// Vite names a lazy screen's file after its module: /assets/ReportsPage-<hash>.js.
const REPORTS_CHUNK = /\/assets\/ReportsPage-[^/]+\.js$/;

/** Signed in as the administrator, in `language`, on the dashboard with every request settled. */
async function openDashboard(page: Page, language: 'en' | 'ar'): Promise<void> {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.evaluate((code) => window.localStorage.setItem('wasit.language', code), language);
  await page.goto('/app/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await page.waitForLoadState('networkidle');
}

/** Counts the tab's document loads, which tells a reload from a client-side navigation. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`a screen opened offline says so, and Retry opens it once back online (${language})`, async ({ page, context }) => {
    await openDashboard(page, language);
    const shell = new AppShell(page);
    const failure = new RouteErrorPanel(page, language);

    await context.setOffline(true);
    await shell.menuEntry('reports').click();

    await expect(failure.heading('pageTitle')).toBeVisible();
    await expect(failure.alert).toContainText(failure.words.offline);
    await expect(failure.retry).toBeVisible();
    await expect(failure.developerScreen()).toHaveCount(0);
    // The shell stays around the message: the menu and the offline badge are still there.
    await expect(shell.menuEntry('dashboard')).toBeVisible();
    await expect(page.getByTestId('connectivity-badge')).toBeVisible();

    await context.setOffline(false);
    await failure.retry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: REPORTS_HEADING[language] })).toBeVisible();
    await expect(failure.alert).toHaveCount(0);
  });
}

test('a screen whose file a new deployment replaced reloads the tab once and opens', async ({ page }) => {
  await openDashboard(page, 'en');
  const documentLoads = countDocumentLoads(page);
  let chunkRequests = 0;
  // The first request answers as a server that no longer has the old file; the reload fetches it again.
  await page.route(REPORTS_CHUNK, async (route) => {
    chunkRequests += 1;
    if (chunkRequests === 1) await route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"NOT_FOUND"}' });
    else await route.continue();
  });

  await new AppShell(page).menuEntry('reports').click();

  await expect(page.getByRole('heading', { name: REPORTS_HEADING.en })).toBeVisible();
  expect(documentLoads()).toBe(1);
  expect(chunkRequests).toBe(2);
});

test('a screen file that stays missing reloads once, then shows the message instead of looping', async ({ page }) => {
  await openDashboard(page, 'en');
  const documentLoads = countDocumentLoads(page);
  await page.route(REPORTS_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"NOT_FOUND"}' }));
  const failure = new RouteErrorPanel(page, 'en');

  await new AppShell(page).menuEntry('reports').click();

  await expect(failure.heading('pageTitle')).toBeVisible();
  await expect(failure.alert).toContainText(failure.words.pageText);
  await expect(failure.retry).toBeVisible();
  // The message stays: no second reload follows (the health check that precedes a reload has long answered).
  await page.waitForLoadState('networkidle');
  await expect(failure.heading('pageTitle')).toBeVisible();
  expect(documentLoads()).toBe(1);
});

test('an unexpected error while drawing a screen shows the boundary, not the developer screen', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // An answer the screen does not expect (as from a server of another version) breaks its rendering.
  await page.route('**/api/dashboard', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
  await page.goto('/app/dashboard');
  const failure = new RouteErrorPanel(page, 'en');

  await expect(failure.heading('unexpectedTitle')).toBeVisible();
  await expect(failure.alert).toContainText(failure.words.unexpectedText);
  await expect(failure.developerScreen()).toHaveCount(0);
  await expect(new AppShell(page).menuEntry('dashboard')).toBeVisible();

  // Retry starts the screen afresh, its data included: the figures the server now sends show.
  await page.unroute('**/api/dashboard');
  await failure.retry.click();
  await expect(failure.alert).toHaveCount(0);
  await expect(page.getByTestId('latest-operations')).toBeVisible();
});

test('a shell whose file cannot be loaded shows the message on the whole page, and Retry brings the shell', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // A new tab of the same session, which has not loaded the shell's code yet.
  const tab = await page.context().newPage();
  const documentLoads = countDocumentLoads(tab);
  const shellChunk = /\/assets\/AppLayout-[^/]+\.js$/;
  await tab.route(shellChunk, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"NOT_FOUND"}' }));
  await tab.goto('/app/dashboard');
  const failure = new RouteErrorPanel(tab, 'en');

  // The first document load plus the one reload a missing file earns; the message shows only after it.
  await expect.poll(documentLoads, { message: 'the tab reloads once' }).toBe(2);
  await expect(failure.heading('pageTitle')).toBeVisible();
  await expect(failure.developerScreen()).toHaveCount(0);
  await expect(new AppShell(tab).menuEntry('dashboard')).toHaveCount(0);
  expect(documentLoads()).toBe(2);

  // The browser remembers the 404 for that address, so Retry must ask for the file anew, without a reload.
  await tab.unroute(shellChunk);
  await failure.retry.click();
  await expect(new AppShell(tab).menuEntry('dashboard')).toBeVisible();
  await expect(tab.getByTestId('latest-operations')).toBeVisible();
  expect(documentLoads()).toBe(2);
});
