import { expect, test } from '@playwright/test';
import { LandingPage } from '../pages/landing-page';

test('theme and language survive a reload', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(html).toHaveAttribute('lang', 'en');

  await landing.themeToggle.click();
  await landing.chooseLanguage('fr');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(html).toHaveAttribute('lang', 'fr');

  await page.reload();
  await landing.heading.waitFor();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(html).toHaveAttribute('lang', 'fr');
  await expect(landing.languageSelect()).toHaveValue('fr');
  await expect(landing.heading).toHaveText('La médiation financière, gérée avec soin');
});
