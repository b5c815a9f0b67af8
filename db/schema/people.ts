import { bigint, bigserial, boolean, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtNow, money, requiredRef, timestamps, timestampTz } from './columns';
import { trigramIndex } from './trigram-index';

/** A person the business deals with: client, mediator, investor. */
export const individuals = pgTable(
  'individuals',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    type: text('type').notNull(),
    nni: text('nni').notNull(),
    nationality: text('nationality').notNull(),
    /** The postal address, printed on the customer's invoice (docs/letterhead.md §4); empty when not given. */
    address: text('address').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('individuals_email_key').on(table.email),
    uniqueIndex('individuals_phone_key').on(table.phone),
    trigramIndex('individuals_name_trgm_idx', table.name),
    // The list's search is an infix match on any of these; each needs its own trigram index for PostgreSQL to combine them.
    trigramIndex('individuals_email_trgm_idx', table.email),
    trigramIndex('individuals_phone_trgm_idx', table.phone),
    trigramIndex('individuals_nni_trgm_idx', table.nni),
    index('individuals_name_id_idx').on(table.name, table.id),
    // Each other sort of the list (and a filter on its column, even one matching nothing) walks its own index (issue 31).
    index('individuals_type_id_idx').on(table.type, table.id),
    index('individuals_nni_id_idx').on(table.nni, table.id),
    index('individuals_nationality_id_idx').on(table.nationality, table.id),
    index('individuals_active_id_idx').on(table.isActive, table.id),
    index('individuals_active_name_idx').on(table.isActive, table.name, table.id),
    index('individuals_created_id_idx').on(table.createdAt, table.id),
  ],
);

/**
 * An investor's capital account. `balance` is a cache of subscription + completed credits − completed
 * debits (docs/operations.md §1), written only in the transaction that completes a ledger row.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: text('id').primaryKey(),
    individualId: requiredRef('individual_id', () => individuals.id),
    currency: text('currency').notNull().default('XAF'),
    subscriptionDate: date('subscription_date', { mode: 'string' }).notNull(),
    subscriptionAmount: money('subscription_amount'),
    balance: money('balance'),
    status: text('status').notNull().default('active'),
    ...timestamps(),
  },
  (table) => [
    index('subscribers_individual_idx').on(table.individualId),
    // The list's sorts on the subscriber's own columns, and its status filter (issue 31).
    index('subscribers_status_id_idx').on(table.status, table.id),
    index('subscribers_date_id_idx').on(table.subscriptionDate, table.id),
    index('subscribers_amount_id_idx').on(table.subscriptionAmount, table.id),
    index('subscribers_balance_id_idx').on(table.balance, table.id),
  ],
);

/** Parts of a primary subscriber's subscription allocated to other subscribers (docs/operations.md §9). */
export const subAllocations = pgTable(
  'sub_allocations',
  {
    id: text('id').primaryKey(),
    primarySubscriberId: requiredRef('primary_subscriber_id', () => subscribers.id),
    subSubscriberId: requiredRef('sub_subscriber_id', () => subscribers.id),
    amount: money('amount'),
    status: text('status').notNull().default('active'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('sub_allocations_pair_key').on(table.primarySubscriberId, table.subSubscriberId)],
);

/** The capital ledger (docs/operations.md §1, §3). Completed rows are never edited or deleted. */
export const balanceTransactions = pgTable(
  'balance_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    subscriberId: requiredRef('subscriber_id', () => subscribers.id),
    /**
     * Its subscriber's currency, for the history's sort by currency. Kept by the database (the triggers
     * of the list_sort_keys migration), never written by the code (docs/architecture.md §8).
     */
    currency: text('currency').notNull().default(''),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    creditType: text('credit_type'),
    amount: money('amount'),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    /** A correcting row names the completed row it reverses. */
    reversesId: bigint('reverses_id', { mode: 'bigint' }),
    createdBy: text('created_by'),
    completedBy: text('completed_by'),
    completedAt: timestampTz('completed_at'),
    createdAt: createdAtNow(),
  },
  (table) => [
    // Covering: a distribution sums every subscriber's ledger up to a month's end from the index
    // alone, in subscriber order (no heap visit, no sort); a statement's lookups use its prefix.
    index('balance_transactions_subscriber_ledger_idx').on(table.subscriberId, table.transactionDate, table.status, table.type, table.amount),
    index('balance_transactions_date_idx').on(table.transactionDate, table.id),
    // The history's other sorts, and its type and status filters (issue 31).
    index('balance_transactions_type_id_idx').on(table.type, table.id),
    index('balance_transactions_status_id_idx').on(table.status, table.id),
    index('balance_transactions_amount_id_idx').on(table.amount, table.id),
    index('balance_transactions_created_id_idx').on(table.createdAt, table.id),
    index('balance_transactions_currency_id_idx').on(table.currency, table.id),
    // A completed row is reversed at most once; the index also finds a row's reversal.
    uniqueIndex('balance_transactions_reverses_key').on(table.reversesId),
  ],
);
