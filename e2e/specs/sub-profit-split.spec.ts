import { expect, test } from '@playwright/test';
import { demoMonthBack } from '../demo-day';
import { SubProfitSplitTab } from '../pages/mediator-pages';
import { DEMO_ADMIN, signInByApi } from '../pages/session';

test.beforeEach(async ({ page }) => {
  await signInByApi(page, DEMO_ADMIN);
});

test("the split tab shows last month's demo profit split between primaries and their sub-subscribers", async ({ page }) => {
  // The demo distributes the two months before its own in XAF; its allocations give two primaries sub-subscribers.
  const last = demoMonthBack(1);
  const split = new SubProfitSplitTab(page);
  await split.open();
  await split.choose('split-year', String(last.getFullYear()));
  await split.choose('split-month', new Intl.DateTimeFormat('en', { month: 'long' }).format(last));
  await expect(split.cards.first()).toBeVisible();
  await expect(page.getByTestId('split-month-total')).toBeVisible();
  const withSubs = split.cards.filter({ has: page.getByTestId('split-line').nth(2) });
  await expect(withSubs.first()).toContainText('Sub-subscriber');
  // A profit with no digit but zeros is no profit at all.
  await expect(withSubs.first().getByTestId('split-profit')).not.toHaveText(/^[^1-9]*$/);
});
