import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { money, requiredRef, timestampTz } from './columns';
import { users } from './auth';
import { requestDecision } from './decision-columns';
import { balanceTransactions, individuals, subscribers } from './people';

/**
 * A member's request to take part of their capital out (docs/operations.md §13). Pending until an
 * approver decides: an approval writes the capital debit through the ledger's own function, in the
 * same transaction, and keeps its row's id here; a rejection keeps its reason and changes nothing.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: text('id').primaryKey(),
    subscriberId: requiredRef('subscriber_id', () => subscribers.id),
    individualId: requiredRef('individual_id', () => individuals.id),
    requesterUserId: requiredRef('requester_user_id', () => users.id),
    amount: money('amount'),
    currency: text('currency').notNull(),
    reason: text('reason').notNull().default(''),
    ...requestDecision(),
    ledgerRowId: bigint('ledger_row_id', { mode: 'bigint' }).references(() => balanceTransactions.id),
  },
  (table) => [
    index('withdrawal_requests_status_requested_idx').on(table.status, table.requestedAt, table.id),
    index('withdrawal_requests_individual_idx').on(table.individualId, table.requestedAt),
    check('withdrawal_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('withdrawal_requests_amount_check', sql`${table.amount} > 0`),
    check('withdrawal_requests_approved_row_check', sql`(${table.status} = 'approved') = (${table.ledgerRowId} is not null)`),
  ],
);

/**
 * What the bell shows a user (docs/operations.md §14): a kind and its parameters, never text, so the
 * reader's language writes it. Read once `read_at` is set.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    readAt: timestampTz('read_at'),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
