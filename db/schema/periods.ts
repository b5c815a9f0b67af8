import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { glAccounts } from './books';
import { money, requiredRef, timestampTz } from './columns';
import { users } from './auth';

/**
 * A month of one currency and whether it is closed (docs/distribution.md §15). Every write dated in
 * a month makes sure its row exists and holds it FOR SHARE until the write commits; closing holds it
 * FOR UPDATE. So a close waits for the writes in flight and no write slips in after it.
 */
export const periods = pgTable(
  'periods',
  {
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('open'),
    closedBy: text('closed_by').references(() => users.id),
    closedAt: timestampTz('closed_at'),
    /** The audit chain's newest link when the month was closed (its own close row), as `id:hash` for `audit:verify --expect`. */
    auditHead: text('audit_head'),
    reopenedBy: text('reopened_by').references(() => users.id),
    reopenedAt: timestampTz('reopened_at'),
    reopenReason: text('reopen_reason'),
    /** When the month's trial balance was stamped (its last close); null for a month closed before stamps existed. */
    trialBalanceAt: timestampTz('trial_balance_at'),
    /**
     * The snapshot (pg_snapshot text) the stamp was computed in: the entries it counted are exactly those
     * visible in it (docs/accounting.md §6). Null for a stamp written before it was kept.
     */
    trialBalanceSnapshot: text('trial_balance_snapshot'),
  },
  (table) => [
    primaryKey({ name: 'periods_pkey', columns: [table.year, table.month, table.currency] }),
    check('periods_status_check', sql`${table.status} in ('open', 'closed')`),
    check('periods_month_check', sql`${table.month} between 1 and 12`),
  ],
);

/**
 * The trial balance of a month as it was closed (docs/accounting.md §6): per currency and account,
 * the balance of every line dated up to the month's last day, on its debit or its credit side.
 * Written at each close (a re-close replaces it); `ledger:verify` recomputes it and compares.
 */
export const periodTrialBalances = pgTable(
  'period_trial_balances',
  {
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    currency: text('currency').notNull(),
    accountCode: requiredRef('account_code', () => glAccounts.code),
    debit: money('debit'),
    credit: money('credit'),
  },
  (table) => [
    primaryKey({ name: 'period_trial_balances_pkey', columns: [table.year, table.month, table.currency, table.accountCode] }),
    foreignKey({
      name: 'period_trial_balances_period_fk',
      columns: [table.year, table.month, table.currency],
      foreignColumns: [periods.year, periods.month, periods.currency],
    }),
    check('period_trial_balances_one_side_check', sql`${table.debit} >= 0 and ${table.credit} >= 0 and (${table.debit} = 0 or ${table.credit} = 0)`),
  ],
);
