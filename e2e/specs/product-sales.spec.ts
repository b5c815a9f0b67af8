import { expect, test } from '@playwright/test';
import { sortInUrl } from '../pages/list-screen';
import { PreciousReportPage } from '../pages/precious-report-page';
import { ProductSalesPage } from '../pages/product-sales-page';
import { DEMO_ADMIN, signInByApi } from '../pages/session';
import { normaliseText, pdfText } from '../../server/test/pdf-text';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

test('a sale names its customer, whose invoice shows quantity × price and no internal cost or profit', async ({ page }) => {
  const sales = new ProductSalesPage(page);
  const productName = `Gold chain ${Date.now()}`;
  const { row, customer } = await sales.recordSale({ productName, quantity: '3', purchasePrice: '40000', salePrice: '52500' });
  const text = await pdfText(await sales.invoice(row));
  for (const word of [customer, productName, '52,500', '157,500', 'Line total']) expect(text, word).toContain(normaliseText(word));
  for (const word of ['Profit', 'Purchase', '40,000', '120,000', '37,500']) expect(text, word).not.toContain(normaliseText(word));
});

test('the sales list sorts on the server by a header and keeps its view in the URL', async ({ page }) => {
  const sales = new ProductSalesPage(page);
  await sales.goto('?limit=100');
  await sales.sortBy('Profit');
  const sort = await sortInUrl(page, /sort=profit-(asc|desc)/);
  const listed = await sales.listedNumbers({ sort, limit: '100' });
  expect(listed.length).toBeGreaterThan(0);
  // The table's loader covers the headers while a view loads: the read waits for the new rows.
  await expect.poll(async () => (await sales.shownNumbers()).join()).toBe(listed.join());
  await page.reload();
  // A reload loads the whole app again before the first row: wait for it rather than poll against a clock.
  await sales.rows.first().waitFor();
  await expect.poll(async () => (await sales.shownNumbers()).join()).toBe(listed.join());
});

test('the precious-products report shows its groups in the sort of its URL, and its exports write that view', async ({ page }) => {
  const report = new PreciousReportPage(page);
  await report.goto('?sort=profit-desc&status=sold');
  const answer = await page.request.get('/api/precious-products-report?sort=profit-desc&status=sold&limit=25');
  const groups = ((await answer.json()) as { items: Array<{ id: string }> }).items.map((item) => item.id);
  await expect.poll(() => report.shownGroups()).toEqual(groups);
  const query = await report.exportQuery('xlsx');
  expect(Object.fromEntries(query)).toEqual({
    sort: 'profit-desc',
    status: 'sold',
    columns: 'month,status,currency,salesCount,totalCost,totalSale,profit',
    lang: 'en',
  });
  expect((await page.request.get(`/api/precious-products-report/export.pdf?${(await report.exportQuery('pdf')).toString()}`)).status()).toBe(200);
});
