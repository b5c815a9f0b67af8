import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
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
  },
  (table) => [
    primaryKey({ name: 'periods_pkey', columns: [table.year, table.month, table.currency] }),
    check('periods_status_check', sql`${table.status} in ('open', 'closed')`),
    check('periods_month_check', sql`${table.month} between 1 and 12`),
  ],
);
