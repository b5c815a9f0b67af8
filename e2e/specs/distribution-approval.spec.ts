import { expect, test } from '@playwright/test';
import { proposeCurrentMonth, rejectPendingRuns, resetCurrentMonth } from '../pages/distribution-approvals';
import { ProfitDistributionPage } from '../pages/profit-distribution-page';
import { DEMO_ADMIN, DEMO_MANAGER, signInAs, signInAsAdminByApi, switchUser } from '../pages/session';
import { confirmModal } from '../pages/confirm-modal';

// Whatever became of a run, the next finds the current month free: nothing pending, nothing posted.
// (A run that failed half-way once left the month posted, and the next run failed on that alone.)
test.afterEach(async ({ page }, testInfo) => {
  testInfo.setTimeout(testInfo.timeout + 30_000);
  await signInAsAdminByApi(page);
  await rejectPendingRuns(page);
  await resetCurrentMonth(page);
});

for (const language of ['en', 'ar'] as const) {
  test(`one user proposes the month's distribution, another approves it and the profits are posted (${language})`, async ({ page }) => {
    // Three sign-ins, a calculation and a posting: twice the time of a one-screen spec on a busy two-core runner.
    test.setTimeout(120_000);
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
    await confirmModal(page, 'confirm-distribute');
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
    // Approving asks first, naming what it posts: the kind, the month, the currency and the total.
    const cells = pending.locator('td');
    const [kindText, monthText, total] = [await cells.nth(0).innerText(), await cells.nth(1).innerText(), await pending.getByTestId('money').innerText()];
    await pending.getByTestId('approve-run').click();
    const question = page.getByTestId('confirm-approve-run-text');
    for (const part of [kindText, monthText.split(' · ')[0]!, 'XAF', total]) await expect(question).toContainText(part);
    await confirmModal(page, 'confirm-approve-run');
    await expect(page.getByTestId('no-pending-runs')).toBeVisible();
    await expect(page.getByTestId('decided-runs').locator('[data-testid="run-row"][data-status="approved"]').first()).toBeVisible();

    await switchUser(page, DEMO_ADMIN, language);
    await distribution.goto();
    await expect(distribution.warning).toBeVisible();
    await expect(page.getByTestId('pending-runs-card')).toHaveCount(0);
  });
}

test('a proposal whose total cannot be read shows its trouble in its row; the other rows and the screen stay', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // Two decided proposals at least: the current month proposed and withdrawn twice.
  for (let round = 0; round < 2; round += 1) {
    await rejectPendingRuns(page);
    await proposeCurrentMonth(page);
  }
  await rejectPendingRuns(page);
  // Each list answered with one more run first: a reset whose total is the column's text for XAF ("401124.00"), as one was once written.
  await page.route(
    (url) => url.pathname === '/api/distribution-runs',
    async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { items: Array<Record<string, unknown>> };
      const at = new Date().toISOString();
      const person = { id: 'someone', name: 'Someone' };
      const unreadable = {
        id: 'unreadable',
        kind: 'reset',
        source: null,
        year: 2026,
        month: 1,
        currency: 'XAF',
        status: 'rejected',
        total: '401124.00',
        count: 3,
      };
      const run = { ...unreadable, proposedBy: person, proposedAt: at, decidedBy: person, decidedAt: at, reason: 'Browser test' };
      await route.fulfill({ response: answer, json: { ...body, items: [run, ...body.items] } });
    },
  );
  await page.goto('/app/approve-distributions');
  await expect(page.getByTestId('approvals-page')).toBeVisible();
  const decided = page.getByTestId('decided-runs').getByTestId('run-row');
  await expect(decided.first().getByTestId('money-trouble')).toContainText('401124.00');
  // The other rows (the proposals withdrawn above) show their totals as ever.
  await expect(decided.nth(1).getByTestId('money')).toBeVisible();
});
