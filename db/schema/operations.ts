import { bigserial, date, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, profitSourceState, requiredRef, timestamps, timestampTz } from './columns';
import { trigramIndex } from './trigram-index';
import { individuals } from './people';

/**
 * A money transfer (docs/operations.md §4). The share rules and the shares computed by the core are
 * stored with it when saved; completing freezes them (docs/operations.md §6).
 */
export const operations = pgTable(
  'operations',
  {
    id: text('id').primaryKey(),
    /** Human number, e.g. OP-000123, from `seq`. */
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
    number: text('number').notNull(),
    sourceCountry: text('source_country').notNull(),
    destinationCountry: text('destination_country').notNull(),
    amount: money('amount'),
    currency: text('currency').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 6 }).notNull(),
    serviceRate: numeric('service_rate', { precision: 9, scale: 4 }).notNull(),
    equivalentUsd: money('equivalent_usd'),
    /** Initial company share: the service fee. */
    revenue: money('revenue'),
    investorRuleKind: text('investor_rule_kind').notNull(),
    investorRuleValue: numeric('investor_rule_value', { precision: 20, scale: 4 }).notNull(),
    mediatorType: text('mediator_type').notNull(),
    mediatorRuleKind: text('mediator_rule_kind').notNull(),
    mediatorRuleValue: numeric('mediator_rule_value', { precision: 20, scale: 4 }).notNull(),
    specialRuleKind: text('special_rule_kind').notNull(),
    specialRuleValue: numeric('special_rule_value', { precision: 20, scale: 4 }).notNull(),
    investorShare: money('investor_share'),
    mediatorShare: money('mediator_share'),
    specialShare: money('special_share'),
    /** Final company share: the net profit. */
    companyShare: money('company_share'),
    operationDate: date('operation_date', { mode: 'string' }).notNull(),
    clientId: requiredRef('client_id', () => individuals.id),
    mediatorId: requiredRef('mediator_id', () => individuals.id),
    ...profitSourceState(),
    completedBy: text('completed_by'),
    completedAt: timestampTz('completed_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('operations_number_key').on(table.number),
    index('operations_date_idx').on(table.operationDate, table.id),
    index('operations_status_currency_date_idx').on(table.status, table.currency, table.operationDate),
    // A search's page: each named client's or mediator's newest operations, read from the index alone.
    // The mediator's index also holds the client, which its part of the page filters on (a named
    // client's operations are that client's part), so that part too never reads the table
    // (docs/architecture.md §6).
    index('operations_client_date_idx').on(table.clientId, table.operationDate, table.id),
    index('operations_mediator_date_idx').on(table.mediatorId, table.operationDate, table.id, table.clientId),
    trigramIndex('operations_number_trgm_idx', table.number),
    // The list's other sorts, and each filter in the default order (newest first): the page statement
    // is planned once for any value (planned-once.ts), so a filter needs an index that serves every value (issue 31).
    index('operations_amount_id_idx').on(table.amount, table.id),
    index('operations_usd_id_idx').on(table.equivalentUsd, table.id),
    index('operations_revenue_id_idx').on(table.revenue, table.id),
    index('operations_company_share_id_idx').on(table.companyShare, table.id),
    index('operations_currency_id_idx').on(table.currency, table.id),
    index('operations_status_id_idx').on(table.status, table.id),
    index('operations_status_date_idx').on(table.status, table.operationDate, table.id),
    index('operations_currency_date_idx').on(table.currency, table.operationDate, table.id),
    index('operations_source_date_idx').on(table.sourceCountry, table.operationDate, table.id),
    index('operations_destination_date_idx').on(table.destinationCountry, table.operationDate, table.id),
  ],
);

/** A precious-product (gold) sale (docs/operations.md §8). Totals and profit come from the core. */
export const productSales = pgTable(
  'product_sales',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'bigint' }).notNull(),
    saleNumber: text('sale_number').notNull(),
    /** Who bought: named on the customer's invoice. Optional, as sales recorded before it have none. */
    customerId: text('customer_id').references(() => individuals.id),
    /**
     * The list's sort by customer: the customer's name, empty when the sale names none. Kept by the
     * database (the triggers of the list_sort_keys migration), never written by the code (docs/architecture.md §8).
     */
    customerSortName: text('customer_sort_name').notNull().default(''),
    currency: text('currency').notNull(),
    productName: text('product_name').notNull(),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 20, scale: 4 }).notNull(),
    purchasePrice: money('purchase_price'),
    additionalCost: money('additional_cost'),
    customsFees: money('customs_fees'),
    salePrice: money('sale_price'),
    totalCost: money('total_cost'),
    totalSale: money('total_sale'),
    profit: money('profit'),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    ...profitSourceState(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('product_sales_number_key').on(table.saleNumber),
    index('product_sales_date_idx').on(table.saleDate, table.id),
    index('product_sales_status_currency_date_idx').on(table.status, table.currency, table.saleDate),
    // The list's other sorts, its status and currency filters, and its search (issue 31).
    index('product_sales_product_id_idx').on(table.productName, table.id),
    index('product_sales_currency_id_idx').on(table.currency, table.id),
    index('product_sales_quantity_id_idx').on(table.quantity, table.id),
    index('product_sales_cost_id_idx').on(table.totalCost, table.id),
    index('product_sales_total_id_idx').on(table.totalSale, table.id),
    index('product_sales_profit_id_idx').on(table.profit, table.id),
    index('product_sales_status_id_idx').on(table.status, table.id),
    index('product_sales_customer_sort_idx').on(table.customerSortName, table.id),
    // A customer's sales: a renamed customer's sort names are rewritten through it.
    index('product_sales_customer_idx').on(table.customerId),
    trigramIndex('product_sales_number_trgm_idx', table.saleNumber),
    trigramIndex('product_sales_product_trgm_idx', table.productName),
  ],
);
