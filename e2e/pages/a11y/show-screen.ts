import type { Page } from '@playwright/test';

/** The shell's main region (web/src/app/a11y/SkipLink.tsx): each screen of the app is drawn inside it. */
const MAIN = '#main-content';

/** How long the new screen's first frame may take to replace the old one. */
const SHOWN_WITHIN_MS = 30_000;

/**
 * Opens `path` as a person moving around the app does: inside the shell, the router changes screen
 * without loading the whole app again (no new document, no script parsed again, no session asked
 * again), which a page.goto per screen paid for at every audit. The screen already shown stays; a
 * screen whose path is the one shown (only its query differs) is loaded afresh, so it starts as a
 * visit does; so is any page outside the shell (the public pages, or a page not yet in the app).
 *
 * The move is the browser's own history step that the router listens to (popstate), with an entry
 * written as the router writes its own (state { usr, key, idx }). The old screen's elements are
 * marked first and the new screen counts as shown once none of them is left in the main region: the
 * router draws the next screen in a transition, which keeps the old one up until the new one's code
 * has arrived, so without this an audit could still see the old screen.
 */
export async function showScreen(page: Page, path: string): Promise<void> {
  const current = page.url().startsWith('http') ? new URL(page.url()) : null;
  const target = new URL(path, current?.origin ?? 'http://app.invalid');
  if (current && current.pathname + current.search === target.pathname + target.search) return;
  const inShell = current !== null && current.pathname.startsWith('/app/') && target.pathname.startsWith('/app/');
  if (!inShell || current.pathname === target.pathname || (await page.locator(MAIN).count()) === 0) {
    await page.goto(path);
    return;
  }
  // A new document shows no hover until the pointer moves; a screen drawn under a pointer left where
  // an earlier click was would show the hover of whatever lands there (a menu entry's lighter row). The
  // pointer is parked in the header's corner, inside its padding, where no control is.
  await page.mouse.move(0, 0);
  await page.evaluate(
    ({ main, next }) => {
      const old = new WeakSet<Element>(document.querySelector(main)?.children ?? []);
      (window as unknown as { a11yOldScreen?: WeakSet<Element> }).a11yOldScreen = old;
      const index = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', next);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { main: MAIN, next: path },
  );
  await page.waitForFunction(
    (main) => {
      const old = (window as unknown as { a11yOldScreen?: WeakSet<Element> }).a11yOldScreen;
      const children = [...(document.querySelector(main)?.children ?? [])];
      return children.length > 0 && !children.some((child) => old?.has(child));
    },
    MAIN,
    { timeout: SHOWN_WITHIN_MS },
  );
}
