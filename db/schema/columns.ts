import { boolean, numeric, text, timestamp, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** The column builders the tables share; each call is a new column, as a table needs its own. */

/** A moment with its time zone: every timestamp here is one. */
export function timestampTz<Name extends string>(name: Name) {
  return timestamp(name, { withTimezone: true });
}

/** When the row was made, set by the database. */
export function createdAtNow() {
  return timestampTz('created_at').notNull().defaultNow();
}

/** When the row was made and last changed; the queries set `updatedAt` with every change. */
export function timestamps() {
  return { createdAt: createdAtNow(), updatedAt: timestampTz('updated_at').notNull().defaultNow() };
}

/** An amount of money, always set: numeric(20,2), read as a decimal string (docs/money.md). */
export function money<Name extends string>(name: Name) {
  return numeric(name, { precision: 20, scale: 2 }).notNull();
}

/** The id of the row this one belongs to, always set. */
export function requiredRef<Name extends string>(name: Name, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) {
  return text(name).notNull().references(target, actions);
}

/**
 * What makes an operation or a sale a source of profit (docs/distribution.md §2): its status, pending
 * when recorded, whether its profit is distributed, and who recorded it.
 */
export function profitSourceState() {
  return {
    status: text('status').notNull().default('pending'),
    isProfitDistributed: boolean('is_profit_distributed').notNull().default(false),
    createdBy: text('created_by'),
  };
}
