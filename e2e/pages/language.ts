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

/** Opens a screen in Arabic (the language the app keeps in local storage) and checks that it is drawn right to left. */
export async function openInArabic<Screen extends { goto(): Promise<void> }>(page: Page, screen: Screen): Promise<Screen> {
  await page.evaluate(() => window.localStorage.setItem('wasit.language', 'ar'));
  await screen.goto();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  return screen;
}
