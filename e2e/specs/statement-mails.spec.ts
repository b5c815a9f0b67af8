import { expect, test } from '@playwright/test';
import { demoMonthBack, yearMonthText } from '../demo-day';
import { rejectPendingRuns, resetCurrentMonth } from '../pages/distribution-approvals';
import { ProfitDistributionPage } from '../pages/profit-distribution-page';
import { DEMO_ADMIN, DEMO_MANAGER, signInAs, switchUser } from '../pages/session';
import { confirmModal } from '../pages/confirm-modal';

/** The month distributed here: the demo's own, which it leaves undistributed (e2e/demo-day.ts). */
const thisMonth = () => yearMonthText(demoMonthBack(0));

/** docs/mail.md: an approved run queues the members' statements; the administrator follows them on the jobs screen. */
for (const language of ['en', 'ar'] as const) {
  test(`an approved distribution mails the members' statements, seen on the administrators' jobs screen (${language})`, async ({ page }) => {
    await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.evaluate((code) => window.localStorage.setItem('wasit.language', code), language);
    await rejectPendingRuns(page);
    const distribution = new ProfitDistributionPage(page);
    await distribution.goto();
    await distribution.selectAll();
    await distribution.calculate();
    await distribution.distributeButton.click();
    await confirmModal(page, 'confirm-distribute');
    await expect(page.getByTestId('pending-runs-card').getByTestId('run-row')).toHaveCount(1);

    await switchUser(page, DEMO_MANAGER, language);
    await page
      .getByRole('link', { name: language === 'ar' ? 'اعتماد التوزيعات' : 'Distribution approvals' })
      .first()
      .click();
    await page.getByTestId('pending-runs').getByTestId('run-row').getByTestId('approve-run').click();
    await confirmModal(page, 'confirm-approve-run');
    await expect(page.getByTestId('no-pending-runs')).toBeVisible();
    // The jobs screen is the administrators' only.
    await expect(page.getByTestId('menu-jobs')).toHaveCount(0);

    await switchUser(page, DEMO_ADMIN, language);
    await page.getByTestId('menu-jobs').first().click();
    await expect(page.getByTestId('admin-jobs-page')).toBeVisible();
    await expect(page.getByRole('heading', { name: language === 'ar' ? 'المهام الخلفية' : 'Background jobs' })).toBeVisible();
    const statements = page.locator(`[data-testid="job-row"][data-kind="statement-mail"]`).filter({ hasText: thisMonth() });
    await expect(statements.first()).toBeVisible({ timeout: 20_000 });
    // Without SMTP the mails go to the outbox: each statement ends sent.
    await expect(statements.locator('[data-testid="job-status"][data-status="done"]').first()).toBeVisible({ timeout: 30_000 });
    await expect(statements.first().getByTestId('job-recipient')).toContainText('@');
    await expect(statements.first()).toContainText(language === 'ar' ? 'كشف الحساب الشهري' : 'Monthly statement');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    await distribution.goto();
    await resetCurrentMonth(page);
  });
}
