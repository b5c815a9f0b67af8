import type { Locator, Page } from '@playwright/test';

/** /app/accounting-settings: the chart of accounts, its form, and the posting rules (docs/accounting.md §2, §3). */
export class AccountingSettingsPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/app/accounting-settings');
    await this.page.locator('[data-testid="account-row"][data-code="1000"]').first().waitFor();
  }

  get form(): Locator {
    return this.page.getByTestId('account-form');
  }

  account(code: string): Locator {
    return this.page.locator(`[data-testid="account-row"][data-code="${code}"]`);
  }

  rule(event: string, leg: string): Locator {
    return this.page.locator(`[data-testid="posting-rule-row"][data-event="${event}"][data-leg="${leg}"]`);
  }

  async fillNames(names: { en: string; fr: string; ar: string }): Promise<void> {
    await this.form.getByTestId('account-name-en').fill(names.en);
    await this.form.getByTestId('account-name-fr').fill(names.fr);
    await this.form.getByTestId('account-name-ar').fill(names.ar);
  }

  async save(): Promise<void> {
    await this.form.getByTestId('account-save').click();
    await this.form.waitFor({ state: 'detached' });
  }

  /** Picks the rule's account from its list, by the account's code. */
  async pointRule(event: string, leg: string, code: string): Promise<void> {
    await this.rule(event, leg).getByTestId('posting-rule-account').click();
    await this.page.getByRole('option', { name: new RegExp(`^${code} `) }).click();
  }
}
