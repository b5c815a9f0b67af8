import { expect, test } from '@playwright/test';
import { formatMoney, parseAmount, parseCurrency } from '../../domain';
import { normaliseText, pdfText } from '../../server/test/pdf-text';
import type { Language } from '../pages/language';
import { openMemberProfile } from '../pages/member-pages';
import { explanationWords, ProfitExplanationModal } from '../pages/profit-explanation-modal';

const PDF_TITLE: Record<Language, string> = { en: 'Profit explanation', fr: 'Explication du bénéfice', ar: 'شرح الربح' };

/** A member opens the explanation of one of their profits, reads the posted amount, and downloads its PDF in their language. */
for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`a member explains a profit and downloads the PDF (${language})`, async ({ page }) => {
    const words = explanationWords(language);
    const profile = await openMemberProfile(page, language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // The demo member's newest rows were written without a distribution; the first one a run explains.
    const candidates = (await profile.profits()).filter((row) => row.type === 'profit');
    const answers = await Promise.all(candidates.map((row) => page.request.get(`/api/profit-explanations/${row.id}`)));
    const profit = candidates.find((_row, index) => answers[index]!.status() === 200);
    expect(profit, 'the demo member has an explainable profit row').toBeDefined();
    const unexplained = candidates.find((_row, index) => answers[index]!.status() !== 200);
    if (unexplained) expect((await page.request.get(`/api/profit-explanations/${unexplained.id}`)).status()).toBe(409);
    await profile.openTab('profits');
    const modal = new ProfitExplanationModal(page);
    await modal.openFrom(profile.profitRow(profit!.id));
    await expect(modal.dialog.getByRole('heading', { name: words.title })).toBeVisible();
    const currency = parseCurrency(profit!.currency);
    const posted = formatMoney({ money: parseAmount({ text: profit!.amount, currency }), language });
    await expect(modal.posted()).toHaveText(posted);
    await expect(modal.dialog.getByTestId('explanation-unit-added')).toHaveText(new RegExp(`^(${words.yes}|${words.no})$`));
    // The explanation's figures give the posted amount: no "ledger changed" warning.
    await expect(modal.dialog.getByRole('alert')).toHaveCount(0);

    const pdf = await modal.downloadPdf();
    expect(pdf.download.suggestedFilename()).toBe(`profit-explanation-${profit!.id}.pdf`);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.body);
    for (const word of PDF_TITLE[language].split(' ')) expect(text).toContain(normaliseText(word));
    expect(text).toContain(normaliseText(posted));
  });
}
