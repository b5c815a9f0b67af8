import { eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PreciousReportColumn, SaleSortColumn } from '../../contract/product-sales';
import type { Tx } from '../client';
import { individuals, productSales } from '../schema';
import { infixPattern } from './individual-lookup';
import { rowsOf } from './raw-rows';
import { nextNumber } from './sequence';
import { filteredPages } from './filtered-pages';
import { keysetOrder, sortableColumns, type KeysetPage, type KeysetSort, type SortableColumn, type SortKind } from './sorted-keyset';

/** A sale's columns but its sort key, which the database keeps (customer_sort_name, docs/architecture.md §8). */
const { customerSortName: _sortKey, ...ownColumns } = getTableColumns(productSales);
const saleColumns = { ...ownColumns, customerName: individuals.name };

/** A sale with its customer's name (null when the sale names no customer). */
export type SaleRecord = Omit<typeof productSales.$inferSelect, 'customerSortName'> & { customerName: string | null };
export type NewSale = Omit<typeof productSales.$inferInsert, 'seq' | 'saleNumber' | 'customerSortName' | 'createdAt' | 'updatedAt'>;
export type SaleChanges = Partial<Omit<typeof productSales.$inferInsert, 'id' | 'seq' | 'saleNumber' | 'customerSortName' | 'createdAt'>>;

/** Sales with their customer's name, and `extra` columns (a list page's sort value). */
function salesWithCustomer<Extra extends Record<string, SQL> = Record<never, never>>(db: Tx, extra = {} as Extra) {
  return db
    .select({ ...saleColumns, ...extra })
    .from(productSales)
    .leftJoin(individuals, eq(individuals.id, productSales.customerId));
}

export async function findSaleById(db: Tx, id: string): Promise<SaleRecord | null> {
  const rows = await salesWithCustomer(db).where(eq(productSales.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Locks the sale (not its customer), so that an edit and a status change never interleave. */
export async function findSaleForUpdate(db: Tx, id: string): Promise<SaleRecord | null> {
  const rows = await salesWithCustomer(db).where(eq(productSales.id, id)).limit(1).for('update', { of: productSales });
  return rows[0] ?? null;
}

export async function insertSale(db: Tx, values: NewSale): Promise<void> {
  const { seq, number } = await nextNumber(db, 'product_sales', 'PS');
  await db.insert(productSales).values({ ...values, seq, saleNumber: number });
}

export async function updateSale(db: Tx, id: string, changes: SaleChanges): Promise<void> {
  await db
    .update(productSales)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(productSales.id, id));
}

/**
 * What the sales list sorts by, the sale's id breaking ties. By customer: the sale's copy of its
 * customer's name (empty for an anonymous sale), kept by the database and indexed with the id.
 */
export const SALE_SORTS = sortableColumns({
  text: {
    saleNumber: productSales.saleNumber,
    productName: productSales.productName,
    customer: productSales.customerSortName,
    currency: productSales.currency,
    status: productSales.status,
  },
  day: { saleDate: productSales.saleDate },
  decimal: { quantity: productSales.quantity, totalCost: productSales.totalCost, totalSale: productSales.totalSale, profit: productSales.profit },
}) satisfies Record<SaleSortColumn, SortableColumn>;

export type ListSalesParams = { search?: string; status?: string; currency?: string } & KeysetPage<SaleSortColumn>;

const placeholder = sql.placeholder;

/** The filters a page names; their values are the statement's placeholders (a search's is its `pattern`). */
const SALE_FILTERS = {
  search: () => or(ilike(productSales.saleNumber, placeholder('pattern')), ilike(productSales.productName, placeholder('pattern'))),
  status: () => eq(productSales.status, placeholder('status')),
  currency: () => eq(productSales.currency, placeholder('currency')),
};

/** The page of every visit, one statement per shape (planned-once.ts); a filtered page is planned for its values. */
const salePages = filteredPages('sales_page', {
  select: (db, sortValue) => salesWithCustomer(db, { sortValue }).$dynamic(),
  sorts: SALE_SORTS,
  id: productSales.id,
  filters: SALE_FILTERS,
});

/** One page in the chosen sort, keyset on (sort value, id); search by sale number or product name. */
export async function listSales(db: Tx, params: ListSalesParams): Promise<Array<SaleRecord & { sortValue: string }>> {
  const { search, status, currency } = params;
  return salePages.page(db, params, { pattern: search ? infixPattern(search) : undefined, status, currency });
}

export type SalesMonth = { month: string; status: string; currency: string; salesCount: number; totalCost: string; totalSale: string; profit: string };
export type SalesMonthFilter = { from?: string; to?: string; currency?: string; status?: string };

/** The report's groups: one row per month, status and currency, its key `<month>|<status>|<currency>` as its id. */
function salesMonths(conditions: SQL): SQL {
  return sql`with g as (
    select m.*, m."month" || '|' || m.status || '|' || m.currency as id from (
      select to_char(sale_date, 'YYYY-MM') as "month", status, currency, count(*)::int as "salesCount",
        sum(total_cost) as "totalCost", sum(total_sale) as "totalSale", sum(profit) as profit
      from product_sales where ${conditions} group by 1, 2, 3) m)`;
}

const GROUP_KINDS = {
  month: 'text',
  status: 'text',
  currency: 'text',
  salesCount: 'integer',
  totalCost: 'decimal',
  totalSale: 'decimal',
  profit: 'decimal',
} satisfies Record<PreciousReportColumn, SortKind>;

/** What the report sorts by, the group's key breaking ties: each column of the groups above, by its own name. */
export const PRECIOUS_REPORT_SORTS = Object.fromEntries(
  Object.entries(GROUP_KINDS).map(([column, kind]) => [column, { expr: sql.raw(`g."${column}"`), kind }]),
) as Record<PreciousReportColumn, SortableColumn>;

function monthConditions(params: SalesMonthFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (params.from) conditions.push(sql`sale_date >= ${params.from}`);
  if (params.to) conditions.push(sql`sale_date <= ${params.to}`);
  if (params.currency) conditions.push(sql`currency = ${params.currency}`);
  if (params.status) conditions.push(sql`status = ${params.status}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The precious-products report: sums per month, status and currency, in the database, in the
 * chosen sort; a page of `limit` groups, or every group (an export) when no limit is given.
 */
export async function sumSalesByMonth(
  db: Tx,
  params: SalesMonthFilter & { sort: KeysetSort<PreciousReportColumn>; limit?: number },
): Promise<Array<SalesMonth & { id: string; sortValue: string }>> {
  const order = keysetOrder(PRECIOUS_REPORT_SORTS, sql.raw('g.id'), params.sort);
  const limit = params.limit === undefined ? sql`` : sql` limit ${params.limit}`;
  return rowsOf<SalesMonth & { id: string; sortValue: string }>(
    db,
    sql`${salesMonths(monthConditions(params))}
        select g.id, g."month", g.status, g.currency, g."salesCount", g."totalCost"::text as "totalCost", g."totalSale"::text as "totalSale",
          g.profit::text as profit, ${order.sortValue} as "sortValue"
        from g where true${order.andWhere} order by ${order.orderList}${limit}`,
  );
}
