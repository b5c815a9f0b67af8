import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, requiredRef } from './columns';
import { users } from './auth';
import { requestDecision } from './decision-columns';
import { monthlyProfits } from './distribution';
import { individuals } from './people';

/**
 * A member's request that an unpaid profit row be added to their capital (docs/distribution.md §11). The
 * partial unique index is the database's guard of "at most one pending request per profit row",
 * whatever number of app instances race.
 *
 * The row's date, amount, currency and type are copied onto the request: a month reset deletes its
 * profit rows, and a rejected request then stays in the history, detached (monthly_profit_id set
 * null) but still saying what was asked. Only a rejected request may be detached: a pending one
 * blocks the reset, an approved one's row is paid and blocks it too.
 */
export const profitRequests = pgTable(
  'profit_requests',
  {
    id: text('id').primaryKey(),
    monthlyProfitId: bigint('monthly_profit_id', { mode: 'bigint' }).references(() => monthlyProfits.id, { onDelete: 'set null' }),
    profitDate: date('profit_date').notNull(),
    amount: money('amount'),
    currency: text('currency').notNull(),
    distributionType: text('distribution_type').notNull(),
    requesterUserId: requiredRef('requester_user_id', () => users.id),
    individualId: requiredRef('individual_id', () => individuals.id),
    note: text('note').notNull().default(''),
    ...requestDecision(),
  },
  (table) => [
    uniqueIndex('profit_requests_one_pending_key')
      .on(table.monthlyProfitId)
      .where(sql`${table.status} = 'pending'`),
    index('profit_requests_status_requested_idx').on(table.status, table.requestedAt, table.id),
    index('profit_requests_individual_idx').on(table.individualId),
    check('profit_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('profit_requests_detached_rejected_check', sql`${table.monthlyProfitId} is not null or ${table.status} = 'rejected'`),
  ],
);
