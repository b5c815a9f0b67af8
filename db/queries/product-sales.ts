import { and, desc, eq, getTableColumns, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { individuals, productSales } from '../schema';
import { infixPattern } from './individual-lookup';
import { nextSerial } from './sequence';

/** A sale with its customer's name (null when the sale names no customer). */
export type SaleRecord = typeof productSales.$inferSelect & { customerName: string | null };
export type NewSale = Omit<typeof productSales.$inferInsert, 'seq' | 'saleNumber' | 'createdAt' | 'updatedAt'>;
export type SaleChanges = Partial<Omit<typeof productSales.$inferInsert, 'id' | 'seq' | 'saleNumber' | 'createdAt'>>;

const saleColumns = { ...getTableColumns(productSales), customerName: individuals.name };

function salesWithCustomer(db: Tx) {
  return db.select(saleColumns).from(productSales).leftJoin(individuals, eq(individuals.id, productSales.customerId));
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
  const seq = await nextSerial(db, 'product_sales', 'seq');
  await db.insert(productSales).values({ ...values, seq, saleNumber: `PS-${seq.toString().padStart(6, '0')}` });
}

export async function updateSale(db: Tx, id: string, changes: SaleChanges): Promise<void> {
  await db
    .update(productSales)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(productSales.id, id));
}

export type ListSalesParams = { search?: string; status?: string; currency?: string; after?: { date: string; id: string }; limit: number };

/** Newest first, keyset on (sale date, id); search by sale number or product name. */
export async function listSales(db: Tx, params: ListSalesParams): Promise<SaleRecord[]> {
  const pattern = params.search ? infixPattern(params.search) : null;
  const conditions = [
    pattern ? or(ilike(productSales.saleNumber, pattern), ilike(productSales.productName, pattern)) : undefined,
    params.status ? eq(productSales.status, params.status) : undefined,
    params.currency ? eq(productSales.currency, params.currency) : undefined,
    params.after ? sql`(${productSales.saleDate}, ${productSales.id}) < (${params.after.date}, ${params.after.id})` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return salesWithCustomer(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(productSales.saleDate), desc(productSales.id))
    .limit(params.limit);
}

export type SalesMonth = { month: string; status: string; currency: string; salesCount: number; totalCost: string; totalSale: string; profit: string };

/** The precious-products report: sums per month, status and currency, in the database. */
export async function sumSalesByMonth(db: Tx, params: { from?: string; to?: string; currency?: string }): Promise<SalesMonth[]> {
  const month = sql<string>`to_char(${productSales.saleDate}, 'YYYY-MM')`;
  const conditions = [
    params.from ? gte(productSales.saleDate, params.from) : undefined,
    params.to ? lte(productSales.saleDate, params.to) : undefined,
    params.currency ? eq(productSales.currency, params.currency) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return db
    .select({
      month,
      status: productSales.status,
      currency: productSales.currency,
      salesCount: sql<number>`count(*)::int`,
      totalCost: sql<string>`sum(${productSales.totalCost})::text`,
      totalSale: sql<string>`sum(${productSales.totalSale})::text`,
      profit: sql<string>`sum(${productSales.profit})::text`,
    })
    .from(productSales)
    .where(conditions.length ? and(...conditions) : undefined)
    .groupBy(month, productSales.status, productSales.currency)
    .orderBy(month, productSales.status, productSales.currency);
}

