import type { Page } from '@playwright/test';
import { proposeCurrentMonth } from '../distribution-approvals';

/**
 * One modal, menu, dropdown or confirmation of the app, opened as a person opens it. `opener` is
 * the control that opens it (or the last one, when it takes several steps), and `scope` the overlay
 * itself: the audit looks inside it, and Escape must close it and give focus back to `opener`.
 */
export type Overlay = { name: string; path: string; open: (page: Page) => Promise<void>; opener: string; scope: string };

const DIALOG = '[role="dialog"]';
const MENU = '[role="menu"]';
const LISTBOX = '[role="listbox"]';
/** The subscribers' status filter, the page's only select. */
const STATUS_FILTER = 'main input[aria-haspopup="listbox"]';

/** From the keyboard, so the browser keeps showing focus rings as to a keyboard user. */
const press = (selector: string, key = 'Enter') => async (page: Page) => {
  await page.locator(selector).first().focus();
  await page.keyboard.press(key);
};

/** Opens a row's action menu, then one of its entries. */
const menuThen = (menu: string, entry: string) => async (page: Page) => {
  await press(menu)(page);
  await page.locator(entry).first().focus();
  await page.keyboard.press('Enter');
};

/** Update balance: a demo subscriber picked and an amount typed, then the confirm step opened from the keyboard. */
const updateBalanceConfirm = async (page: Page) => {
  await page.getByTestId('update-subscriber').fill('Abakar');
  await page.getByRole('option', { name: /Abakar/ }).first().click();
  await page.getByTestId('update-amount').fill('1000');
  await press('[data-testid="update-preview"]')(page);
};

/** A proposal of the current month (left pending; the approval spec rejects it first), then its reject dialog. */
const rejectProposal = async (page: Page) => {
  await proposeCurrentMonth(page);
  await page.reload();
  await press('[data-testid="reject-run"]')(page);
};

export const OVERLAYS: Overlay[] = [
  { name: 'jobs menu', path: '/app/reports', open: press('[data-testid="jobs-menu"]'), opener: '[data-testid="jobs-menu"]', scope: DIALOG },
  { name: 'user menu', path: '/app/dashboard', open: press('[data-testid="user-menu"]'), opener: '[data-testid="user-menu"]', scope: MENU },
  { name: 'operation form', path: '/app/transactions?tab=operations', open: press('[data-testid="add-operation"]'), opener: '[data-testid="add-operation"]', scope: DIALOG },
  { name: 'column picker', path: '/app/transactions?tab=operations', open: press('[data-testid="column-picker"]'), opener: '[data-testid="column-picker"]', scope: MENU },
  { name: 'ledger row menu', path: '/app/transactions', open: press('[data-testid="ledger-actions"]'), opener: '[data-testid="ledger-actions"]', scope: MENU },
  { name: 'ledger action confirmation', path: '/app/transactions', open: menuThen('[data-testid="ledger-actions"]', '[role="menuitem"][data-testid^="ledger-"]:not([data-testid="ledger-receipt"])'), opener: '[data-testid="ledger-actions"]', scope: DIALOG },
  { name: 'individual form', path: '/app/individuals', open: press('[data-testid="individual-add"]'), opener: '[data-testid="individual-add"]', scope: DIALOG },
  { name: 'subscriber form', path: '/app/subscribers', open: press('[data-testid="subscriber-add"]'), opener: '[data-testid="subscriber-add"]', scope: DIALOG },
  { name: 'subscriber report', path: '/app/subscribers', open: press('[data-testid="subscriber-report"]'), opener: '[data-testid="subscriber-report"]', scope: DIALOG },
  { name: 'PDF settings', path: '/app/subscribers', open: press('[data-testid="pdf-settings-open"]'), opener: '[data-testid="pdf-settings-open"]', scope: DIALOG },
  { name: 'status dropdown', path: '/app/subscribers', open: press(STATUS_FILTER, 'ArrowDown'), opener: STATUS_FILTER, scope: LISTBOX },
  { name: 'user row menu', path: '/app/user-management', open: press('[data-testid="user-actions"]'), opener: '[data-testid="user-actions"]', scope: MENU },
  { name: 'link individual', path: '/app/user-management', open: menuThen('[data-testid="user-actions"]', '[data-testid="user-link-individual"]'), opener: '[data-testid="user-actions"]', scope: DIALOG },
  { name: 'reset second factor', path: '/app/user-management', open: menuThen('[data-testid="user-actions"]', '[data-testid="user-reset-two-factor"]'), opener: '[data-testid="user-actions"]', scope: DIALOG },
  { name: 'change user type', path: '/app/user-management', open: menuThen('[data-testid="user-actions"]', '[data-testid="user-change-type"]'), opener: '[data-testid="user-actions"]', scope: DIALOG },
  { name: 'sale form', path: '/app/product-sales', open: press('[data-testid="add-sale"]'), opener: '[data-testid="add-sale"]', scope: DIALOG },
  { name: 'sale sell confirmation', path: '/app/product-sales', open: press('[data-testid="sell-sale"]'), opener: '[data-testid="sell-sale"]', scope: DIALOG },
  { name: 'mediator link delete confirmation', path: '/app/mediator-percentages', open: press('[data-testid="link-delete"]'), opener: '[data-testid="link-delete"]', scope: DIALOG },
  { name: 'mediator link form', path: '/app/mediator-percentages', open: press('[data-testid="link-add"]'), opener: '[data-testid="link-add"]', scope: DIALOG },
  { name: 'update balance confirmation', path: '/app/update-balance', open: updateBalanceConfirm, opener: '[data-testid="update-preview"]', scope: DIALOG },
  // The demo's distributed months are open: the first one's close confirmation. Reopening (a closed month) is checked by closed-periods.spec.ts.
  { name: 'close period confirmation', path: '/app/close-periods', open: press('[data-testid="close-period"]'), opener: '[data-testid="close-period"]', scope: DIALOG },
  { name: 'reject distribution proposal', path: '/app/approve-distributions', open: rejectProposal, opener: '[data-testid="reject-run"]', scope: DIALOG },
  { name: 'reset month confirmation', path: '/app/profit-distribution', open: press('[data-testid="reset-month"]'), opener: '[data-testid="reset-month"]', scope: DIALOG },
];
