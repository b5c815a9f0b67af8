import { expect, test } from '@playwright/test';
import { demoMonthBack } from '../demo-day';
import { ProfitDistributionPage } from '../pages/profit-distribution-page';
import { setDistributionApproval } from '../pages/distribution-approvals';
import { DEMO_ADMIN, signInByApi } from '../pages/session';

const WORDS = {
  en: { header: 'Beneficiary Name,Amount,Currency,Date,Type,Status', profit: 'Profit', unpaid: 'Unpaid', deleted: 'Profit rows deleted' },
  ar: { header: 'اسم المستفيد,المبلغ,العملة,التاريخ,النوع,الحالة', profit: 'ربح', unpaid: 'غير مدفوع', deleted: 'أسطر الأرباح المحذوفة' },
} as const;

// Posting itself is tested here: the demo's four-eyes setting is turned off for the test, and on again after.
test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
  await setDistributionApproval(page, false);
});

test.afterEach(async ({ page }) => {
  await setDistributionApproval(page, true);
});

// Each run distributes the current month in XAF (the demo's investors hold XAF) and resets it at the end.
for (const language of ['en', 'ar'] as const) {
  test(`distributes the current month, its commissions, exports the report and resets it (${language})`, async ({ page }) => {
    await page.evaluate((code) => window.localStorage.setItem('wasit.language', code), language);
    const distribution = new ProfitDistributionPage(page);
    await distribution.goto();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(distribution.warning).toHaveCount(0);
    await expect(distribution.distributeButton).toBeDisabled();

    await distribution.selectAll();
    await distribution.calculate();
    await expect(page.getByTestId('preview-row').first()).toBeVisible();
    await expect(page.getByTestId('preview-total')).toBeVisible();
    await expect(distribution.distributeButton).toBeEnabled();
    await distribution.distribute();
    await expect(distribution.calculateButton).toBeDisabled();
    await expect(distribution.distributeButton).toBeDisabled();
    await expect(distribution.preview).toHaveCount(0);

    await distribution.openTab('mediator');
    await distribution.distributeCommissions();
    await expect(page.getByTestId('calculate-commissions')).toBeDisabled();

    await distribution.openTab('reports');
    await distribution.generateReport();
    await expect(page.getByTestId('report-total')).toBeVisible();
    const month = demoMonthBack(0);
    const csv = await distribution.downloadCsv();
    expect(csv.name).toBe(`profit-report-${month.getFullYear()}-${month.getMonth() + 1}-all.csv`);
    expect(csv.text.startsWith(`\uFEFF${WORDS[language].header}\r\n`)).toBe(true);
    expect(csv.text).toMatch(new RegExp(`\\r\\n[^\\r\\n]+,\\d+(\\.\\d+)?,XAF,\\d{4}-\\d{2}-\\d{2},${WORDS[language].profit},${WORDS[language].unpaid}\\r\\n`));

    await distribution.resetMonth();
    await expect(distribution.resetResult).toContainText(WORDS[language].deleted);
    await distribution.closeResetResult();
    await distribution.openTab('investor');
    await expect(distribution.warning).toHaveCount(0);
    await expect(distribution.calculateButton).toBeEnabled();
  });
}
