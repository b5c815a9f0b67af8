import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money, requiredRef, timestampTz } from './columns';
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
