import { expect, test } from '@playwright/test';
import type { Language } from '../pages/language';
import { LANGUAGE_LABEL } from '../pages/language';
import { LandingPage } from '../pages/landing-page';

const HEADINGS: Record<Language, string> = {
  en: 'Financial mediation, managed with care',
  fr: 'La médiation financière, gérée avec soin',
  ar: 'الوساطة المالية بإدارة متقنة',
};
const SIGN_IN: Record<Language, string> = { en: 'Sign in', fr: 'Se connecter', ar: 'تسجيل الدخول' };

for (const language of ['en', 'fr', 'ar'] as const) {
  test(`landing page in ${language}`, async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await landing.chooseLanguage(language);

    await expect(landing.heading).toHaveText(HEADINGS[language]);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('combobox', { name: LANGUAGE_LABEL[language] })).toBeVisible();
    await expect(landing.featureCards).toHaveCount(6);
    await expect(landing.version).toHaveText('v1.0');
    await expect(page.getByText(/© \d{4}/)).toBeVisible();
    await expect(landing.cta).toHaveText(SIGN_IN[language]);

    await landing.cta.click();
    await expect(page).toHaveURL(/\/login$/);
  });
}
