import { expect, test } from '@playwright/test';
import { rejectPendingRuns, resetCurrentMonth } from '../pages/distribution-approvals';
import { ProfitDistributionPage } from '../pages/profit-distribution-page';
import { DEMO_ADMIN, DEMO_MANAGER, signInAs, switchUser } from '../pages/session';

for (const language of ['en', 'ar'] as const) {
  test(`one user proposes the month's distribution, another approves it and the profits are posted (${language})`, async ({ page }) => {
    await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.evaluate((code) => window.localStorage.setItem('wasit.language', code), language);
    await rejectPendingRuns(page);
    const distribution = new ProfitDistributionPage(page);
    await distribution.goto();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(distribution.warning).toHaveCount(0);
    await distribution.selectAll();
    await distribution.calculate();
    await distribution.distributeButton.click();
    await page.getByTestId('confirm-distribute').click();
    // Proposed, not posted: the month shows its pending proposal and nothing distributed.
    await expect(page.getByTestId('pending-runs-card').getByTestId('run-row')).toHaveCount(1);
    await expect(distribution.warning).toHaveCount(0);

    await switchUser(page, DEMO_MANAGER, language);
    await page
      .getByRole('link', { name: language === 'ar' ? 'اعتماد التوزيعات' : 'Distribution approvals' })
      .first()
      .click();
    await expect(page.getByTestId('approvals-page')).toBeVisible();
    const pending = page.getByTestId('pending-runs').getByTestId('run-row');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText('Admin');
    await pending.getByTestId('approve-run').click();
    await expect(page.getByTestId('no-pending-runs')).toBeVisible();
    await expect(page.getByTestId('decided-runs').locator('[data-testid="run-row"][data-status="approved"]').first()).toBeVisible();

    await switchUser(page, DEMO_ADMIN, language);
    await distribution.goto();
    await expect(distribution.warning).toBeVisible();
    await expect(page.getByTestId('pending-runs-card')).toHaveCount(0);
    await resetCurrentMonth(page);
  });
}
