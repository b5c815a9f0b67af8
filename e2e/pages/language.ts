import { expect, type Page } from '@playwright/test';

export type Language = 'en' | 'fr' | 'ar';

/** The selector's accessible name in each language ("Language" / "Langue" / "اللغة"). */
export const LANGUAGE_LABEL: Record<Language, string> = { en: 'Language', fr: 'Langue', ar: 'اللغة' };
export const LANGUAGE_OPTION: Record<Language, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

const anyLabel = new RegExp(`^(${Object.values(LANGUAGE_LABEL).join('|')})$`);

export function languageSelect(page: Page) {
  return page.getByRole('combobox', { name: anyLabel });
}

export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await languageSelect(page).selectOption({ label: LANGUAGE_OPTION[language] });
}

/**
 * Opens a screen in Arabic (the language the app keeps in local storage) and checks that it is drawn
 * right to left. Arabic is written by a script that runs as the screen's document starts, before the
 * app reads it: writing it from the page already open raced that page, which stores its own language
 * once its translations load (a slow dashboard wrote English back over Arabic).
 */
export async function openInArabic<Screen extends { goto(): Promise<void> }>(page: Page, screen: Screen): Promise<Screen> {
  const arabic = await page.addInitScript(() => {
    try {
      window.localStorage.setItem('wasit.language', 'ar');
    } catch {
      // A document without storage (about:blank) has no language to set.
    }
  });
  try {
    await screen.goto();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  } finally {
    await arabic.dispose();
  }
  return screen;
}
