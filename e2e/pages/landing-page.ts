import type { Locator, Page } from '@playwright/test';
import type { Language } from './language';
import { chooseLanguage, languageSelect } from './language';
import { byTestIds } from './test-id-page';

export class LandingPage extends byTestIds({ cta: 'landing-cta', featureCards: 'feature-card', version: 'app-version', themeToggle: 'theme-toggle' }) {
  readonly heading: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1 });
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
