import { expect, test } from '@playwright/test';
import { formatMoney, parseAmount } from '../../domain';
import { DashboardPage } from '../pages/dashboard-page';
import type { Language } from '../pages/language';
import { DEMO_ADMIN, signInAs } from '../pages/session';

/** The month's long name as the screen writes it (web/src/i18n/format.ts), Latin digits in every language. */
const monthName = (language: Language, isoMonth: string) =>
  new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${isoMonth}-01T00:00:00Z`));

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`the dashboard chart shows a month's exact volume and company profit on hover, and the same in its table (${language})`, async ({ page }) => {
    await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.evaluate((code) => window.localStorage.setItem('wasit.language', code), language);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    const months = await dashboard.chartMonths();
    const busiest = months.reduce(
      (best, month, index) =>
        parseAmount({ text: month.volume, currency: month.currency }).amountMinor >
        parseAmount({ text: months[best]!.volume, currency: month.currency }).amountMinor
          ? index
          : best,
      0,
    );
    const month = months[busiest]!;
    const money = (amount: string) => formatMoney({ money: parseAmount({ text: amount, currency: month.currency, allowNegative: true }), language });

    await dashboard.hoverMonth(busiest);
    await expect(dashboard.tooltip).toBeVisible();
    await expect(dashboard.tooltip).toContainText(monthName(language, month.month));
    await expect(dashboard.tooltip).toContainText(money(month.volume));
    await expect(dashboard.tooltip).toContainText(money(month.companyProfit));
    await expect(dashboard.tooltip).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    await dashboard.showTable();
    const row = dashboard.table.getByRole('row', { name: monthName(language, month.month) });
    await expect(row).toContainText(money(month.volume));
    await expect(row).toContainText(money(month.companyProfit));
    await expect(dashboard.table.getByRole('row')).toHaveCount(months.length + 1);
  });
}
