import { expect, test, type Page } from '@playwright/test';
import { axeFindings, contrastFindings, settle } from '../pages/a11y/audit';
import { freshIndividual } from '../pages/api-people';
import { openInArabic } from '../pages/language';
import { OperationsPage } from '../pages/operations-page';
import { downloadSelectionCsv } from '../pages/selection-export';
import { DEMO_ADMIN, signInByApi } from '../pages/session';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

/** No axe (WCAG 2.1 A/AA) and no contrast finding inside `scope`, once its transitions have ended. */
async function expectAccessible(page: Page, scope: string): Promise<void> {
  await settle(page);
  expect([...(await axeFindings(page, scope)), ...(await contrastFindings(page, scope))]).toEqual([]);
}

/**
 * Three pending operations of a client of this run's own, dated 2018 in francs (a corner no other
 * spec counts on): searched by the client's name, the list shows these three alone.
 */
async function threePendingOperations(page: Page): Promise<{ client: string; numbers: string[] }> {
  await page.goto('/app/dashboard');
  const client = await freshIndividual(page, { label: 'Bulk Client' });
  const mediator = await freshIndividual(page, { label: 'Bulk Mediator', type: 'mediator' });
  const numbers: string[] = [];
  for (const day of ['03', '04', '05']) {
    const answer = await page.request.post('/api/operations', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        sourceCountry: 'chad',
        destinationCountry: 'uae',
        amount: '100000',
        currency: 'XAF',
        exchangeRate: '605.5',
        serviceRate: '3',
        clientId: client.id,
        mediatorId: mediator.id,
        mediatorType: 'normal',
        mediatorAmount: '200',
        operationDate: `2018-06-${day}`,
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    numbers.push(((await answer.json()) as { number: string }).number);
  }
  return { client: client.name, numbers };
}

test('selects three operations, completes them at once, and reads the summary', async ({ page }) => {
  const { client, numbers } = await threePendingOperations(page);
  const operations = new OperationsPage(page);
  await operations.goto();
  await operations.search(client);
  await expect(operations.rows).toHaveCount(3);
  for (const number of numbers) await operations.row(number).getByTestId('select-row').check();
  const bar = page.getByTestId('operations-bulk');
  await expect(bar.getByTestId('bulk-count')).toHaveText('Selected: 3');
  await expectAccessible(page, '[data-testid="operations-bulk"]');
  await bar.getByTestId('bulk-complete').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('bulk-confirm')).toContainText('Complete 3 operations?');
  await dialog.getByTestId('bulk-confirm-button').click();
  await expect(dialog.getByTestId('bulk-done')).toHaveText('Done: 3 of 3');
  await expect(dialog.getByTestId('bulk-refused')).toHaveCount(0);
  await dialog.getByTestId('bulk-summary-close').click();
  await expect(dialog).toHaveCount(0);
  for (const number of numbers) await expect(operations.row(number).getByTestId('operation-status')).toHaveText('Completed');
  await expect(bar).toHaveCount(0);

  // Again, the three now completed: each refused with its reason, translated, and nothing done.
  for (const number of numbers) await operations.row(number).getByTestId('select-row').check();
  await bar.getByTestId('bulk-complete').click();
  await dialog.getByTestId('bulk-confirm-button').click();
  await expect(dialog.getByTestId('bulk-done')).toHaveText('Done: 0 of 3');
  await expect(dialog.getByTestId('bulk-refused')).toHaveText('Refused: 3');
  for (const number of numbers) await expect(dialog.getByTestId('bulk-refused-list')).toContainText(`${number}: Completed and cancelled operations are locked`);
  await expectAccessible(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('exports the two operations picked one by one: the CSV holds exactly those two rows', async ({ page }) => {
  const { client, numbers } = await threePendingOperations(page);
  const [first, , third] = numbers;
  const operations = new OperationsPage(page);
  await operations.goto();
  await operations.search(client);
  await expect(operations.rows).toHaveCount(3);
  for (const number of [first!, third!]) await operations.row(number).getByTestId('select-row').check();
  const bar = page.getByTestId('operations-bulk');
  await expect(bar.getByTestId('bulk-count')).toHaveText('Selected: 2');
  await bar.getByTestId('bulk-export').click();
  await expect(bar.getByTestId('bulk-export')).toHaveText('Export selection');
  const { name, lines } = await downloadSelectionCsv(page);
  expect(name).toMatch(/^operations-.*\.csv$/);
  // The header, then the two picked rows, the newest first as the list sorts them; the third is not in the file.
  expect(lines).toHaveLength(3);
  const numberColumn = lines[0]!.split(',').indexOf('Number');
  expect(numberColumn).toBeGreaterThanOrEqual(0);
  expect(lines.slice(1).map((line) => line.split(',')[numberColumn])).toEqual([third, first]);
});

test('in Arabic, the bulk bar reads right to left and selects every operation the filter keeps', async ({ page }) => {
  const { client } = await threePendingOperations(page);
  const operations = await openInArabic(page, new OperationsPage(page));
  await operations.search(client);
  await expect(operations.rows).toHaveCount(3);
  await operations.rows.first().getByTestId('select-row').check();
  const bar = page.getByTestId('operations-bulk');
  await expect(bar.getByTestId('bulk-count')).toHaveText('المحدد: 1');
  await bar.getByTestId('bulk-select-all').click();
  await expect(bar.getByTestId('bulk-count')).toHaveText('تم تحديد كل الصفوف المطابقة وعددها 3');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The selection is the filter: its export is the list's own, of the same view.
  await bar.getByTestId('bulk-export').click();
  await expect(page.getByTestId('bulk-export-csv')).toHaveAttribute('href', new RegExp(`search=${encodeURIComponent(client).replaceAll('%20', '(\\+|%20)')}`));
  await page.keyboard.press('Escape');
  await bar.getByTestId('bulk-complete').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('bulk-confirm-button').click();
  await expect(dialog.getByTestId('bulk-done')).toHaveText('تم: 3 من 3');
  await expectAccessible(page, '[role="dialog"]');
});
