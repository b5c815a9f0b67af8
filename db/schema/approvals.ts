import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './auth';
import { proposalDecision } from './decision-columns';

const ACTIONS = sql`('capital-credit', 'capital-debit', 'update-balance', 'operation-complete', 'sale-sell', 'profit-request-approve', 'withdrawal', 'correction')`;

/**
 * docs/operations.md §23: per money-write action and currency, the amount (minor units) above which
 * a second person must approve; null, or no row, is no limit.
 */
export const approvalLimits = pgTable(
  'approval_limits',
  {
    action: text('action').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    updatedBy: text('updated_by').references(() => users.id),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.action, table.currency] }),
    check('approval_limits_action_check', sql`${table.action} in ${ACTIONS}`),
    check('approval_limits_amount_check', sql`${table.amountMinor} is null or ${table.amountMinor} >= 0`),
  ],
);

/**
 * A money write above its limit (docs/operations.md §23): nothing written but this row and its audit
 * entry until another approver approves it; its payload replays through the write's own code then,
 * every check run again. Decided proposals are kept, never deleted.
 */
export const moneyProposals = pgTable(
  'money_proposals',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    subject: text('subject').notNull().default(''),
    payload: jsonb('payload').notNull(),
    ...proposalDecision(),
    resultRef: text('result_ref'),
  },
  (table) => [
    index('money_proposals_status_idx').on(table.status, table.proposedAt),
    check('money_proposals_action_check', sql`${table.action} in ${ACTIONS}`),
    check('money_proposals_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);
