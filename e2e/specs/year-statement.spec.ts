import { expect, test } from '@playwright/test';
import { formatMoney, parseAmount, parseCurrency, toDecimalString } from '../../domain';
import { normaliseText, pdfText } from '../../server/test/pdf-text';
import type { Language } from '../pages/language';
import { openMemberProfile } from '../pages/member-pages';
import { SubscribersPage } from '../pages/people-pages';
import { ProfitExplanationModal } from '../pages/profit-explanation-modal';
import { DEMO_ADMIN, signInAs } from '../pages/session';
import { memberProfitTotals, workbookSheets, YearStatementCard, yearStatementWords } from '../pages/year-statement';

/** docs/money.md §8: a member downloads a year's statement from the profile, as PDF and Excel, whose profit totals are their own profits of the year. */
for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`a member downloads the year statement as PDF and Excel (${language})`, async ({ page }) => {
    const words = yearStatementWords(language);
    const profile = await openMemberProfile(page, language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // The newest year in which the demo member has profits.
    const totals = await memberProfitTotals(page);
    const year = [...totals.keys()].sort().at(-1);
    expect(year, 'the demo member has profits').toBeDefined();
    const ofYear = totals.get(year!)!;
    await profile.openTab('profits');
    const card = new YearStatementCard(page);
    await card.pickYear(year!);

    const pdf = await card.download('pdf');
    expect(pdf.download.suggestedFilename()).toBe(`year-statement-${year}.pdf`);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.body);
    for (const word of words.title.replace('{{year}}', '').trim().split(' ')) expect(text).toContain(normaliseText(word));
    expect(text).toContain(normaliseText(year!));
    for (const [currency, minor] of ofYear) expect(text).toContain(normaliseText(formatMoney({ money: { amountMinor: minor, currency }, language })));

    const xlsx = await card.download('xlsx');
    expect(xlsx.download.suggestedFilename()).toBe(`year-statement-${year}.xlsx`);
    const sheets = await workbookSheets(xlsx.body);
    for (const [currency, minor] of ofYear) {
      const sheet = sheets.get(currency);
      expect(sheet, `a sheet for ${currency}`).toBeDefined();
      expect(sheet!.rightToLeft).toBe(language === 'ar');
      const total = sheet!.rows.find((row) => row[0] === words.profitsTotal && typeof row[1] === 'number')?.[1];
      expect(total).toBe(Number(toDecimalString({ amountMinor: minor, currency })));
    }
  });
}

/** docs/distribution.md §17: staff open a subscriber's profits from the subscribers page and explain one. */
test('staff explain a profit from the subscriber page (en)', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.evaluate(() => window.localStorage.setItem('wasit.language', 'en'));
  // A subscriber whose first page of profits holds a profit its run explains.
  const subscribers = (await (await page.request.get('/api/subscribers?limit=100')).json()) as { items: Array<{ id: string; name: string }> };
  let found: { name: string; profit: { id: string; amount: string; currency: string } } | null = null;
  for (const subscriber of subscribers.items) {
    const profits = (await (await page.request.get(`/api/subscribers/${subscriber.id}/profits?limit=25`)).json()) as {
      items: Array<{ id: string; type: string; amount: string; currency: string }>;
    };
    for (const profit of profits.items.filter((row) => row.type === 'profit')) {
      if ((await page.request.get(`/api/profit-explanations/${profit.id}`)).status() === 200) {
        found = { name: subscriber.name, profit };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'a demo subscriber has an explainable profit').not.toBeNull();
  const list = new SubscribersPage(page);
  await list.goto();
  await list.search(found!.name);
  await list.row(found!.name).first().getByTestId('subscriber-profits-open').click();
  const profits = page.getByRole('dialog').getByTestId('subscriber-profits');
  await profits.waitFor();
  const modal = new ProfitExplanationModal(page);
  await modal.openFrom(profits.locator(`[data-testid="subscriber-profit-row"][data-profit-id="${found!.profit.id}"]`));
  const currency = parseCurrency(found!.profit.currency);
  await expect(modal.posted()).toHaveText(formatMoney({ money: parseAmount({ text: found!.profit.amount, currency }), language: 'en' }));
  await page.keyboard.press('Escape');
  // The subscriber's profits come back once the explanation is closed.
  await expect(page.getByRole('dialog').getByTestId('subscriber-profits')).toBeVisible();
});
