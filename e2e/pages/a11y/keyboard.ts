import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { activeFocusRing } from './audit';

/** Presses Tab (or Shift+Tab) until `selector` has focus, checking at every stop that the focus is plainly visible. */
export async function tabTo(page: Page, selector: string, { maxStops = 40, backwards = false } = {}): Promise<void> {
  const target = page.locator(selector).first();
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    expect(await activeFocusRing(page), `focus ring at stop ${stop} on the way to ${selector}`).toEqual([]);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${selector} was not reached within ${maxStops} Tab presses`);
}

export async function expectFocused(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector).first()).toBeFocused();
  expect(await activeFocusRing(page)).toEqual([]);
}
