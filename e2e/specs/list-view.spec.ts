import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { AppShell } from '../pages/app-shell';
import { sortInUrl } from '../pages/list-screen';
import { OperationsPage } from '../pages/operations-page';
import { DEMO_ADMIN, signInAs, signInByApi } from '../pages/session';

/**
 * The list view of docs/architecture.md §8 on the operations list: the sort and the filters live
 * in the URL, the columns follow the user, and the export is exactly the view on screen.
 */
/** The numbers of one page of the list API under a query: the order the server sorts by. */
async function listedNumbers(page: Page, query: Record<string, string>): Promise<string[]> {
  const answer = await page.request.get(`/api/operations?${new URLSearchParams(query).toString()}`);
  return ((await answer.json()) as { items: Array<{ number: string }> }).items.map((row) => row.number);
}

/** Every number of the list under a query, page after page. */
async function allNumbers(page: Page, query: Record<string, string>): Promise<string[]> {
  const numbers: string[] = [];
  let cursor: string | null = null;
  do {
    const answer = await page.request.get(`/api/operations?${new URLSearchParams({ ...query, limit: '100', ...(cursor ? { cursor } : {}) }).toString()}`);
    const body = (await answer.json()) as { items: Array<{ number: string }>; nextCursor: string | null };
    numbers.push(...body.items.map((row) => row.number));
    cursor = body.nextCursor;
  } while (cursor);
  return numbers;
}

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

test('a column sort survives a reload, in the order the server sorts by', async ({ page }) => {
  const operations = new OperationsPage(page);
  await operations.goto('?tab=operations&limit=100');
  await operations.sortBy('Amount');
  const first = await sortInUrl(page, /sort=amount-(asc|desc)/);
  // The table's loader covers the headers while a view loads: the next click waits for the rows.
  // A page of 100 rows drawn again: on a starved machine (load 25 on two cores) it took over 10 s.
  const drawn = { timeout: 25_000 };
  await expect.poll(async () => (await operations.shownNumbers()).join(), drawn).toBe((await listedNumbers(page, { sort: first, limit: '100' })).join());
  await operations.sortBy('Amount');
  const sort = await sortInUrl(page, first === 'amount-asc' ? /sort=amount-desc/ : /sort=amount-asc/);
  await expect.poll(async () => (await operations.shownNumbers()).join(), drawn).toBe((await listedNumbers(page, { sort, limit: '100' })).join());
  const sorted = await operations.shownNumbers();
  await page.reload();
  expect(await operations.shownNumbers()).toEqual(sorted);
});

test('a screen reader hears how the list is sorted: aria-sort on the sorted header, "none" on the other sortable ones', async ({ page }) => {
  const operations = new OperationsPage(page);
  await operations.goto('?tab=operations&sort=amount-asc');
  const amount = operations.headers().filter({ hasText: 'Amount' }).first();
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await expect(amount).toHaveAttribute('role', 'columnheader');
  await operations.sortBy('Amount');
  await sortInUrl(page, /sort=amount-desc/);
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
  // Every other sortable header says it is not the sort; a header that cannot sort says nothing.
  const sortable = operations.headers().and(page.locator('.mantine-datatable-header-cell-sortable'));
  await expect(sortable.and(page.locator('[aria-sort="descending"]'))).toHaveCount(1);
  expect(await sortable.count()).toBeGreaterThan(1);
  await expect(sortable.and(page.locator(':not([aria-sort])'))).toHaveCount(0);
  await expect(sortable.and(page.locator('[aria-sort="none"]'))).toHaveCount((await sortable.count()) - 1);
  await expect(operations.headers().and(page.locator(':not(.mantine-datatable-header-cell-sortable)[aria-sort]'))).toHaveCount(0);
});

test('a filtered view opened from its link in a new page shows the same rows', async ({ page, context }) => {
  const operations = new OperationsPage(page);
  await operations.goto();
  await operations.filter('filter-status', 'Completed');
  await expect(page).toHaveURL(/status=completed/);
  await expect(operations.rows.getByTestId('operation-status').filter({ hasNotText: 'Completed' })).toHaveCount(0);
  const shown = await operations.shownNumbers();
  const other = await context.newPage();
  await other.goto(page.url());
  const opened = new OperationsPage(other);
  expect(await opened.shownNumbers()).toEqual(shown);
  await expect(other.getByTestId('filter-status')).toHaveValue('Completed');
});

test('a hidden column stays hidden after signing out and in again', async ({ page }) => {
  const operations = new OperationsPage(page);
  await operations.goto();
  await expect(operations.headers().filter({ hasText: 'Mediator' })).toHaveCount(1);
  await operations.toggleColumn('mediator');
  await expect(operations.headers().filter({ hasText: 'Mediator' })).toHaveCount(0);
  await new AppShell(page).logout();
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await operations.goto();
  await expect(operations.rows.first()).toBeVisible();
  await expect(operations.headers().filter({ hasText: 'Mediator' })).toHaveCount(0);
  await operations.toggleColumn('mediator');
  await expect(operations.headers().filter({ hasText: 'Mediator' })).toHaveCount(1);
});

test('the export of a filtered, sorted view holds its rows in its order and its columns', async ({ page }) => {
  const operations = new OperationsPage(page);
  await operations.goto('?tab=operations&sort=client-asc&limit=100');
  await operations.filter('filter-status', 'Pending');
  await expect(page).toHaveURL(/status=pending/);
  await operations.toggleColumn('currency');
  await expect(operations.headers().filter({ hasText: 'Currency' })).toHaveCount(1);
  const numbers = await allNumbers(page, { status: 'pending', sort: 'client-asc' });
  // The previous view's rows stay under the loader until the filtered ones come.
  await expect.poll(async () => (await operations.shownNumbers()).join()).toBe(numbers.slice(0, 100).join());
  // The bulk actions' checkbox column has no header and no place in the file.
  const headers = (await operations.shownHeaders()).filter((header) => header !== '');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await operations.download('xlsx')) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
  const numberColumn = headers.indexOf('Number') + 1;
  const exported = [];
  for (let index = 2; index <= sheet.rowCount; index += 1) exported.push(String(sheet.getRow(index).getCell(numberColumn).value));
  expect(exported).toEqual(numbers);
  const csv = (await operations.download('csv'))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv).toHaveLength(numbers.length + 1);
  expect(csv.slice(1).map((line) => line.split(',')[numberColumn - 1])).toEqual(numbers);
  await operations.toggleColumn('currency');
});
