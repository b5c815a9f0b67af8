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

const GONE = { status: 404, contentType: 'application/json', body: '{"code":"NOT_FOUND"}' } as const;

/**
 * The server of a deployment that no longer has the file `chunk` names (at any query: a retry's
 * `?retry=N` too). Returns the file's path, once the tab has asked for it.
 */
async function removeFile(page: Page, chunk: RegExp): Promise<() => string | null> {
  let removed: string | null = null;
  await page.route(
    (url) => chunk.test(url.pathname),
    (route) => {
      removed = new URL(route.request().url()).pathname;
      return route.fulfill(GONE);
    },
  );
  return () => removed;
}

/**
 * A new deployment: its files are the old ones, except that the removed file is now under another
 * name (as Vite's content hashes rename a changed file), which every script of the new version
 * names instead. Only a tab that loads the new page reaches it; the old name stays gone.
 */
async function deployNewVersion(page: Page, removedPath: string): Promise<void> {
  const newPath = removedPath.replace(/\.js$/, '-next.js');
  const [oldName, newName] = [removedPath.split('/').at(-1)!, newPath.split('/').at(-1)!];
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && url.pathname !== removedPath,
    async (route) => {
      const url = new URL(route.request().url());
      let served: { status: number; script: string };
      try {
        const answer = await route.fetch({ url: url.pathname === newPath ? new URL(removedPath, url).href : url.href });
        served = { status: answer.status(), script: (await answer.text()).replaceAll(oldName, newName) };
      } catch {
        // The tab moved on (the reload) while this file was on its way: its request left with the old
        // page, as a browser drops it. What the new page loads is what the test checks.
        await route.abort().catch(() => undefined);
        return;
      }
      await route.fulfill({ status: served.status, contentType: 'text/javascript', body: served.script }).catch(() => undefined);
    },
  );
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

test('a screen whose file failed once while the server has it reloads the tab once and opens', async ({ page }) => {
  await openDashboard(page, 'en');
  const documentLoads = countDocumentLoads(page);
  let chunkRequests = 0;
  // The first download fails as from a server between deployments; the file is there when asked again.
  await page.route(REPORTS_CHUNK, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    chunkRequests += 1;
    if (chunkRequests === 1) await route.fulfill(GONE);
    else await route.continue();
  });

  await new AppShell(page).menuEntry('reports').click();

  await expect(page.getByRole('heading', { name: REPORTS_HEADING.en })).toBeVisible();
  expect(documentLoads()).toBe(1);
  expect(chunkRequests).toBe(2);
});

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`a screen whose file a new deployment removed reloads once, then offers the reload that brings the new version (${language})`, async ({ page }) => {
    await openDashboard(page, language);
    const documentLoads = countDocumentLoads(page);
    const removedPath = await removeFile(page, REPORTS_CHUNK);
    const failure = new RouteErrorPanel(page, language);

    await new AppShell(page).menuEntry('reports').click();

    await expect(failure.heading('pageTitle')).toBeVisible();
    await expect(failure.alert).toContainText(failure.words.replaced);
    // Importing that file again can never work: no Retry, the reload instead.
    await expect(failure.retry).toHaveCount(0);
    // The message stays: no second reload follows (the check that precedes a reload has long answered).
    await page.waitForLoadState('networkidle');
    await expect(failure.heading('pageTitle')).toBeVisible();
    expect(documentLoads()).toBe(1);

    await deployNewVersion(page, removedPath()!);
    await failure.reloadNewVersion.click();
    await expect(page.getByRole('heading', { name: REPORTS_HEADING[language] })).toBeVisible();
    await expect(failure.alert).toHaveCount(0);
    expect(documentLoads()).toBe(2);
  });
}

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

test('a shell whose file a new deployment removed shows the message on the whole page, and its reload brings the new version', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // A new tab of the same session, which has not loaded the shell's code yet.
  const tab = await page.context().newPage();
  const documentLoads = countDocumentLoads(tab);
  const removedPath = await removeFile(tab, /\/assets\/AppLayout-[^/]+\.js$/);
  await tab.goto('/app/dashboard');
  const failure = new RouteErrorPanel(tab, 'en');

  // The first document load plus the one reload a missing file earns; the message shows only after it.
  await expect.poll(documentLoads, { message: 'the tab reloads once' }).toBe(2);
  await expect(failure.heading('pageTitle')).toBeVisible();
  await expect(failure.alert).toContainText(failure.words.replaced);
  await expect(failure.developerScreen()).toHaveCount(0);
  await expect(new AppShell(tab).menuEntry('dashboard')).toHaveCount(0);
  expect(documentLoads()).toBe(2);

  // The new version is deployed: its page names the shell's new file, which the reload fetches.
  await deployNewVersion(tab, removedPath()!);
  await failure.reloadNewVersion.click();
  await expect(new AppShell(tab).menuEntry('dashboard')).toBeVisible();
  await expect(tab.getByTestId('latest-operations')).toBeVisible();
  expect(documentLoads()).toBe(3);
});
