import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeFindings, contrastFindings, cutBadgeFindings, settle } from '../pages/a11y/audit';
import { openMemberProfile, type MemberProfilePage } from '../pages/member-pages';

const PHONE = { width: 390, height: 844 };

/** True when the element is drawn wholly inside the viewport's width. */
async function withinWidth(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

/** The demo member's profile at a phone's width, in Arabic. */
async function openArabicProfileOnPhone(page: Page): Promise<MemberProfilePage> {
  await page.setViewportSize(PHONE);
  return openMemberProfile(page, 'ar');
}

test("at 390 px in Arabic, a member's profit history shows every row's status and request action without scrolling sideways", async ({ page }) => {
  const profile = await openArabicProfileOnPhone(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await profile.openTab('profits');

  const history = page.getByTestId('member-profits');
  await expect(history).toHaveAttribute('data-layout', 'cards');
  const rows = await profile.profitRows.all();
  expect(rows.length, 'the demo member has profit rows').toBeGreaterThan(0);
  let requestButtons = 0;
  for (const row of rows) {
    await row.scrollIntoViewIfNeeded();
    const status = row.getByTestId('profit-paid');
    await expect(status).toBeVisible();
    expect(await withinWidth(status), 'the status badge is inside the screen').toBe(true);
    for (const button of await row.getByTestId('request-profit').all()) {
      requestButtons += 1;
      await expect(button).toBeVisible();
      expect(await withinWidth(button), 'the request button is inside the screen').toBe(true);
    }
  }
  expect(requestButtons, 'some demo profit is still requestable').toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The cards meet the same accessibility checks as the table does on a wide screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  const scope = '[data-testid="member-profits"]';
  expect([...(await axeFindings(page, scope)), ...(await contrastFindings(page, scope)), ...(await cutBadgeFindings(page, scope))]).toEqual([]);
});

test('at 390 px in Arabic, the capital movements and the operations read as cards inside the screen', async ({ page }) => {
  const profile = await openArabicProfileOnPhone(page);
  for (const [tab, list] of [
    ['subscription', 'member-ledger'],
    ['operations', 'member-operations'],
  ] as const) {
    await profile.openTab(tab);
    const cards = page.getByTestId(list);
    await expect(cards).toHaveAttribute('data-layout', 'cards');
    const shown = await cards.locator(':scope > *').all();
    expect(shown.length, `the demo member has rows in ${list}`).toBeGreaterThan(0);
    for (const card of shown) {
      await card.scrollIntoViewIfNeeded();
      expect(await withinWidth(card), `a card of ${list} is inside the screen`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
});
