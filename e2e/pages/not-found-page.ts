import type { Locator, Page } from '@playwright/test';

export class NotFoundPage {
  readonly title: Locator;
  readonly goHome: Locator;
  readonly goBack: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { name: 'Page not found' });
    this.goHome = page.getByRole('button', { name: 'Go home' });
    this.goBack = page.getByRole('button', { name: 'Go back' });
  }
}
