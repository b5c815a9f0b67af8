import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';

/**
 * An address of its own for a person's browser (the e2e server trusts X-Forwarded-For), as users at
 * their own desks have: the whole suite's sign-ins would otherwise share one address's limit.
 */
export const ownAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export type SignUpDetails = { name: string; email: string; phone: string; password: string };

/** The login screen in English. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly name: Locator;
  readonly phone: Locator;
  readonly submit: Locator;
  readonly forgotPassword: Locator;
  readonly error: Locator;
  readonly success: Locator;

  constructor(readonly page: Page) {
    const input = (label: string) => page.locator('input').and(page.getByLabel(label));
    this.email = input('Email');
    this.password = input('Password');
    this.name = input('Full name');
    this.phone = input('Phone');
    this.submit = page.locator('form button[type="submit"]');
    this.forgotPassword = page.getByTestId('forgot-password');
    this.error = page.getByTestId('form-error');
    this.success = page.getByTestId('form-success');
  }

  async goto(): Promise<void> {
    await this.page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
    await this.page.goto('/login');
    await this.email.waitFor();
  }

  async switchTo(mode: 'Sign in' | 'Sign up'): Promise<void> {
    await this.page.locator('label', { hasText: mode }).click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.password.press('Enter');
  }

  async signUp(details: SignUpDetails): Promise<void> {
    await this.switchTo('Sign up');
    await this.name.fill(details.name);
    await this.email.fill(details.email);
    await this.phone.fill(details.phone);
    await this.password.fill(details.password);
    await this.submit.click();
  }

  async requestReset(email: string): Promise<void> {
    await this.email.fill(email);
    await this.forgotPassword.click();
  }
}
