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
    // The demo writes its history through real runs: every profit row is explainable and explains itself; the special rows are not.
    const rows = await profile.profits();
    const candidates = rows.filter((row) => row.type === 'profit');
    expect(candidates.length, 'the demo member has profit rows').toBeGreaterThan(0);
    for (const row of rows) expect(row.explainable, row.id).toBe(row.type === 'profit');
    const answers = await Promise.all(candidates.map((row) => page.request.get(`/api/profit-explanations/${row.id}`)));
    expect(answers.map((answer) => answer.status())).toEqual(candidates.map(() => 200));
    const profit = candidates[0]!;
    await profile.openTab('profits');
    // Explain is offered on the explainable rows only.
    await profile.profitRows.first().waitFor();
    for (const row of rows.filter((listed) => listed.type !== 'profit').slice(0, 3))
      await expect(profile.profitRow(row.id).getByTestId('explain-profit')).toHaveCount(0);
    const modal = new ProfitExplanationModal(page);
    await modal.openFrom(profile.profitRow(profit.id));
    await expect(modal.dialog.getByRole('heading', { name: words.title })).toBeVisible();
    const currency = parseCurrency(profit.currency);
    const posted = formatMoney({ money: parseAmount({ text: profit.amount, currency }), language });
    await expect(modal.posted()).toHaveText(posted);
    await expect(modal.dialog.getByTestId('explanation-unit-added')).toHaveText(new RegExp(`^(${words.yes}|${words.no})$`));
    // The explanation's figures give the posted amount: no "ledger changed" warning.
    await expect(modal.dialog.getByRole('alert')).toHaveCount(0);

    const pdf = await modal.downloadPdf();
    expect(pdf.download.suggestedFilename()).toBe(`profit-explanation-${profit.id}.pdf`);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.body);
    for (const word of PDF_TITLE[language].split(' ')) expect(text).toContain(normaliseText(word));
    expect(text).toContain(normaliseText(posted));
  });
}
