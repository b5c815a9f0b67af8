import type { Locator, Page } from '@playwright/test';

export class ResetPasswordPage {
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;
  readonly success: Locator;
  readonly invalid: Locator;

  constructor(readonly page: Page) {
    // Labels carry a required-field asterisk; inputs only, not the show/hide buttons.
    this.newPassword = page.locator('input').and(page.getByLabel(/^New password/));
    this.confirmPassword = page.locator('input').and(page.getByLabel(/^Confirm new password/));
    this.submit = page.getByRole('button', { name: 'Set new password' });
    this.success = page.getByTestId('form-success');
    this.invalid = page.getByTestId('reset-invalid');
  }

  async open(pathWithToken: string): Promise<void> {
    await this.page.goto(pathWithToken);
  }

  async setPassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(password);
    await this.submit.click();
  }
}
