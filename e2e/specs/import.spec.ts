import { expect, test, type Page } from '@playwright/test';
import { ImportPage, ledgerFile, recordRowProgress } from '../pages/import-page';
import { IndividualsPage } from '../pages/people-pages';
import { DEMO_ADMIN, signInAs } from '../pages/session';

/** The import page, signed in as the administrator. */
async function openImport(page: Page): Promise<ImportPage> {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const screen = new ImportPage(page);
  await screen.goto();
  return screen;
}

/**
 * Imports a subscriber of the test's own to post ledger rows to; its NNI, name, phone and e-mail
 * carry the run's tag, so no other test or run meets it.
 */
async function importOwnLedgerOwner(screen: ImportPage, owner: { code: string; name: string; phone: string }) {
  const tag = `${Date.now()}`.slice(-8);
  const nni = `IMP-${owner.code}-${tag}`;
  const email = `${owner.name.toLowerCase()}.${tag}@import.example`;
  await screen.importLedgerOwner({ nni, name: `${owner.name} Owner ${tag}`, phone: `+235 ${owner.phone}${tag}`, email });
  return { tag, nni };
}

test('downloads a template, fills it, previews, fixes the error, commits, and finds the rows in the individuals list', async ({ page }) => {
  test.setTimeout(180_000);
  const screen = await openImport(page);
  await screen.chooseKind('Individuals');
  const template = await screen.downloadCsvTemplate();
  expect(template.trim()).toBe('Name,Phone,Email,Type,NNI,Nationality,Address,Active');

  const tag = `${Date.now()}`.slice(-8);
  const first = { name: `Imported Alpha ${tag}`, email: `alpha.${tag}@import.example` };
  const second = { name: `Imported Beta ${tag}`, email: `beta.${tag}@import.example` };
  const rows = (secondEmail: string) =>
    [
      template.trim(),
      `${first.name},+235 61${tag},${first.email},user,IMP-A-${tag},Chad,Rue 12 N'Djamena,yes`,
      `${second.name},+235 62${tag},${secondEmail},user,IMP-B-${tag},Chad,,yes`,
    ].join('\n');

  await screen.preview('people.csv', rows('not-an-email'));
  const bad = screen.rows.and(page.locator('[data-status="error"]'));
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText('3');
  await expect(bad).toContainText('Email: Please enter a valid email address.');
  await expect(screen.commitButton).toBeDisabled();

  await screen.preview('people-fixed.csv', rows(second.email));
  await expect(page.getByTestId('import-counts')).toContainText('2 rows: 2 ready');
  await expect(screen.commitButton).toBeEnabled();
  const committed = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/imports/commit');
  await screen.commitButton.click();
  // A money write: the commit goes with an Idempotency-Key of its own (docs/operations.md §10).
  expect((await committed).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(screen.result).toContainText('2 rows imported');

  const individuals = new IndividualsPage(page);
  await individuals.goto();
  await individuals.search(`Imported Alpha ${tag}`);
  await expect(individuals.row(first.email)).toBeVisible();
  await individuals.search(`Imported Beta ${tag}`);
  await expect(individuals.row(second.email)).toBeVisible();
});

test('shows the rows checked and imported of a 5,000-row ledger file as the server goes', async ({ page }) => {
  test.setTimeout(180_000);
  const screen = await openImport(page);
  const { nni } = await importOwnLedgerOwner(screen, { code: 'L', name: 'Ledger', phone: '63' });
  const ledger = ledgerFile({ nni, count: 5_000, firstAmount: 1, note: 'e2e' });
  await page.locator('input[type="file"]').setInputFiles({ name: 'ledger.csv', mimeType: 'text/csv', buffer: Buffer.from(ledger, 'utf8') });
  let progressSeen = await recordRowProgress(page);
  await page.getByTestId('import-preview').click();
  await expect(page.getByTestId('import-counts')).toContainText('5,000 rows: 5,000 ready');
  expect((await progressSeen()).some((text) => text.includes('of 5,000'))).toBe(true);
  progressSeen = await recordRowProgress(page);
  await screen.commitButton.click();
  // 5,000 rows, each its own ledger row, audit row and journal entry: on a busy two-core machine this
  // takes longer than an expectation's usual ten seconds; what is asserted is the progress and the end.
  await expect(screen.result).toContainText('5,000 rows imported', { timeout: 150_000 });
  expect((await progressSeen()).some((text) => text.includes('of 5,000'))).toBe(true);
});

test('offers operations, sales and mediator percentages, each with its template, within a phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const screen = await openImport(page);
  await screen.chooseKind('Operations (money transfers)');
  expect((await screen.downloadCsvTemplate()).trim()).toBe(
    'Operation number,Date,Source country,Destination country,Client,Mediator,Amount,Currency,Exchange rate,Service rate,Mediator type,Mediator amount',
  );
  await screen.chooseKind('Precious-product sales');
  expect((await screen.downloadCsvTemplate()).trim()).toMatch(/^Sale number,Date,Customer,Product,/);
  await screen.chooseKind('Mediator percentages');
  expect((await screen.downloadCsvTemplate()).trim()).toBe('Mediator,Investor NNI,Currency,Percentage,Status');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a commit left while it runs goes on, and the import page and the jobs menu find its rows and result on return', async ({ page }) => {
  test.setTimeout(180_000);
  const screen = await openImport(page);
  const { tag, nni } = await importOwnLedgerOwner(screen, { code: 'R', name: 'Return', phone: '64' });
  await screen.preview(`left-${tag}.csv`, ledgerFile({ nni, count: 5_000, firstAmount: 2, note: 'left' }));
  await expect(page.getByTestId('import-counts')).toContainText('5,000 rows: 5,000 ready');
  await screen.commitButton.click();
  // The server reports its first rows: the commit runs. Leave the app while it does (the request is dropped).
  await page.getByTestId('import-row-progress').waitFor();
  await page.goto('/app/dashboard');
  await page.getByTestId('latest-operations').waitFor();

  await screen.goto();
  const job = screen.latestCommit.getByTestId('job');
  await expect(job).toContainText(`Import of left-${tag}.csv`);
  await expect(job).toHaveAttribute('data-job-status', 'done', { timeout: 60_000 });
  await expect(job.getByTestId('job-rows')).toHaveText('5,000 of 5,000 rows');
  await expect(screen.latestCommit.getByTestId('import-job-result')).toContainText('5,000 rows imported');

  await page.getByTestId('jobs-menu').click();
  await expect(
    page
      .getByTestId('jobs-dropdown')
      .getByTestId('job')
      .filter({ hasText: `Import of left-${tag}.csv` }),
  ).toHaveAttribute('data-job-status', 'done');
});
