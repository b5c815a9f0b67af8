import { expect, test } from '@playwright/test';
import { formatMoney, parseAmount, parseCurrency } from '../../domain';
import type { Language } from '../pages/language';
import { sortInUrl } from '../pages/list-screen';
import { AddProfitPage, memberWords, MemberProfilePage } from '../pages/member-pages';
import { DEMO_ADMIN, signInAs, withMemberAndApprover } from '../pages/session';

const MEMBER = { email: 'member@wasit.example', password: DEMO_ADMIN.password } as const;

/** The whole circle: a member asks for an unpaid profit, an approver approves, the member sees it paid and the balance raised. */
for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`a member's profit request, approved, raises the balance (${language})`, async ({ browser }) => {
    const words = memberWords(language);
    await withMemberAndApprover(browser, async ({ memberPage, adminPage }) => {
      await signInAs(memberPage, MEMBER.email, MEMBER.password);
      await expect(memberPage).toHaveURL(/\/app\/profile$/);
      await memberPage.evaluate((code) => window.localStorage.setItem('wasit.language', code), language);
      const profile = new MemberProfilePage(memberPage, language);
      await profile.goto();
      await expect(memberPage.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

      // An unpaid profit no earlier test asked for: English and Arabic each take a different one.
      const profit = (await profile.profits()).find((row) => row.requestable && !row.paid && row.type === 'profit');
      expect(profit, 'the demo member has an unpaid profit row to request').toBeDefined();
      const before = await profile.balance();
      await profile.openTab('profits');
      await expect(profile.profitRow(profit!.id).getByTestId('profit-paid')).toHaveText(words.profits.unpaid);
      const note = `e2e ${language} ${profit!.id}`;
      await profile.requestToAdd(profit!.id, note);
      await expect(profile.profitRow(profit!.id)).toContainText(words.profits.pending);

      await signInAs(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const approvals = new AddProfitPage(adminPage);
      await approvals.goto();
      await approvals.approve(note);

      await memberPage.reload();
      await profile.openTab('profits');
      await expect(profile.profitRow(profit!.id).getByTestId('profit-paid')).toHaveText(words.profits.paid);
      await profile.openTab('subscription');
      const currency = parseCurrency(before.currency);
      const raised = parseAmount({ text: before.balance, currency }).amountMinor + parseAmount({ text: profit!.amount, currency }).amountMinor;
      await expect(profile.balanceText()).toHaveText(formatMoney({ money: { amountMinor: raised, currency }, language }));
    });
  });
}

test('a member sorts the profit history by amount from its header; the tab and the order survive a reload', async ({ page }) => {
  await signInAs(page, MEMBER.email, MEMBER.password);
  const profile = new MemberProfilePage(page, 'en');
  await profile.goto();
  await profile.openTab('profits');
  await expect(page).toHaveURL(/tab=profits/);
  await profile.profitRows.first().waitFor();
  const shownIds = () => profile.profitRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-profit-id')).join());
  const listedIds = async (sort: string) => {
    const answer = await page.request.get(`/api/me/profits?sort=${sort}`);
    return ((await answer.json()) as { items: Array<{ id: string }> }).items.map((row) => row.id).join();
  };
  await page.getByTestId('member-profits').locator('thead th').filter({ hasText: 'Amount' }).click();
  const sort = await sortInUrl(page, /sort=amount-(asc|desc)/);
  await expect.poll(shownIds).toBe(await listedIds(sort));
  await page.reload();
  await expect(page.getByRole('tab', { name: memberWords('en').tabs.profits })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(shownIds).toBe(await listedIds(sort));
});
