import type { Locator, Page } from '@playwright/test';
import { mailedPath } from './mailed-links';

/** The page of the mailed sign-up link, in any language. */
export class ConfirmSignUpPage {
  readonly confirm: Locator;
  readonly toLogin: Locator;
  readonly success: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.confirm = page.getByTestId('confirm-sign-up');
    this.toLogin = page.getByTestId('confirm-sign-up-to-login');
    this.success = page.getByTestId('form-success');
    this.error = page.getByTestId('form-error');
  }

  /** Opens the link last mailed to `email`; answers its path, to open it again. */
  async openMailedLink(email: string): Promise<string> {
    const path = await mailedPath(email, '/confirm-sign-up');
    await this.page.goto(path);
    return path;
  }
}
