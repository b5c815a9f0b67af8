import { expect, type Locator, type Page } from '@playwright/test';
import { ListScreen } from './list-screen';

/** /app/product-sales: the sales list, its form and each sale's invoice link. */
export class ProductSalesPage extends ListScreen {
  constructor(page: Page) {
    super(page, { path: '/app/product-sales', ready: 'add-sale', row: 'sale-row', form: 'sale-form', search: 'sales-search' });
  }

  async sortBy(header: string): Promise<void> {
    await this.page.getByTestId('product-sales').locator('thead th').filter({ hasText: header }).first().click();
  }

  /** The sale numbers of the rows shown, top to bottom. */
  async shownNumbers(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-number') ?? ''));
  }

  /** The sale numbers the API lists for a view, in its order. */
  async listedNumbers(query: Record<string, string>): Promise<string[]> {
    const answer = await this.page.request.get(`/api/product-sales?${new URLSearchParams(query).toString()}`);
    return ((await answer.json()) as { items: Array<{ saleNumber: string }> }).items.map((item) => item.saleNumber);
  }

  async openNew(): Promise<void> {
    await this.page.getByTestId('add-sale').click();
    await this.form.waitFor();
  }

  async fill(fields: Record<'productName' | 'quantity' | 'purchasePrice' | 'salePrice', string>): Promise<void> {
    for (const [name, text] of Object.entries(fields)) await this.form.getByTestId(`sale-${name}`).fill(text);
  }

  async pickCustomer(name: string): Promise<void> {
    await this.form.getByTestId('sale-customer').fill(name);
    await this.page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
  }

  async save(): Promise<void> {
    await this.form.getByTestId('save-sale').click();
    await this.form.waitFor({ state: 'detached' });
  }

  /**
   * Records a sale through the form to the first customer the lookup lists, as a clerk does, and
   * finds its row by its product's name: the row and the customer's name.
   */
  async recordSale(fields: Record<'productName' | 'quantity' | 'purchasePrice' | 'salePrice', string>): Promise<{ row: Locator; customer: string }> {
    await this.goto();
    await this.openNew();
    await this.fill(fields);
    const people = await this.page.request.get('/api/lookups/individuals');
    const [customer] = ((await people.json()) as { items: Array<{ name: string }> }).items;
    if (!customer) throw new Error('the lookup lists no individual to sell to');
    await this.pickCustomer(customer.name);
    await this.save();
    await this.search(fields.productName);
    const row = this.rows.filter({ hasText: fields.productName });
    await expect(row).toHaveCount(1);
    return { row, customer: customer.name };
  }

  /** The invoice the row links to, fetched with the signed-in session. */
  async invoice(row: Locator): Promise<Buffer> {
    const href = await row.getByTestId('sale-pdf').getAttribute('href');
    if (!href) throw new Error('the sale row has no invoice link');
    return (await this.page.request.get(href)).body();
  }
}
