import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { money, requiredRef, timestamps, timestampTz } from './columns';
import { individuals } from './people';
import { users } from './auth';

/** One row (id = 1): the company ratios and defaults (docs/rulings.md §R7). */
export const companySettings = pgTable('company_settings', {
  id: integer('id').primaryKey().default(1),
  specialServiceRatio: numeric('special_service_ratio', { precision: 7, scale: 4 }).notNull().default('5'),
  /** A fixed amount per operation for a normal mediator, in the operation's currency. */
  mediatorNormalAmount: money('mediator_normal_amount').default('0'),
  mediatorTraderRatio: numeric('mediator_trader_ratio', { precision: 7, scale: 4 }).notNull().default('10'),
  traderMediatorRatio: numeric('trader_mediator_ratio', { precision: 7, scale: 4 }).notNull().default('10'),
  investorRatio: numeric('investor_ratio', { precision: 7, scale: 4 }).notNull().default('50'),
  defaultServiceRate: numeric('default_service_rate', { precision: 7, scale: 4 }).notNull().default('2'),
  specialBeneficiaryId: text('special_beneficiary_id').references(() => individuals.id),
  weightingMethod: text('weighting_method').notNull().default('month-end'),
  /** Four-eyes (docs/distribution.md §14): distribute, commissions and reset only propose; another user approves. */
  distributionsNeedApproval: boolean('distributions_need_approval').notNull().default(true),
  /** Holders of the privileged permissions must use a second factor (docs/permissions.md §11); on in a new database. */
  twoFactorRequired: boolean('two_factor_required').notNull().default(true),
  updatedBy: text('updated_by'),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** One row (id = 1): the header of every PDF the app makes. */
export const pdfSettings = pgTable('pdf_settings', {
  id: integer('id').primaryKey().default(1),
  companyName: text('company_name').notNull().default('Wasit'),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  /** Registration numbers printed under the name (docs/letterhead.md §1): trade register, tax id. */
  tradeRegister: text('trade_register').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  /** The logo as a data URL, written only by the upload route once its bytes are a PNG, JPEG or WebP. */
  logoUrl: text('logo_url').notNull().default(''),
  updatedBy: text('updated_by'),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** Per-user remembered choices, e.g. the operations column picker. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    preference: jsonb('preference').notNull(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/**
 * A list's saved views (docs/architecture.md §8): a user's own (`owner_id`) or shared with everyone
 * (no owner), each a named view of one list (`list`, a key of contract/saved-views.ts) whose JSON the
 * list-view contract checked. A name is taken once per owner and list, shared ones included.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    view: jsonb('view').notNull(),
    ...timestamps(),
  },
  (table) => [
    unique('saved_views_owner_list_name').on(table.ownerId, table.list, table.name).nullsNotDistinct(),
    check('saved_views_name_length', sql`char_length(${table.name}) between 1 and 60`),
    check('saved_views_view_object', sql`jsonb_typeof(${table.view}) = 'object' and octet_length(${table.view}::text) <= 16000`),
  ],
);
