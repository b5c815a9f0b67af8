import { expect, test } from '@playwright/test';
import { demoMonthBack, yearMonthText } from '../demo-day';
import { rejectPendingRuns } from '../pages/distribution-approvals';
import type { MemberProfit } from '../pages/member-pages';
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_MEMBER, signInAs, signInAsAdminByApi, switchUser } from '../pages/session';
import { confirmModal } from '../pages/confirm-modal';

const REASON = 'Browser test: a missed credit';

// A proposal left pending by a failed run is withdrawn, so the approvals screen starts empty for the next spec.
test.afterEach(async ({ page }) => {
  await signInAsAdminByApi(page);
  await rejectPendingRuns(page);
});

test('one user proposes an adjustment of a posted profit, another reads its row, amounts and reason and approves it (docs/distribution.md §18)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A profit row of the demo member from a month before this one: the posted row corrected by one franc more.
  await signInAs(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  const { items } = (await (await page.request.get('/api/me/profits?limit=100')).json()) as { items: MemberProfit[] };
  const thisMonth = yearMonthText(demoMonthBack(0));
  const row = items.find((item) => item.type === 'profit' && item.currency === 'XAF' && !item.profitDate.startsWith(thisMonth));
  expect(row, 'the demo member has an earlier profit in francs').toBeDefined();
  const corrected = // Francs CFA have no cents (docs/money.md).
    String(BigInt(row!.amount.split('.')[0]!) + 1n);

  await switchUser(page, DEMO_ADMIN, 'en');
  await rejectPendingRuns(page);
  const month = demoMonthBack(0);
  const proposed = await page.request.post('/api/adjustments', {
    headers: { origin: baseURL! },
    data: { rowId: row!.id, correctedAmount: corrected, reason: REASON, year: String(month.getFullYear()), month: String(month.getMonth() + 1) },
  });
  expect(proposed.status(), await proposed.text()).toBeLessThan(300);

  await switchUser(page, DEMO_MANAGER, 'en');
  await page.goto('/app/approve-distributions');
  const pending = page.getByTestId('pending-runs').getByTestId('run-row');
  await expect(pending).toHaveCount(1);
  const summary = pending.getByTestId('adjustment-summary');
  await expect(summary).toContainText(REASON);
  await expect(summary).toContainText(row!.profitDate.slice(0, 7));
  await expect(summary.getByTestId('money')).toHaveCount(2);

  await pending.getByTestId('approve-run').click();
  // The confirmation names the difference it posts, one franc, and what it corrects.
  await expect(page.getByTestId('confirm-approve-run-text')).toContainText(/FCFA\s1$/);
  await expect(page.getByRole('dialog').getByTestId('adjustment-summary')).toContainText(REASON);
  await confirmModal(page, 'confirm-approve-run');
  await expect(page.getByTestId('no-pending-runs')).toBeVisible();
  await expect(page.getByTestId('decided-runs').locator('[data-testid="run-row"][data-status="approved"]').first()).toContainText(REASON);
});
