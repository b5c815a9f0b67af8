import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtNow, money, requiredRef, timestamps } from './columns';

/** A top-level transaction id (PostgreSQL's xid8), written as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The chart of accounts (docs/accounting.md §2; `gl_`, as better-auth's sign-in accounts are `accounts`): a code, a name in three languages, a type and the
 * kind of party whose sub-ledger the account carries. An account with lines is never deleted.
 */
export const glAccounts = pgTable(
  'gl_accounts',
  {
    code: text('code').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    nameAr: text('name_ar').notNull(),
    type: text('type').notNull(),
    partyKind: text('party_kind'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    check('gl_accounts_type_check', sql`${table.type} in ('asset', 'liability', 'equity', 'income', 'expense')`),
    check('gl_accounts_party_kind_check', sql`${table.partyKind} is null or ${table.partyKind} in ('subscriber', 'mediator', 'beneficiary')`),
  ],
);

/** Which account each leg of each money event posts to (docs/accounting.md §3): data, with the defaults of that table. */
export const postingRules = pgTable(
  'posting_rules',
  {
    event: text('event').notNull(),
    leg: text('leg').notNull(),
    side: text('side').notNull(),
    accountCode: requiredRef('account_code', () => glAccounts.code),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ name: 'posting_rules_pkey', columns: [table.event, table.leg] }),
    check('posting_rules_side_check', sql`${table.side} in ('debit', 'credit')`),
  ],
);

/**
 * One journal entry (docs/accounting.md §1): immutable, balanced per currency at commit (a deferred
 * constraint trigger), written with its lines in one transaction (`created_xact`), linked to the
 * record that caused it and its audit row.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Human number, JE-000123, from the id. */
    number: text('number').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull().default(''),
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    auditId: bigint('audit_id', { mode: 'bigint' }),
    /** The transaction that wrote the entry: its lines may be written only by that same transaction. */
    createdXact: xid8('created_xact')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    createdAt: createdAtNow(),
  },
  (table) => [
    uniqueIndex('journal_entries_number_key').on(table.number),
    index('journal_entries_source_idx').on(table.sourceKind, table.sourceId),
    index('journal_entries_date_idx').on(table.entryDate, table.id),
  ],
);

/** A line of an entry: one account, maybe a party, a currency and an exact amount on one side. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    // The entry and the account of a line are checked once per statement, not by foreign keys that
    // check each row (docs/accounting.md §1): the triggers of migration 0031.
    entryId: bigint('entry_id', { mode: 'bigint' }).notNull(),
    lineNo: integer('line_no').notNull(),
    accountCode: text('account_code').notNull(),
    partyId: text('party_id'),
    currency: text('currency').notNull(),
    debit: money('debit'),
    credit: money('credit'),
  },
  (table) => [
    uniqueIndex('journal_lines_entry_line_key').on(table.entryId, table.lineNo),
    /**
     * An account's lines in a currency (the general ledger, the reports' month so far). Not by party:
     * a distribution's lines, one per investor, then go in at the index's end instead of one random
     * place each (docs/accounting.md §8); a party's lines are found by the party index.
     */
    index('journal_lines_account_idx').on(table.accountCode, table.currency),
    /** The journal's party filter (docs/accounting.md §5): a party's lines across every account. */
    index('journal_lines_party_idx')
      .on(table.partyId, table.entryId)
      .where(sql`${table.partyId} is not null`),
    check('journal_lines_one_side_check', sql`${table.debit} >= 0 and ${table.credit} >= 0 and (${table.debit} = 0) <> (${table.credit} = 0)`),
  ],
);

/**
 * Whether the books were posted for everything already in the database (docs/accounting.md §7): one
 * row once the start's backfill has run, so that every later start checks one row and moves on.
 */
export const booksBackfill = pgTable(
  'books_backfill',
  {
    id: integer('id').primaryKey().default(1),
    /** Entries the first run posted: those of the money written before the books existed. */
    entries: bigint('entries', { mode: 'number' }).notNull(),
    postedAt: createdAtNow(),
  },
  (table) => [check('books_backfill_one_row_check', sql`${table.id} = 1`)],
);

/**
 * What each account moved in a month, per party and currency (docs/accounting.md §8): the sums of
 * its lines, kept by a statement-level trigger on journal_lines in the transaction that writes them,
 * so every path that writes lines (posting, a backfill, an import) keeps it current. A balance as of
 * a day is the months before the day's month plus that month's lines up to the day.
 */
export const glMonthlyBalances = pgTable(
  'gl_monthly_balances',
  {
    accountCode: text('account_code').notNull(),
    partyId: text('party_id'),
    currency: text('currency').notNull(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    debitTotal: numeric('debit_total', { precision: 24, scale: 2 }).notNull(),
    creditTotal: numeric('credit_total', { precision: 24, scale: 2 }).notNull(),
  },
  (table) => [unique('gl_monthly_balances_key').on(table.accountCode, table.currency, table.partyId, table.month).nullsNotDistinct()],
);

/**
 * The same sums for the whole account, every party together: what the trial balance and the
 * balance sheet read, a few rows a month however many investors the sub-ledgers hold.
 */
export const glAccountMonths = pgTable(
  'gl_account_months',
  {
    accountCode: text('account_code').notNull(),
    currency: text('currency').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    debitTotal: numeric('debit_total', { precision: 24, scale: 2 }).notNull(),
    creditTotal: numeric('credit_total', { precision: 24, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ name: 'gl_account_months_pkey', columns: [table.accountCode, table.currency, table.month] })],
);
