import type { Locator, Page } from '@playwright/test';
import type { Language } from './language';
import { chooseLanguage, languageSelect } from './language';

export class LandingPage {
  readonly heading: Locator;
  readonly cta: Locator;
  readonly featureCards: Locator;
  readonly version: Locator;
  readonly themeToggle: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.cta = page.getByTestId('landing-cta');
    this.featureCards = page.getByTestId('feature-card');
    this.version = page.getByTestId('app-version');
    this.themeToggle = page.getByTestId('theme-toggle');
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.heading.waitFor();
  }

  languageSelect(): Locator {
    return languageSelect(this.page);
  }

  async chooseLanguage(language: Language): Promise<void> {
    await chooseLanguage(this.page, language);
  }
}
