import { expect, test } from '@playwright/test';
import { auditBothThemes } from '../pages/a11y/both-themes';
import { chooseFileWithEnter } from '../pages/file-chooser';
import type { Language } from '../pages/language';
import { LetterheadForm } from '../pages/letterhead-form';
import { ProductSalesPage } from '../pages/product-sales-page';
import { DEMO_ADMIN, signInByApi } from '../pages/session';
import { pngImage } from '../../server/test/png-image';
import { normaliseText, pdfImageCount, pdfText } from '../../server/test/pdf-text';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

const PNG = { name: 'logo.png', mimeType: 'image/png', buffer: pngImage(32, 32) };

test('the letterhead typed and a logo uploaded on the company settings head the invoice downloaded for a sale', async ({ page }) => {
  const letterhead = new LetterheadForm(page);
  await page.goto('/app/company-settings');
  await letterhead.companyName.waitFor();
  const original = await letterhead.stored();
  try {
    const typed = {
      companyName: 'Wasit Letterhead SARL',
      address: 'Rue 3018, Moursal, N’Djamena',
      tradeRegister: 'TD-NDJ-2026-B-0042',
      taxId: 'NIF-5550042-B',
    };
    await letterhead.fill(typed);
    await letterhead.save();
    await expect(page.getByText('Letterhead saved.')).toBeVisible();

    // A text file named like an image is refused by its bytes, and the logo stays as it was.
    const hadLogo = original.logoUrl !== '';
    await letterhead.chooseLogo({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await expect(page.getByText('This file is not a PNG, JPEG or WebP image.')).toBeVisible();
    await expect(letterhead.preview).toHaveCount(hadLogo ? 1 : 0);

    // From the keyboard: the upload button opens the file chooser on Enter.
    await letterhead.upload.focus();
    await (await chooseFileWithEnter(page, 'letterhead upload button')).setFiles(PNG);
    await expect(page.getByText('Logo saved.')).toBeVisible();
    await expect(letterhead.preview).toBeVisible();
    await expect(letterhead.remove).toBeVisible();

    const sales = new ProductSalesPage(page);
    const { row, customer } = await sales.recordSale({ productName: `Letterhead ring ${Date.now()}`, quantity: '1', purchasePrice: '1000', salePrice: '1500' });
    const invoice = await sales.invoice(row);
    const text = await pdfText(invoice);
    for (const word of [...Object.values(typed), 'Trade register', 'Tax ID', 'Billed to', customer]) expect(text, word).toContain(normaliseText(word));
    expect(pdfImageCount(invoice), 'the logo').toBe(1);
  } finally {
    await letterhead.restore(original);
  }
});

for (const language of ['en', 'fr', 'ar'] as Language[]) {
  test(`${language} light and dark at 390 px: the letterhead card with its logo, and the subscribers' PDF settings dialog, meet WCAG 2.1 AA`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate((chosen) => {
      window.localStorage.setItem('wasit.language', chosen);
      window.localStorage.setItem('wasit.color-scheme', 'light');
    }, language);
    const letterhead = new LetterheadForm(page);
    await page.goto('/app/company-settings');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const original = await letterhead.stored();
    try {
      await letterhead.chooseLogo(PNG);
      await expect(letterhead.preview).toBeVisible();
      // A real Tab puts the browser in keyboard mode, so the card's buttons show their focus rings when measured.
      await letterhead.taxId.focus();
      await page.keyboard.press('Tab');
      // Each audit sees the card or dialog in light and in dark (both-themes.ts).
      const findings = await auditBothThemes(page, '[data-testid="letterhead-card"]');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The same form in the subscribers page's dialog, opened from the keyboard.
      await page.goto('/app/subscribers');
      await page.getByTestId('pdf-settings-open').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('pdf-settings-form').waitFor();
      findings.push(...(await auditBothThemes(page, '[role="dialog"]')));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(findings.map((finding) => `${finding.theme} ${finding.rule} ${finding.target} ${finding.detail}`)).toEqual([]);
    } finally {
      await letterhead.restore(original);
    }
  });
}
