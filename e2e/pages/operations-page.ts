import type { Locator, Page } from '@playwright/test';
import { ListScreen } from './list-screen';

/** The operations tab of /app/transactions and its form. */
export class OperationsPage extends ListScreen {
  constructor(page: Page) {
    super(page, { path: '/app/transactions', ready: 'add-operation', row: 'operation-row', form: 'operation-form', search: 'operations-search' });
  }

  /** The operations tab of the two-tab transactions page (the first tab is capital transactions). */
  override async goto(query = ''): Promise<void> {
    await super.goto(query || '?tab=operations');
  }

  async openNew(): Promise<void> {
    await this.page.getByTestId('add-operation').click();
    await this.form.waitFor();
  }

  async pickPerson(testId: 'client' | 'mediator', search: string): Promise<void> {
    const input = this.form.getByTestId(testId);
    await input.fill(search);
    await this.page
      .getByRole('option', { name: new RegExp(search) })
      .first()
      .click();
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

  row(number: string): Locator {
    return this.rowWhere('number', number);
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

  /** The numbers of the rows shown, in their order. */
  async shownNumbers(): Promise<string[]> {
    await this.rows.first().waitFor();
    return this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-number') ?? ''));
  }

  /** The visible column headers, in their order, without the row actions. */
  async shownHeaders(): Promise<string[]> {
    const texts = await this.headers().allInnerTexts();
    return texts.map((text) => text.trim()).filter((text) => text !== 'Actions');
  }

  async sortBy(header: string): Promise<void> {
    await this.headers().filter({ hasText: header }).first().click();
  }

  async filter(testId: string, option: string): Promise<void> {
    await this.page.getByTestId(testId).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Downloads the export of the view on screen. */
  async download(format: 'xlsx' | 'csv'): Promise<Buffer> {
    await this.page.getByTestId('export-operations').click();
    const waiting = this.page.waitForEvent('download');
    await this.page.getByTestId(`export-operations-${format}`).click();
    const chunks: Buffer[] = [];
    for await (const chunk of await (await waiting).createReadStream()) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
