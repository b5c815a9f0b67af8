import { expect, test } from '@playwright/test';
import { parseAmount, parseCurrency } from '../../domain';
import { MemberProfilePage } from '../pages/member-pages';
import { MemberWithdrawalsTab, NotificationBell, WithdrawalApprovalsTab } from '../pages/self-service';
import { DEMO_ADMIN, DEMO_MEMBER, signInAs, withMemberAndApprover } from '../pages/session';

/** docs/operations.md §13–§15: a member asks for a withdrawal, an approver approves it, the member is told and reads their statements. */
test('a member asks for a withdrawal, an approver approves it, the member sees the bell and their monthly statements', async ({ browser }) => {
  // Two sessions, and a statement PDF rendered by the server's browser.
  test.slow();
  await withMemberAndApprover(browser, async ({ memberPage, adminPage }) => {
    await signInAs(memberPage, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const profile = new MemberProfilePage(memberPage, 'en');
    const before = await profile.balance();
    const withdrawals = new MemberWithdrawalsTab(memberPage);
    await withdrawals.goto();
    const reason = `e2e withdrawal ${Date.now()}`;
    await withdrawals.ask('1', reason);
    await expect(withdrawals.row(reason)).toHaveAttribute('data-status', 'pending');

    await signInAs(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const approvals = new WithdrawalApprovalsTab(adminPage);
    await approvals.goto();
    const adminBell = await new NotificationBell(adminPage).open();
    await expect(adminBell.locator('[data-testid="notification"][data-kind="withdrawal-requested"]').first()).toBeVisible();
    await adminPage.keyboard.press('Escape');
    await approvals.approve(reason);

    // The member: the bell counts the decision, its list says it, the balance is down by exactly the amount.
    await memberPage.reload();
    const bell = new NotificationBell(memberPage);
    await expect(bell.button()).toHaveAccessibleName(/[1-9]\d* unread/);
    const list = await bell.open();
    const decided = list.locator('[data-testid="notification"][data-kind="withdrawal-decided"][data-read="false"]').first();
    await expect(decided).toContainText('was approved');
    await decided.click();
    await expect(memberPage).toHaveURL(/tab=withdrawals/);
    await expect(withdrawals.row(reason)).toHaveAttribute('data-status', 'approved');
    const currency = parseCurrency(before.currency);
    const after = await profile.balance();
    expect(parseAmount({ text: after.balance, currency }).amountMinor).toBe(
      parseAmount({ text: before.balance, currency }).amountMinor - parseAmount({ text: '1', currency }).amountMinor,
    );

    // Every month since subscribing, newest first, each a PDF.
    await memberPage.goto('/app/profile?tab=statements');
    const months = memberPage.getByTestId('statement-month');
    await expect(months.first()).toBeVisible();
    expect(await months.count()).toBeGreaterThan(1);
    const href = await months.first().getByTestId('statement-pdf').first().getAttribute('href');
    expect(href).toMatch(/^\/api\/statements\/\d{4}\/\d{1,2}\/pdf\?subscriberId=.+&lang=en$/);
    const pdf = await memberPage.request.get(href!);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
  });
});

/** docs/operations.md §14: the bell lists the latest 20; older ones follow on "Show older", by keyboard, and read as any other. */
test('the bell shows older notifications from the keyboard, and opening an older one marks it read', async ({ browser }) => {
  test.slow();
  await withMemberAndApprover(browser, async ({ memberPage, adminPage }) => {
    // 21 requests: 21 notifications for the approver, newer than any they had, the 21st on the second page.
    await signInAs(memberPage, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const { currency } = await new MemberProfilePage(memberPage, 'en').balance();
    const origin = new URL(memberPage.url()).origin;
    const ids: string[] = [];
    for (let n = 1; n <= 21; n += 1) {
      const asked = await memberPage.request.post('/api/withdrawals', { headers: { origin }, data: { currency, amount: '1', reason: `e2e bell ${n}` } });
      expect(asked.status()).toBe(200);
      ids.push(((await asked.json()) as { id: string }).id);
    }

    await signInAs(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const bell = new NotificationBell(adminPage);
    await expect.poll(() => bell.unread()).toBeGreaterThanOrEqual(21);
    const unread = await bell.unread();
    const list = await bell.open();
    await expect(bell.items()).toHaveCount(20);
    await expect(list.getByTestId('notifications-shown')).toHaveText(/20/);
    await bell.showOlderByKeyboard();
    await expect.poll(() => bell.items().count()).toBeGreaterThan(20);
    await expect(list.getByTestId('notifications-shown')).toHaveText(new RegExp(String(await bell.items().count())));
    // The first older one has the focus, and is the first request asked (the oldest of the 21), still unread.
    const older = bell.items().nth(20);
    await expect(older).toBeFocused();
    await expect(older).toHaveAttribute('data-read', 'false');
    await expect(older).toContainText('withdraw');
    await adminPage.keyboard.press('Enter');
    await expect(adminPage).toHaveURL(/tab=withdrawals/);
    await expect(bell.button()).toHaveAccessibleName(new RegExp(`\\b${unread - 1} unread`));
    // The bell keeps the pages it read: open again, the older one is there, read.
    await bell.open();
    await expect(bell.items().nth(20)).toHaveAttribute('data-read', 'true');

    // Clean-up: the requests rejected, so that no other spec meets them pending.
    for (const id of ids) {
      const decided = await adminPage.request.post(`/api/withdrawals/${id}/decide`, {
        headers: { origin },
        data: { decision: 'reject', reason: 'e2e clean-up' },
      });
      expect(decided.status()).toBe(200);
    }
  });
});

test('at 390 px in Arabic, the bell, the withdrawals and the statements fit the screen without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await page.evaluate(() => window.localStorage.setItem('wasit.language', 'ar'));
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  for (const [tab, shown] of [
    ['withdrawals', 'ask-withdrawal'],
    ['statements', 'statement-month'],
  ] as const) {
    await page.goto(`/app/profile?tab=${tab}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId(shown).first()).toBeVisible();
    expect(await noSidewaysScroll(), tab).toBe(true);
  }
  const bell = page.getByTestId('notifications-menu');
  const box = await bell.boundingBox();
  expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await page.goto('/app/profile?tab=withdrawals');
  await page.getByTestId('ask-withdrawal').click();
  await expect(page.getByTestId('withdrawal-form')).toBeVisible();
  expect(await noSidewaysScroll(), 'withdrawal modal').toBe(true);
  await page.keyboard.press('Escape');
  await (await new NotificationBell(page).open()).waitFor();
  expect(await noSidewaysScroll(), 'notifications').toBe(true);
});
