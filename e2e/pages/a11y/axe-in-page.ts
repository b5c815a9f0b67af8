import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.1 levels A and AA, as the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Only the violations are collected (axe then keeps no node details of the passes); Label in Name
 * (2.5.3, level A) is still marked experimental in axe, so it is named explicitly. The app draws no
 * frame of its own (checked at every run below), so axe does not look for frames to enter.
 */
const OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  resultTypes: ['violations'],
  rules: { 'label-content-name-mismatch': { enabled: true } },
  iframes: false,
};

type AxeWindow = { axe?: typeof axe };

/**
 * axe-core's own script, put into the page once: it stays there while the app moves from screen to
 * screen without a reload, so each audit runs it at once. @axe-core/playwright's builder injects the
 * half-megabyte script again at every audit and finishes each in a blank page of its own (a page
 * opened and closed per audit): three times the time of the run itself on a busy machine.
 */
async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!present) await page.evaluate(axe.source);
}

/** axe's WCAG 2.1 A/AA violations on the whole page, or inside the elements `scope` selects. */
export async function axeViolations(page: Page, scope?: string): Promise<axe.Result[]> {
  await ensureAxe(page);
  const answer = await page.evaluate(
    async ({ scope, options }) => {
      const frames = document.querySelectorAll('iframe, frame').length;
      if (frames > 0) return { frames, violations: [] };
      const context = scope ? { include: [scope] } : document;
      const results = await (window as AxeWindow).axe!.run(context, options);
      return { frames, violations: results.violations };
    },
    { scope: scope ?? null, options: OPTIONS },
  );
  // A frame would need axe inside it too: said here, instead of being passed over unaudited.
  if (answer.frames > 0) throw new Error(`${page.url()} holds ${answer.frames} frame(s): audit them too (axe-in-page.ts runs in the top document only)`);
  return answer.violations;
}
