import type { Locator, Page } from '@playwright/test';

/** /app/product-sales: the sales list, its form and each sale's invoice link. */
export class ProductSalesPage {
  readonly rows: Locator;
  readonly form: Locator;
  constructor(private readonly page: Page) {
    this.rows = page.getByTestId('sale-row');
    this.form = page.getByTestId('sale-form');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/product-sales');
    await this.page.getByTestId('add-sale').waitFor();
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
    await this.page.getByRole('option', { name: new RegExp(name) }).first().click();
  }

  async save(): Promise<void> {
    await this.form.getByTestId('save-sale').click();
    await this.form.waitFor({ state: 'detached' });
  }

  async search(text: string): Promise<void> {
    await this.page.getByTestId('sales-search').fill(text);
  }

  /** The invoice the row links to, fetched with the signed-in session. */
  async invoice(row: Locator): Promise<Buffer> {
    const href = await row.getByTestId('sale-pdf').getAttribute('href');
    if (!href) throw new Error('the sale row has no invoice link');
    return (await this.page.request.get(href)).body();
  }
}
