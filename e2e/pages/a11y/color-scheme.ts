import { expect, type Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/** Where the app keeps the chosen color scheme (web/src/app/theme.ts). */
const COLOR_SCHEME_KEY = 'wasit.color-scheme';

/**
 * Turns the open page to `theme` as the app does when the person changes it in another tab: the
 * choice is stored, and the storage event that the browser sends the other tabs reaches Mantine's
 * color scheme manager, which sets the scheme in place (no reload, an open modal or menu stays
 * open). The accessibility runs audit each screen and overlay in both themes from one visit: the
 * visit, its requests and the overlay's opening are paid once, not once per theme.
 */
export async function switchColorScheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    ({ key, value }) => {
      const oldValue = window.localStorage.getItem(key);
      window.localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: window.localStorage }));
    },
    { key: COLOR_SCHEME_KEY, value: theme },
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
}
