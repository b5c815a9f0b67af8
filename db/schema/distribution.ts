import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtNow, money, requiredRef, timestamps, timestampTz } from './columns';
import { users } from './auth';
import { proposalDecision } from './decision-columns';
import { operations, productSales } from './operations';
import { individuals, subscribers } from './people';

/** A mediator's percentage of one investor's (subscriber's) monthly profit (docs/distribution.md §9). */
export const mediatorPercentages = pgTable(
  'mediator_percentages',
  {
    id: text('id').primaryKey(),
    mediatorId: requiredRef('mediator_id', () => individuals.id),
    investorId: requiredRef('investor_id', () => subscribers.id),
    percentage: numeric('percentage', { precision: 7, scale: 4 }).notNull(),
    status: text('status').notNull().default('active'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('mediator_percentages_pair_key').on(table.mediatorId, table.investorId),
    index('mediator_percentages_investor_idx').on(table.investorId),
    index('mediator_percentages_created_idx').on(table.createdAt, table.id),
  ],
);

/** What a run, or a proposal of one, is of: its kind, its source (investor runs), its month and currency. */
function runScope() {
  return {
    kind: text('kind').notNull(),
    source: text('source'),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    currency: text('currency').notNull(),
  };
}

/**
 * One distribute or distribute-commissions action. The partial unique indexes are the last guard
 * of docs/distribution.md §1: however many app instances race, a month has at most one investor run per
 * source and currency and one commission run per currency.
 */
export const distributionRuns = pgTable(
  'distribution_runs',
  {
    id: text('id').primaryKey(),
    ...runScope(),
    parameters: jsonb('parameters').notNull(),
    totals: jsonb('totals').notNull(),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAtNow(),
  },
  (table) => [
    uniqueIndex('distribution_runs_investor_key')
      .on(table.year, table.month, table.currency, table.source)
      .where(sql`${table.kind} = 'investor'`),
    uniqueIndex('distribution_runs_commission_key')
      .on(table.year, table.month, table.currency)
      .where(sql`${table.kind} = 'commission'`),
    check(
      'distribution_runs_kind_check',
      sql`(${table.kind} = 'investor' and ${table.source} in ('operations', 'sales')) or (${table.kind} = 'commission' and ${table.source} is null)`,
    ),
  ],
);

/** A profit row: an investor's share, a mediator's commission or the special-services share. */
export const monthlyProfits = pgTable(
  'monthly_profits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    individualId: requiredRef('individual_id', () => individuals.id),
    subscriberId: text('subscriber_id').references(() => subscribers.id),
    runId: requiredRef('run_id', () => distributionRuns.id),
    share: money('share'),
    currency: text('currency').notNull(),
    profitDate: date('profit_date', { mode: 'string' }).notNull(),
    distributionType: text('distribution_type').notNull(),
    paid: boolean('paid').notNull().default(false),
    note: text('note').notNull().default(''),
    createdAt: createdAtNow(),
  },
  (table) => [
    index('monthly_profits_date_type_idx').on(table.profitDate, table.distributionType),
    index('monthly_profits_individual_idx').on(table.individualId),
    index('monthly_profits_run_idx').on(table.runId),
  ],
);

/**
 * Which run distributed each operation or sale. A join table rather than a column on operations
 * and product_sales: its unique indexes make distributing one source twice impossible at the
 * database level, and the sources' own tables (another feature's) keep their shape; their
 * `is_profit_distributed` flag is still set in the same transaction for the screens that read it.
 */
export const distributionSources = pgTable(
  'distribution_sources',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    runId: requiredRef('run_id', () => distributionRuns.id, { onDelete: 'cascade' }),
    operationId: text('operation_id').references(() => operations.id),
    saleId: text('sale_id').references(() => productSales.id),
    amount: money('amount'),
    distributedAt: timestampTz('distributed_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('distribution_sources_operation_key').on(table.operationId),
    uniqueIndex('distribution_sources_sale_key').on(table.saleId),
    index('distribution_sources_run_idx').on(table.runId),
    check('distribution_sources_one_source_check', sql`num_nonnulls(${table.operationId}, ${table.saleId}) = 1`),
  ],
);

/**
 * A distribute, distribute-commissions or reset proposed under four-eyes (docs/distribution.md §14):
 * nothing posted until another user approves. The request replays through the posting code on
 * approval; the fingerprint is the SHA-256 of the inputs at proposal time. The partial unique index
 * reserves the month's sources: one pending proposal per kind, month, currency and source. Decided
 * proposals (approved, rejected, stale) are kept, never deleted; an approved one's run has its id.
 */
export const distributionProposals = pgTable(
  'distribution_proposals',
  {
    id: text('id').primaryKey(),
    ...runScope(),
    request: jsonb('request').notNull(),
    totals: jsonb('totals').notNull(),
    fingerprint: text('fingerprint').notNull(),
    ...proposalDecision(),
  },
  (table) => [
    uniqueIndex('distribution_proposals_pending_key')
      .on(table.kind, table.year, table.month, table.currency, sql`coalesce(${table.source}, '')`)
      .where(sql`${table.status} = 'pending' and ${table.kind} <> 'adjustment'`),
    // An adjustment reserves the row it corrects, not its month: one pending correction per row.
    uniqueIndex('distribution_proposals_pending_adjustment_key')
      .on(sql`(${table.request}->>'rowId')`)
      .where(sql`${table.status} = 'pending' and ${table.kind} = 'adjustment'`),
    index('distribution_proposals_status_idx').on(table.status, table.proposedAt),
    check('distribution_proposals_kind_check', sql`${table.kind} in ('investor', 'commission', 'reset', 'adjustment')`),
    check('distribution_proposals_status_check', sql`${table.status} in ('pending', 'approved', 'rejected', 'stale')`),
  ],
);

/**
 * A posted correction of one profit or commission row (docs/distribution.md §18): the signed
 * difference, posted in an open month with its reason once a second person approved it. The row it
 * corrects is never edited; its amount now is its share plus its adjustments. Its id is the
 * proposal's, so one approval posts one adjustment.
 */
export const profitAdjustments = pgTable(
  'profit_adjustments',
  {
    id: text('id').primaryKey(),
    correctedRowId: bigint('corrected_row_id', { mode: 'bigint' })
      .notNull()
      .references(() => monthlyProfits.id),
    individualId: requiredRef('individual_id', () => individuals.id),
    subscriberId: text('subscriber_id').references(() => subscribers.id),
    distributionType: text('distribution_type').notNull(),
    currency: text('currency').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    profitDate: date('profit_date', { mode: 'string' }).notNull(),
    difference: money('difference'),
    reason: text('reason').notNull(),
    proposedBy: requiredRef('proposed_by', () => users.id),
    approvedBy: requiredRef('approved_by', () => users.id),
    createdAt: createdAtNow(),
  },
  (table) => [
    index('profit_adjustments_corrected_idx').on(table.correctedRowId),
    index('profit_adjustments_individual_idx').on(table.individualId, table.profitDate),
    check('profit_adjustments_type_check', sql`${table.distributionType} in ('profit', 'commission')`),
    check('profit_adjustments_difference_check', sql`${table.difference} <> 0`),
  ],
);
