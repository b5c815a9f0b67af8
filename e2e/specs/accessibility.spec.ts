import { expect, test } from '@playwright/test';
import type { Finding } from '../pages/a11y/audit';
import { axeFindings, contrastFindings, cutBadgeFindings, focusRingFindings, rtlIconFindings, settle, trackRequests } from '../pages/a11y/audit';
import { prepareOverlayData, type OverlayData } from '../pages/a11y/overlay-data';
import { overlays } from '../pages/a11y/overlays';
import { APP_SCREENS, PUBLIC_SCREENS, SCREEN_STATES } from '../pages/a11y/screens';
import { showScreen } from '../pages/a11y/show-screen';
import type { Language } from '../pages/language';

const LANGUAGES: Language[] = ['en', 'fr', 'ar'];
const THEMES = ['light', 'dark'] as const;
/** An overlay that does not open or close within this fails the test here, not at its time limit. */
const OVERLAY_WAIT_MS = 20_000;
/** How long the first press is given before the opening is tried again. */
const FIRST_TRY_MS = 10_000;

// The six runs share nothing but the demo: they are spread over the workers, each of which has a
// server of its own and prepares its own overlay data (docs/architecture.md §3).
test.describe.configure({ mode: 'parallel' });

let data: OverlayData;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  data = await prepareOverlayData(browser);
});

// The pending operation cancelled and the member's request rejected, so later specs find the demo as it was.
test.afterAll(async () => {
  await data?.release();
});

function summary(findings: Finding[]): string {
  const byRule = new Map<string, number>();
  for (const finding of findings) byRule.set(finding.rule, (byRule.get(finding.rule) ?? 0) + 1);
  return [...byRule].map(([rule, count]) => `${rule} ${count}`).join(', ') || 'none';
}

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test(`${language} ${theme}: every screen meets WCAG 2.1 AA and its own contrast check`, async ({ browser, baseURL }, testInfo) => {
      // Every screen and overlay: over seven minutes when other work shares the machine's two cores.
      test.setTimeout(720_000);
      if (!baseURL) throw new Error('baseURL is not set');
      const context = await browser.newContext({
        storageState: {
          cookies: [],
          origins: [
            {
              origin: baseURL,
              localStorage: [
                { name: 'wasit.language', value: language },
                { name: 'wasit.color-scheme', value: theme },
              ],
            },
          ],
        },
      });
      const page = await context.newPage();
      trackRequests(page);
      const findings: (Finding & { screen: string })[] = [];
      const audit = async (screen: string, scope?: string) => {
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        const found = [
          ...(await axeFindings(page, scope)),
          ...(await contrastFindings(page, scope)),
          ...(await cutBadgeFindings(page, scope)),
          ...(await rtlIconFindings(page, scope)),
          ...(await focusRingFindings(page, scope)),
        ];
        findings.push(...found.map((finding) => ({ ...finding, screen })));
      };

      for (const path of PUBLIC_SCREENS) {
        await page.goto(path);
        await audit(path);
      }
      // Signed in from here: the app reads its session as it starts, so its first screen is loaded
      // afresh, and the others are reached inside the app as a person moves through it (show-screen.ts).
      await context.addCookies(data.adminCookies);
      await page.goto(APP_SCREENS[0]);
      for (const path of APP_SCREENS) {
        await showScreen(page, path);
        await audit(path);
      }
      for (const state of SCREEN_STATES) {
        await showScreen(page, state.path);
        await settle(page);
        await state.prepare(page);
        await audit(state.name);
      }
      let signedInAs: 'admin' | 'member' = 'admin';
      for (const overlay of overlays(data)) {
        const user = overlay.as ?? 'admin';
        if (user !== signedInAs) {
          await context.clearCookies();
          await context.addCookies(user === 'member' ? data.memberCookies : data.adminCookies);
          signedInAs = user;
          await page.goto(overlay.path);
          await settle(page);
        } else if (!page.url().endsWith(overlay.path)) {
          await showScreen(page, overlay.path);
          await settle(page);
        }
        const shown = page.locator(overlay.scope).last();
        await overlay.open(page);
        // On a loaded machine a key pressed while the screen re-renders can land nowhere, as a person's
        // press would: the opening is tried once more, unless the overlay came up meanwhile (a second
        // press would then act inside it). Said in the output, so a control that ignores keys shows.
        await shown.waitFor({ timeout: FIRST_TRY_MS }).catch(() => undefined);
        if (!(await shown.isVisible())) {
          console.log(`${language} ${theme}: ${overlay.name} did not open on the first press; pressing again`);
          // A menu left open by the first try is closed, so the steps start again from the screen.
          await page.keyboard.press('Escape');
          await overlay.open(page);
        }
        await expect(shown, `${overlay.name} opens`).toBeVisible({ timeout: OVERLAY_WAIT_MS });
        await audit(overlay.name, overlay.scope);
        // Escape closes it, and focus goes back to the control that opened it.
        await page.keyboard.press('Escape');
        await expect(shown, `${overlay.name} closes on Escape`).toBeHidden({ timeout: OVERLAY_WAIT_MS });
        const returned = await page
          .locator(overlay.opener)
          .first()
          .evaluate((opener) => opener === document.activeElement, undefined, { timeout: OVERLAY_WAIT_MS });
        if (!returned) {
          const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing');
          findings.push({ screen: overlay.name, rule: 'focus-return', target: overlay.opener, detail: `focus is on ${focused}` });
        }
      }
      await context.close();

      const line = `${language} ${theme}: ${findings.length} failing elements (${summary(findings)})`;
      testInfo.annotations.push({ type: 'a11y', description: line });
      console.log(line);
      expect(findings.map((finding) => `${finding.screen} ${finding.rule} ${finding.target} ${finding.detail}`)).toEqual([]);
    });
  }
}
