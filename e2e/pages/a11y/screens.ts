import type { Page } from '@playwright/test';
import { distributionPath } from '../../demo-day';

/** Every route a person can reach: the public screens (signed out) and each module of the app (as the administrator). */
export const PUBLIC_SCREENS = ['/', '/login', '/reset-password', '/confirm-sign-up?token=not-followed-yet', '/confirm-sign-up', '/no-such-page'] as const;

export const APP_SCREENS = [
  '/app/dashboard',
  '/app/profile',
  '/app/profile?tab=twoFactor',
  '/app/profile?tab=withdrawals',
  '/app/profile?tab=statements',
  '/app/user-management',
  '/app/permissions',
  '/app/add-profit',
  '/app/add-profit?tab=withdrawals',
  '/app/reports',
  '/app/transactions',
  '/app/transactions?tab=operations',
  '/app/individuals',
  '/app/subscribers',
  '/app/update-balance',
  '/app/sub-profit-distribution',
  '/app/mediator-percentages',
  '/app/mediator-calculations',
  '/app/product-sales',
  '/app/precious-products-report',
  '/app/company-settings',
  '/app/accounting-settings',
  '/app/profit-distribution',
  '/app/accounting',
  '/app/accounting?tab=trial-balance',
  '/app/accounting?tab=balance-sheet',
  '/app/accounting?tab=income-statement',
  '/app/accounting?tab=general-ledger&account=1000&currency=XAF',
  '/app/audit-log',
  '/app/close-periods',
  '/app/import',
  '/app/approve-distributions',
  '/app/jobs',
  '/app/scheduled-reports',
  '/app/no-such-page',
] as const;

/** The member's own screens (docs/permissions.md §7), audited signed in as the demo member: withdrawals and monthly statements (docs/operations.md §13, §15). */
export const MEMBER_SCREENS = ['/app/profile?tab=withdrawals', '/app/profile?tab=statements'] as const;

/**
 * Screens in a state a person reaches by working on them, audited whole after `prepare` (reads only,
 * nothing is written): the distribution page calculated, with its what-if computed
 * (docs/distribution.md §16).
 */
export type ScreenState = { name: string; path: string; prepare: (page: Page) => Promise<void> };

/** A function, as the demo's month (e2e/demo-day.ts) is fixed by the global setup, after the specs are loaded. */
export const screenStates = (): ScreenState[] => [
  {
    name: 'distribution what-if',
    // The month the demo leaves to distribute: it has operations to select.
    path: distributionPath(),
    prepare: async (page) => {
      await page.getByTestId('select-all').click({ timeout: 20_000 });
      await page.getByTestId('calculate').click({ timeout: 20_000 });
      await page.getByTestId('what-if-percentage').fill('50', { timeout: 20_000 });
      await page.getByTestId('what-if-compute').click();
      await page.getByTestId('what-if-investors').waitFor({ timeout: 20_000 });
    },
  },
];
