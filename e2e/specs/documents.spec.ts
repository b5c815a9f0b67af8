import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { samplePdf } from '../../server/test/document-files';
import { axeFindings, settle } from '../pages/a11y/audit';
import { blobAt, recordBlobUrls } from '../pages/blob-urls';
import { freshIndividual } from '../pages/api-people';
import { dayFromToday, ONE_PIXEL_PNG } from '../pages/documents-dialog';
import { IndividualsPage } from '../pages/people-pages';
import { watchPolicyViolations } from '../pages/policy-violations';
import { DEMO_ADMIN, signInByApi } from '../pages/session';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

test('an identity card expiring in 20 days: kept, listed as expiring, previewed and downloaded, each step audited', async ({ page }) => {
  const person = await freshIndividual(page, { label: 'Achta Documents' });
  const individuals = new IndividualsPage(page);
  await individuals.goto();
  const documents = await individuals.openDocuments(person);
  await expect(page.getByRole('dialog', { name: `Documents: ${person.name}` })).toBeVisible();
  await expect(documents.dialog.getByTestId('documents-empty')).toBeVisible();

  // An HTML page named .png is refused by its content, whatever its name says; nothing is listed.
  await documents.upload({ name: 'card.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a PDF, PNG, JPEG or WebP' })).toBeVisible();
  await expect(documents.rows).toHaveCount(0);

  // Dropped files are judged by the drop zone first: a text file and a file over 10 MB are refused
  // there with the server's reasons, next to the field that names them, as are two files at once;
  // nothing is chosen.
  await documents.drop({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a paper') });
  const fieldError = documents.dialog.getByRole('alert').filter({ hasText: 'This file is not a PDF, PNG, JPEG or WebP' });
  await expect(fieldError).toBeVisible();
  await expect(documents.dropzone).toHaveAccessibleDescription(/This file is not a PDF, PNG, JPEG or WebP/);
  await documents.drop({ name: 'scan.pdf', mimeType: 'application/pdf', bytes: 10 * 1024 * 1024 + 1 });
  await expect(documents.dialog.getByRole('alert').filter({ hasText: 'This file is larger than 10 MB' })).toBeVisible();
  await expect(documents.dialog.getByTestId('document-chosen')).toHaveCount(0);
  await documents.drop(
    { name: 'recto.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
    { name: 'verso.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
  );
  await expect(documents.dialog.getByRole('alert').filter({ hasText: 'Choose one file at a time.' })).toBeVisible();
  await expect(documents.dialog.getByTestId('document-chosen')).toHaveCount(0);
  await expect(documents.rows).toHaveCount(0);

  // The card is dropped: the zone names it, and it is kept.
  const expiry = dayFromToday(20);
  await documents.drop({ name: 'carte-identite.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(documents.dialog.getByTestId('document-chosen')).toContainText('carte-identite.png');
  await expect(documents.dropzone).toHaveAccessibleName(/^File\s+Drop a file here, or press to choose one\.\s+carte-identite\.png$/);
  await documents.upload({ name: 'carte-identite.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG }, { issuedOn: '2016-05-02', expiresOn: expiry }, 'drop');
  await expect(documents.rows).toHaveCount(1);
  await expect(documents.rows.first()).toContainText('Identity card');
  await expect(documents.rows.first()).toContainText('carte-identite.png');
  await page.getByTestId('documents-close').click();

  // The card of identity papers about to expire names the individual.
  const expiring = page.getByTestId('expiring-document').filter({ hasText: person.name });
  await expect(expiring).toBeVisible();
  await expect(expiring).toHaveAttribute('data-individual', person.id);
  await expiring.getByRole('button', { name: person.name }).click();

  await documents.rows.first().getByTestId('document-preview-open').click();
  const image = documents.preview.getByTestId('document-preview-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
  await expect(image).toHaveAttribute('src', /^blob:/);

  const [download] = await Promise.all([page.waitForEvent('download'), documents.preview.getByTestId('document-preview-download').click()]);
  expect(download.suggestedFilename()).toBe('carte-identite.png');
  expect((await readFile((await download.path())!)).equals(ONE_PIXEL_PNG)).toBe(true);

  // The upload, the view and the download are in the audit log.
  const audit = await page.request.get(`/api/audit-log?entity=document&limit=50`);
  expect(audit.status()).toBe(200);
  const actions = ((await audit.json()) as { items: Array<{ action: string }> }).items.map((row) => row.action);
  expect(actions).toEqual(expect.arrayContaining(['document.upload', 'document.view', 'document.download']));
});

test('in Arabic, dark, at 390 px the documents dialog reads right to left without sideways scrolling, passes axe, and its drop zone is reached by the keyboard', async ({
  page,
}) => {
  const person = await freshIndividual(page, { label: 'Halime Documents' });
  await page.setViewportSize(PHONE);
  await page.evaluate(() => {
    window.localStorage.setItem('wasit.language', 'ar');
    window.localStorage.setItem('wasit.color-scheme', 'dark');
  });
  const individuals = new IndividualsPage(page);
  await individuals.goto();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const documents = await individuals.openDocuments(person);
  await expect(page.getByRole('dialog', { name: `الوثائق: ${person.name}` })).toBeVisible();
  await documents.upload({ name: 'جواز.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG }, { expiresOn: dayFromToday(400) });
  await expect(documents.rows).toHaveCount(1);
  await expect(documents.rows.first()).toContainText('بطاقة الهوية');
  // The drop zone is a button the keyboard reaches from the control before it, named by its
  // field's label, and Enter opens the file picker; the chosen file is named under it.
  await documents.rows.first().getByTestId('document-download').focus();
  await page.keyboard.press('Tab');
  await expect(documents.dropzone).toBeFocused();
  await expect(documents.dropzone).toHaveAttribute('role', 'button');
  await expect(documents.dropzone).toHaveAccessibleName(/^الملف /);
  const chooser = await documents.chooseWithEnter();
  await chooser.setFiles({ name: 'إقامة.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(documents.dialog.getByTestId('document-chosen')).toContainText('إقامة.png');
  await settle(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  await documents.rows.first().getByTestId('document-preview-open').click();
  await expect(documents.preview.getByTestId('document-preview-image')).toBeVisible();
  await settle(page);
  expect(await axeFindings(page, '[data-testid="document-preview"]')).toEqual([]);
  // Escape closes the preview alone, and the focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(documents.preview).toBeHidden();
  await expect(documents.dialog).toBeVisible();
  await expect(documents.rows.first().getByTestId('document-preview-open')).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('a PDF kept with an individual is previewed in a frame from a blob holding its very bytes, and an image loads, with nothing refused by the page policy', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  await recordBlobUrls(page);
  // Named to sort after the demo's individuals: the accessibility run previews the first one's first document.
  const person = await freshIndividual(page, { label: 'Zouhoura Preview' });
  const individuals = new IndividualsPage(page);
  await individuals.goto();
  const documents = await individuals.openDocuments(person);
  const pdf = samplePdf();
  await documents.upload({ name: 'passeport.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(documents.rows).toHaveCount(1);
  await documents.upload({ name: 'photo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(documents.rows).toHaveCount(2);

  // Newest first: the image, then the PDF.
  await documents.rows.nth(1).getByTestId('document-preview-open').click();
  const frame = documents.preview.getByTestId('document-preview-frame');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await expect(frame).toHaveAttribute('title', 'passeport.pdf');
  // The blob the frame's address names, read inside the page, is the PDF as it was uploaded, byte for byte.
  const shown = await blobAt(page, (await frame.getAttribute('src')) ?? '');
  expect(shown?.type).toBe('application/pdf');
  expect(shown?.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(shown?.bytes).toHaveLength(pdf.length);
  expect(shown?.bytes.equals(pdf)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(documents.preview).toBeHidden();

  await documents.rows.first().getByTestId('document-preview-open').click();
  const image = documents.preview.getByTestId('document-preview-image');
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
});
