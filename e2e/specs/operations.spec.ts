import { expect, test } from '@playwright/test';
import { OperationsPage } from '../pages/operations-page';
import { DEMO_ADMIN, signInByApi } from '../pages/session';
import { normaliseText, pdfText } from '../../server/test/pdf-text';
import { openInArabic } from '../pages/language';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

test('creates an operation with live shares, then completes it', async ({ page }) => {
  const operations = new OperationsPage(page);
  await operations.goto('?tab=operations&new=1');
  await operations.form.waitFor();
  await operations.fillAmounts({ amount: '1000000', exchangeRate: '605.5' });
  await operations.form.getByTestId('mediator-amount').fill('2000');
  await operations.form.getByTestId('service-rate').fill('3');
  await expect(operations.preview('revenue')).toContainText('30,000');
  await expect(operations.preview('companyShare')).toContainText('12,350');
  const people = await page.request.get('/api/lookups/individuals');
  const [client, mediator] = ((await people.json()) as { items: Array<{ name: string }> }).items;
  await operations.pickPerson('client', client!.name);
  await operations.pickPerson('mediator', mediator!.name);
  await operations.save();
  await operations.search(client!.name);
  const row = operations.rows.filter({ hasText: '1,000,000' }).first();
  await expect(row.getByTestId('operation-status')).toHaveText('Pending');
  await operations.complete(row);
  await expect(row.getByTestId('operation-status')).toHaveText('Completed');
  await expect(row.getByTestId('complete-operation')).toHaveCount(0);
});

test('the column picker survives a reload', async ({ page }) => {
  const operations = new OperationsPage(page);
  await operations.goto();
  await expect(operations.headers().filter({ hasText: 'Exchange rate' })).toHaveCount(0);
  await operations.toggleColumn('exchangeRate');
  await expect(operations.headers().filter({ hasText: 'Exchange rate' })).toHaveCount(1);
  await page.reload();
  await expect(operations.headers().filter({ hasText: 'Exchange rate' })).toHaveCount(1);
  await operations.toggleColumn('exchangeRate');
  await expect(operations.headers().filter({ hasText: 'Exchange rate' })).toHaveCount(0);
});

test('in Arabic, the operations tab is right to left and a sale PDF reads Arabic', async ({ page }) => {
  const operations = await openInArabic(page, new OperationsPage(page));
  await expect(page.getByTestId('add-operation')).toHaveText('عملية جديدة');
  await expect(operations.rows.first()).toBeVisible();
  await page.goto('/app/product-sales');
  const pdfLink = page.getByTestId('sale-pdf').first();
  const href = await pdfLink.getAttribute('href');
  expect(href).toContain('lang=ar');
  const answer = await page.request.get(href!);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const pdf = await answer.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The invoice reads Arabic: its words come back out of the PDF.
  const text = await pdfText(pdf);
  for (const word of ['فاتورة', 'البند', 'سعر', 'الوحدة', 'الإجمالي']) expect(text).toContain(normaliseText(word));
});
