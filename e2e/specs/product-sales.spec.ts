import { expect, test } from '@playwright/test';
import { ProductSalesPage } from '../pages/product-sales-page';
import { DEMO_ADMIN, signInAs } from '../pages/session';
import { normaliseText, pdfText } from '../../server/test/pdf-text';

test.beforeEach(async ({ page }) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
});

test('a sale names its customer, whose invoice shows quantity × price and no internal cost or profit', async ({ page }) => {
  const sales = new ProductSalesPage(page);
  await sales.goto();
  await sales.openNew();
  const productName = `Gold chain ${Date.now()}`;
  await sales.fill({ productName, quantity: '3', purchasePrice: '40000', salePrice: '52500' });
  const people = await page.request.get('/api/lookups/individuals');
  const [customer] = ((await people.json()) as { items: Array<{ name: string }> }).items;
  await sales.pickCustomer(customer!.name);
  await sales.save();
  await sales.search(productName);
  const row = sales.rows.filter({ hasText: productName });
  await expect(row).toHaveCount(1);
  const text = await pdfText(await sales.invoice(row));
  for (const word of [customer!.name, productName, '52,500', '157,500', 'Line total']) expect(text, word).toContain(normaliseText(word));
  for (const word of ['Profit', 'Purchase', '40,000', '120,000', '37,500']) expect(text, word).not.toContain(normaliseText(word));
});
