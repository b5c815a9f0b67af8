import type { Page, Request } from '@playwright/test';
import { axeViolations } from './axe-in-page';
import { findCutBadges, findLowContrast, findUnmirroredIcons, findWeakFocusRings } from './contrast-in-page';

/** One failing element: which rule, where, and a short reason, so a failure message says what to fix. */
export type Finding = { rule: string; target: string; detail: string };

/** How long no request may have been in flight before a tracked page counts as quiet. */
const QUIET_MS = 150;
/** After this a tracked page that never goes quiet is left to Playwright's own wait, which fails in its words. */
const QUIET_LIMIT_MS = 30_000;

type RequestCount = { inFlight: Set<Request>; lastChange: number };
const trackedPages = new WeakMap<Page, RequestCount>();

/**
 * Counts the page's requests from now on, so that `settle` knows when none is in flight. Playwright's
 * own 'networkidle' waits for half a second of silence after the last one: over a hundred audits per
 * language and theme, minutes of waiting for nothing. Call it on a new page, before its first visit.
 */
export function trackRequests(page: Page): void {
  const count: RequestCount = { inFlight: new Set(), lastChange: Date.now() };
  const ended = (request: Request) => {
    count.inFlight.delete(request);
    count.lastChange = Date.now();
  };
  page.on('request', (request) => {
    count.inFlight.add(request);
    count.lastChange = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  trackedPages.set(page, count);
}

/** No request in flight for QUIET_MS on a tracked page; Playwright's 'networkidle' on any other. */
async function networkQuiet(page: Page): Promise<void> {
  const count = trackedPages.get(page);
  if (!count) return page.waitForLoadState('networkidle');
  await page.waitForLoadState('load');
  const deadline = Date.now() + QUIET_LIMIT_MS;
  while (count.inFlight.size > 0 || Date.now() - count.lastChange < QUIET_MS) {
    if (Date.now() > deadline) return page.waitForLoadState('networkidle');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * What shows a screen still coming: a loader, a skeleton standing in for a part whose code is still
 * loading (the charts), and the app shell in its first moments, which holds its transitions back
 * while it takes its size.
 */
const STILL_COMING = ['.mantine-Loader-root:visible', '.mantine-Skeleton-root[data-visible="true"]:visible', '.mantine-AppShell-root[data-resizing="true"]'];

/** Waits until the screen has its data and stands still: no request in flight, nothing still coming, no transition running. */
export async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await page
    .locator(STILL_COMING.join(', '))
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  // The fonts loaded; then a modal still fading in, or a button's label sliding back after loading, is
  // measured at its final colours: every transition that ends is waited for (a loader's endless spin
  // is not). A popover opened a moment ago may not have started its fade yet (Mantine starts it on a
  // later frame, and a lazily loaded part mounts later still): two frames first, and again while a
  // round found transitions running. One call to the page, as settle runs before every audit.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 5; round += 1) {
      await frames();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** axe's WCAG 2.1 A/AA violations (axe-in-page.ts), one finding per failing element. */
export async function axeFindings(page: Page, scope?: string): Promise<Finding[]> {
  const violations = await axeViolations(page, scope);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: `axe:${violation.id}`,
      target: node.target.join(' '),
      detail: node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? '',
    })),
  );
}

export async function contrastFindings(page: Page, scope?: string): Promise<Finding[]> {
  const found = await page.evaluate(findLowContrast, scope ?? null);
  return found.map((item) => ({ rule: `contrast:${item.kind}`, target: item.where, detail: `"${item.text}" ${item.ratio.toFixed(2)}:1 < ${item.needed}:1` }));
}

export async function cutBadgeFindings(page: Page, scope?: string): Promise<Finding[]> {
  const cut = await page.evaluate(findCutBadges, scope ?? null);
  return cut.map((text) => ({ rule: 'badge-cut', target: 'badge', detail: `"${text}" does not fit` }));
}

export async function rtlIconFindings(page: Page, scope?: string): Promise<Finding[]> {
  const wrong = await page.evaluate(findUnmirroredIcons, scope ?? null);
  return wrong.map((name) => ({ rule: 'rtl-icon', target: name, detail: 'points the left-to-right way on a right-to-left page' }));
}

/**
 * Every focus ring on the screen (or inside `scope`), as a keyboard user sees it, at 3:1 at least.
 * `inKeyboardMode`: a key was pressed on this screen already, and nothing clicked since.
 */
export async function focusRingFindings(page: Page, scope?: string, inKeyboardMode = false): Promise<Finding[]> {
  // One real Tab puts the browser in keyboard mode, so programmatic focus shows :focus-visible rings.
  // Overlays are opened from the keyboard already (a Tab would close a menu). Once in keyboard mode a
  // second Tab would only move the focus on, to a control that may open a list as it takes it.
  if (!scope && !inKeyboardMode) await page.keyboard.press('Tab');
  const found = await page.evaluate(findWeakFocusRings, { scope: scope ?? null, activeOnly: false });
  return found.map((item) => ({ rule: 'focus-ring', target: item.where, detail: `${item.ratio.toFixed(2)}:1 < 3:1` }));
}

/** The focused control's ring, as the person sees it now: a finding when it is missing or faint. */
export async function activeFocusRing(page: Page): Promise<Finding[]> {
  const found = await page.evaluate(findWeakFocusRings, { scope: null, activeOnly: true });
  return found.map((item) => ({ rule: 'focus-ring', target: item.where, detail: `${item.ratio.toFixed(2)}:1 < 3:1` }));
}
