import { expect, type Page } from '@playwright/test';
import { distributionPath } from '../../demo-day';
import { freshSubscriber } from '../api-people';
import { proposeCurrentMonth, rejectPendingRuns } from '../distribution-approvals';
import { ONE_PIXEL_PNG } from '../documents-dialog';

/**
 * One modal, menu, dropdown or confirmation of the app, opened as a person opens it. `opener` is
 * the control that opens it (or the last one, when it takes several steps), and `scope` the overlay
 * itself: the audit looks inside it, and Escape must close it and give focus back to `opener`.
 */
export type Overlay = { name: string; path: string; open: (page: Page) => Promise<void>; opener: string; scope: string; as?: 'member' };

const DIALOG = '[role="dialog"]';
const MENU = '[role="menu"]';
const LISTBOX = '[role="listbox"]';
/** The account picker of the accounting settings' first posting rule. */
const POSTING_RULE_ACCOUNT = '[data-testid="posting-rule-account"]';
/** The subscribers' status filter, the page's only select. */
const STATUS_FILTER = 'main input[aria-haspopup="listbox"]';

/** The operations' period filter's choice of named periods. */
const PERIOD_PRESETS = '[data-testid="filter-preset"]';

/** How long a control that should be on screen is waited for, so a missing one fails the test at once. */
const SHOWN_WITHIN = { timeout: 20_000 };

/** From the keyboard, so the browser keeps showing focus rings as to a keyboard user. */
const press =
  (selector: string, key = 'Enter') =>
  async (page: Page) => {
    await page.locator(selector).first().focus(SHOWN_WITHIN);
    await page.keyboard.press(key);
  };

/**
 * Opens a tab with the keyboard and waits until it is the selected one: a tab kept in the URL shows
 * its panel a moment after the key, and a hidden panel's buttons cannot take the focus meanwhile.
 */
/** The first posting rule's account list once open, marked by openPostingRuleAccounts. */
const POSTING_RULE_ACCOUNTS_OPEN = '[data-a11y-open="posting-rule-accounts"]';

/**
 * Opens the first posting rule's account picker and marks the list it controls: every rule's picker
 * keeps a list in the page, hidden while closed, so the page's last list is not the open one.
 * Unmarked when the press landed nowhere: the spec then presses again.
 */
const openPostingRuleAccounts = async (page: Page) => {
  await press(POSTING_RULE_ACCOUNT, 'ArrowDown')(page);
  const picker = page.locator(POSTING_RULE_ACCOUNT).first();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const list = await picker.getAttribute('aria-controls');
    if (list) {
      await page.locator(`[id="${list}"]`).evaluate((element) => element.setAttribute('data-a11y-open', 'posting-rule-accounts'));
      return;
    }
    await page.waitForTimeout(100);
  }
};

const pressTab = (selector: string) => async (page: Page) => {
  await press(selector)(page);
  await expect(page.locator(selector).first()).toHaveAttribute('aria-selected', 'true', SHOWN_WITHIN);
};

/**
 * Opens a row's action menu, then one of its entries. Once open, the menu takes the focus into
 * itself; the entry is focused only after that, and Enter is pressed only while it holds the focus.
 * On a slow screen the Enter would otherwise reach another entry, and a menu's first entry may act at
 * once (a user row's first one disables that user's login: every later spec of that user fails).
 */
const menuThen = (menu: string, entry: string) => async (page: Page) => {
  await press(menu)(page);
  await expect(page.locator(`${MENU}:focus-within`).last()).toBeVisible(SHOWN_WITHIN);
  const target = page.locator(entry).first();
  await target.focus(SHOWN_WITHIN);
  await expect(target).toBeFocused(SHOWN_WITHIN);
  await page.keyboard.press('Enter');
};

/**
 * The first individual's documents, one identity card kept first through the API when they have
 * none (documents cannot be removed, so once per server), then that document's preview.
 */
const documentPreview = async (page: Page) => {
  const email = await page.getByTestId('individual-row').first().getAttribute('data-email', SHOWN_WITHIN);
  const found = (await (await page.request.get(`/api/individuals?search=${encodeURIComponent(email ?? '')}`)).json()) as { items: Array<{ id: string }> };
  const id = found.items[0]?.id ?? '';
  const listed = (await (await page.request.get(`/api/documents?ownerKind=individual&ownerId=${id}`)).json()) as { items: unknown[] };
  if (listed.items.length === 0) {
    const kept = await page.request.post(`/api/documents?ownerKind=individual&ownerId=${id}&docType=identity-card&fileName=card.png`, {
      headers: { origin: new URL(page.url()).origin, 'content-type': 'application/octet-stream' },
      data: ONE_PIXEL_PNG,
    });
    expect(kept.status()).toBe(200);
  }
  await press('[data-testid="documents-open"]')(page);
  await press('[data-testid="document-preview-open"]')(page);
  await expect(page.getByTestId('document-preview-image')).toBeVisible(SHOWN_WITHIN);
};

/** An overlay that one control (named by its data-testid) opens from the keyboard. */
const pressed = (name: string, path: string, testId: string, scope: string): Overlay => {
  const opener = `[data-testid="${testId}"]`;
  return { name, path, open: press(opener), opener, scope };
};

/** An overlay opened from an entry of a row's action menu (the menu named by its data-testid). */
const fromMenu = (name: string, path: string, menuTestId: string, entry: string, scope: string): Overlay => {
  const opener = `[data-testid="${menuTestId}"]`;
  return { name, path, open: menuThen(opener, entry), opener, scope };
};

/** The first individual shown checked from the keyboard, then the bar's "Deactivate selected" pressed: its confirmation. */
const bulkConfirm = async (page: Page) => {
  await press('[data-testid="select-row"]', 'Space')(page);
  await expect(page.getByTestId('individuals-bulk')).toBeVisible(SHOWN_WITHIN);
  await press('[data-testid="bulk-deactivate"]')(page);
};

/** Update balance: a demo subscriber picked and an amount typed, then the confirm step opened from the keyboard. */
const updateBalanceConfirm = async (page: Page) => {
  await page.getByTestId('update-subscriber').fill('Abakar', SHOWN_WITHIN);
  await page
    .getByRole('option', { name: /Abakar/ })
    .first()
    .click(SHOWN_WITHIN);
  await page.getByTestId('update-amount').fill('1000', SHOWN_WITHIN);
  await press('[data-testid="update-preview"]')(page);
};

/** A proposal of the current month (left pending; the approval spec rejects it first), then its reject dialog. */
const rejectProposal = async (page: Page) => {
  await proposeCurrentMonth(page);
  await page.reload();
  await press('[data-testid="reject-run"]')(page);
};

/** A proposal of the current month (left pending, as for the reject dialog), then its approve confirmation: nothing is posted. */
const approveProposal = async (page: Page) => {
  await proposeCurrentMonth(page);
  await page.reload();
  await press('[data-testid="approve-run"]')(page);
};

/**
 * A money write held above its limit (docs/operations.md §23), left pending: a GBP subscriber's
 * balance updated above a limit set for the moment and removed at once, so that no other screen
 * meets it. The approvals screen then lists it with its approve and reject buttons.
 */
const holdMoneyWrite = async (page: Page) => {
  const headers = { origin: new URL(page.url()).origin };
  const setLimit = (amount: string | null) =>
    page.request.put('/api/approval-limits', { headers, data: { limits: [{ action: 'update-balance', currency: 'GBP', amount }] } });
  const subscriber = await freshSubscriber(page, { label: 'Held write', amount: '5000', currency: 'GBP' });
  expect((await setLimit('100')).status()).toBe(200);
  try {
    const held = await page.request.post('/api/update-balance', {
      headers,
      data: { subscriberId: subscriber.id, type: 'credit', creditType: 'new-amount', amount: '500' },
    });
    expect(held.status()).toBe(202);
  } finally {
    await setLimit(null);
  }
  await page.reload();
};

const rejectMoneyWrite = async (page: Page) => {
  await holdMoneyWrite(page);
  await press('[data-testid="reject-money-proposal"]')(page);
};

/** Its approve confirmation only: nothing is written. */
const approveMoneyWrite = async (page: Page) => {
  await holdMoneyWrite(page);
  await press('[data-testid="approve-money-proposal"]')(page);
};

/** The operations narrowed to the test's pending one (overlay-data.ts), then its row's `action` pressed. */
const operationAction = (number: string, action: 'complete' | 'cancel') => async (page: Page) => {
  await page.getByTestId('operations-search').fill(number, SHOWN_WITHIN);
  await page.locator(`[data-testid="operation-row"][data-number="${number}"]`).waitFor(SHOWN_WITHIN);
  await expect(page.getByTestId('operation-row')).toHaveCount(1, SHOWN_WITHIN);
  await press(`[data-testid="${action}-operation"]`)(page);
};

/**
 * The demo month's completed operations (the overlay's path opens that month, e2e/demo-day.ts)
 * selected and calculated, then Distribute (nothing is written).
 */
const distributeConfirm = async (page: Page) => {
  // The reject-proposal overlay of an earlier run leaves the month proposed: withdraw it first.
  await rejectPendingRuns(page);
  await page.reload();
  await page.getByTestId('select-all').click(SHOWN_WITHIN);
  await press('[data-testid="calculate"]')(page);
  await page.getByTestId('investor-preview').waitFor(SHOWN_WITHIN);
  await press('[data-testid="distribute"]')(page);
};

/**
 * The month before the demo's (the overlay's path opens it), which the demo distributed to investors
 * but left without commissions: its commissions calculated, then Distribute opens the "type YES"
 * confirmation (nothing is written).
 */
const commissionsConfirm = async (page: Page) => {
  await pressTab('[data-testid="tab-mediator"]')(page);
  await expect(page.getByTestId('calculate-commissions')).toBeEnabled(SHOWN_WITHIN);
  await press('[data-testid="calculate-commissions"]')(page);
  await page.getByTestId('commission-preview').waitFor(SHOWN_WITHIN);
  await press('[data-testid="distribute-commissions"]')(page);
};

/** The member's profits tab, then "ask to add" on an unpaid profit. */
const profitRequest = async (page: Page) => {
  await pressTab('[data-testid="profile-tab-profits"]')(page);
  await press('[data-testid="request-profit"]')(page);
};

/** The explain action of one profit row (docs/distribution.md §17). */
const explainOf = (profitId: string) => `[data-testid="explain-profit"][data-profit-id="${profitId}"]`;

/** The member's profits tab, then "Explain" on an explainable profit, its figures shown. */
const profitExplanation = (profitId: string) => async (page: Page) => {
  await pressTab('[data-testid="profile-tab-profits"]')(page);
  await press(explainOf(profitId))(page);
  await page.locator(`${DIALOG} [data-testid="explanation-share"]`).waitFor(SHOWN_WITHIN);
};

/** The year picker of the member's year statement (docs/money.md §8). */
const YEAR_SELECT = '[data-testid="year-statement-year"]';

/** The member's profits tab, then the year statement's year list opened from the keyboard. */
const yearStatementYears = async (page: Page) => {
  await pressTab('[data-testid="profile-tab-profits"]')(page);
  await press(YEAR_SELECT, 'ArrowDown')(page);
};

/**
 * The journal's newest entry opened from the keyboard (docs/accounting.md §5). The demo data posts no
 * entries: when the journal is empty, one subscription is made through the API (it posts its own).
 */
const journalEntry = async (page: Page) => {
  const journal = await page.request.get('/api/accounting/journal?limit=10');
  if (((await journal.json()) as { items: unknown[] }).items.length === 0) {
    await freshSubscriber(page, { label: 'Journal Overlay', amount: '50000' });
    await page.reload();
  }
  await press('[data-testid="journal-open"]')(page);
  await page.locator(`${DIALOG} [data-testid="journal-lines"]`).waitFor(SHOWN_WITHIN);
};

/**
 * Every overlay; `operationNumber` is the pending operation overlay-data.ts made for the test,
 * `explainableProfitId` a member's profit whose explanation answers.
 */
export const overlays = ({ operationNumber, explainableProfitId }: { operationNumber: string; explainableProfitId: string }): Overlay[] => [
  pressed('jobs menu', '/app/reports', 'jobs-menu', DIALOG),
  // docs/operations.md §14: the bell's list of notifications.
  pressed('notifications menu', '/app/dashboard', 'notifications-menu', DIALOG),
  pressed('scheduled report form', '/app/scheduled-reports', 'schedule-add', DIALOG),
  // docs/mail.md §4: deleting a schedule asks first; overlay-data.ts scheduled one (Escape deletes nothing).
  pressed('scheduled report delete confirmation', '/app/scheduled-reports', 'schedule-delete', DIALOG),
  pressed('user menu', '/app/dashboard', 'user-menu', MENU),
  pressed('operation form', '/app/transactions?tab=operations', 'add-operation', DIALOG),
  pressed('column picker', '/app/transactions?tab=operations', 'column-picker', MENU),
  // Saved views and date presets (docs/architecture.md §8); overlay-data.ts saved one view to delete.
  pressed('saved views menu', '/app/transactions?tab=operations', 'saved-views', MENU),
  fromMenu('save view form', '/app/transactions?tab=operations', 'saved-views', '[data-testid="save-view"]', DIALOG),
  fromMenu('delete views', '/app/transactions?tab=operations', 'saved-views', '[data-testid="manage-views"]', DIALOG),
  { name: 'period presets', path: '/app/transactions?tab=operations', open: press(PERIOD_PRESETS, 'ArrowDown'), opener: PERIOD_PRESETS, scope: LISTBOX },
  pressed('ledger row menu', '/app/transactions', 'ledger-actions', MENU),
  fromMenu(
    'ledger action confirmation',
    '/app/transactions',
    'ledger-actions',
    '[role="menuitem"][data-testid^="ledger-"]:not([data-testid="ledger-receipt"]):not([data-testid="ledger-documents"])',
    DIALOG,
  ),
  pressed('individual form', '/app/individuals', 'individual-add', DIALOG),
  // docs/operations.md §12: a bulk action's confirmation, opened from the bar once a row is checked (never confirmed here).
  { name: 'bulk action confirmation', path: '/app/individuals?active=true', open: bulkConfirm, opener: '[data-testid="bulk-deactivate"]', scope: DIALOG },
  pressed('individual documents', '/app/individuals', 'documents-open', DIALOG),
  fromMenu('capital entry documents', '/app/transactions', 'ledger-actions', '[data-testid="ledger-documents"]', DIALOG),
  pressed('operation documents', '/app/transactions?tab=operations', 'documents-open', DIALOG),
  pressed('subscriber form', '/app/subscribers', 'subscriber-add', DIALOG),
  pressed('subscriber report', '/app/subscribers', 'subscriber-report', DIALOG),
  pressed('subscriber profits', '/app/subscribers', 'subscriber-profits-open', DIALOG),
  pressed('PDF settings', '/app/subscribers', 'pdf-settings-open', DIALOG),
  { name: 'status dropdown', path: '/app/subscribers', open: press(STATUS_FILTER, 'ArrowDown'), opener: STATUS_FILTER, scope: LISTBOX },
  pressed('user row menu', '/app/user-management', 'user-actions', MENU),
  fromMenu('link individual', '/app/user-management', 'user-actions', '[data-testid="user-link-individual"]', DIALOG),
  fromMenu('reset second factor', '/app/user-management', 'user-actions', '[data-testid="user-reset-two-factor"]', DIALOG),
  fromMenu('change user type', '/app/user-management', 'user-actions', '[data-testid="user-change-type"]', DIALOG),
  // Escape closes it unanswered: the user stays active.
  fromMenu('deactivate user confirmation', '/app/user-management', 'user-actions', '[data-testid="user-action-deactivate"]', DIALOG),
  pressed('sale form', '/app/product-sales', 'add-sale', DIALOG),
  pressed('sale sell confirmation', '/app/product-sales', 'sell-sale', DIALOG),
  pressed('mediator link delete confirmation', '/app/mediator-percentages', 'link-delete', DIALOG),
  pressed('mediator link form', '/app/mediator-percentages', 'link-add', DIALOG),
  pressed('account form', '/app/accounting-settings', 'account-add', DIALOG),
  pressed('account edit form', '/app/accounting-settings', 'account-edit', DIALOG),
  {
    name: 'posting rule accounts',
    path: '/app/accounting-settings',
    open: openPostingRuleAccounts,
    opener: POSTING_RULE_ACCOUNT,
    scope: POSTING_RULE_ACCOUNTS_OPEN,
  },
  { name: 'update balance confirmation', path: '/app/update-balance', open: updateBalanceConfirm, opener: '[data-testid="update-preview"]', scope: DIALOG },
  // The demo's distributed months are open: the first one's close confirmation. Reopening (a closed month) is checked by closed-periods.spec.ts.
  pressed('close period confirmation', '/app/close-periods', 'close-period', DIALOG),
  // The first month's report: an open month, so its note that nothing is stamped; a stamped table is audited by closed-periods.spec.ts.
  pressed('period report', '/app/close-periods', 'period-report', DIALOG),
  pressed('reset month confirmation', distributionPath(), 'reset-month', DIALOG),
  { name: 'distribute confirmation', path: distributionPath(), open: distributeConfirm, opener: '[data-testid="distribute"]', scope: DIALOG },
  {
    name: 'commissions YES confirmation',
    path: distributionPath(1),
    open: commissionsConfirm,
    opener: '[data-testid="distribute-commissions"]',
    scope: DIALOG,
  },
  { name: 'reject distribution proposal', path: '/app/approve-distributions', open: rejectProposal, opener: '[data-testid="reject-run"]', scope: DIALOG },
  { name: 'approve distribution proposal', path: '/app/approve-distributions', open: approveProposal, opener: '[data-testid="approve-run"]', scope: DIALOG },
  {
    name: 'reject held money write',
    path: '/app/approve-distributions',
    open: rejectMoneyWrite,
    opener: '[data-testid="reject-money-proposal"]',
    scope: DIALOG,
  },
  {
    name: 'approve held money write',
    path: '/app/approve-distributions',
    open: approveMoneyWrite,
    opener: '[data-testid="approve-money-proposal"]',
    scope: DIALOG,
  },
  {
    name: 'complete operation confirmation',
    path: '/app/transactions?tab=operations',
    open: operationAction(operationNumber, 'complete'),
    opener: '[data-testid="complete-operation"]',
    scope: DIALOG,
  },
  {
    name: 'cancel operation confirmation',
    path: '/app/transactions?tab=operations',
    open: operationAction(operationNumber, 'cancel'),
    opener: '[data-testid="cancel-operation"]',
    scope: DIALOG,
  },
  { name: 'journal entry', path: '/app/accounting', open: journalEntry, opener: '[data-testid="journal-open"]', scope: DIALOG },
  pressed('allocation edit', '/app/sub-profit-distribution', 'allocation-edit', DIALOG),
  pressed('profit request reject', '/app/add-profit', 'reject', DIALOG),
  // docs/operations.md §13: an approver rejecting the member's withdrawal overlay-data.ts asked for, with a reason (Escape rejects nothing).
  pressed('withdrawal reject', '/app/add-profit?tab=withdrawals', 'reject-withdrawal', DIALOG),
  // Left with the documents dialog under it: the next overlay is the member's, opened afresh.
  {
    name: 'document preview',
    path: '/app/individuals',
    open: documentPreview,
    opener: '[data-testid="document-preview-open"]',
    scope: '[role="dialog"]:has([data-testid="document-preview"])',
  },
  { name: 'member profit request', path: '/app/profile', open: profitRequest, opener: '[data-testid="request-profit"]', scope: DIALOG, as: 'member' },
  {
    name: 'member profit explanation',
    path: '/app/profile',
    open: profitExplanation(explainableProfitId),
    opener: explainOf(explainableProfitId),
    scope: DIALOG,
    as: 'member',
  },
  // docs/operations.md §13: the member's withdrawal request.
  { ...pressed('member withdrawal request', '/app/profile?tab=withdrawals', 'ask-withdrawal', DIALOG), as: 'member' },
  // docs/money.md §8: the year statement's year list on the member's profits tab.
  { name: 'member year statement years', path: '/app/profile', open: yearStatementYears, opener: YEAR_SELECT, scope: LISTBOX, as: 'member' },
];
