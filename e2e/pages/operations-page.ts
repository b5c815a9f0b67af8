import type { Locator, Page } from '@playwright/test';

/** The operations tab of /app/transactions and its form. */
export class OperationsPage {
  readonly rows: Locator;
  readonly form: Locator;
  constructor(private readonly page: Page) {
    this.rows = page.getByTestId('operation-row');
    this.form = page.getByTestId('operation-form');
  }

  async goto(query = ''): Promise<void> {
    // The operations tab of the two-tab transactions page (the first tab is capital transactions).
    await this.page.goto(`/app/transactions${query || '?tab=operations'}`);
    await this.page.getByTestId('add-operation').waitFor();
  }

  async openNew(): Promise<void> {
    await this.page.getByTestId('add-operation').click();
    await this.form.waitFor();
  }

  async pickPerson(testId: 'client' | 'mediator', search: string): Promise<void> {
    const input = this.form.getByTestId(testId);
    await input.fill(search);
    await this.page.getByRole('option', { name: new RegExp(search) }).first().click();
  }

  async fillAmounts(params: { amount: string; exchangeRate: string }): Promise<void> {
    await this.form.getByTestId('amount').fill(params.amount);
    await this.form.getByTestId('exchange-rate').fill(params.exchangeRate);
  }

  preview(key: string): Locator {
    return this.form.getByTestId(`preview-${key}`);
  }

  async save(): Promise<void> {
    await this.form.getByTestId('save-operation').click();
    await this.form.waitFor({ state: 'detached' });
  }

  async search(text: string): Promise<void> {
    await this.page.getByTestId('operations-search').fill(text);
  }

  row(number: string): Locator {
    return this.page.locator(`[data-testid="operation-row"][data-number="${number}"]`);
  }

  async complete(row: Locator): Promise<void> {
    await row.getByTestId('complete-operation').click();
    await this.page.getByRole('dialog').getByRole('button').last().click();
  }

  async toggleColumn(column: string): Promise<void> {
    await this.page.getByTestId('column-picker').click();
    await this.page.getByTestId(`column-${column}`).click();
    await this.page.keyboard.press('Escape');
  }

  headers(): Locator {
    return this.page.getByTestId('operations-table').locator('thead th');
  }
}
