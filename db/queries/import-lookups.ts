import { and, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { individuals, mediatorPercentages, operations, productSales } from '../schema';

/**
 * The individuals a cell of an import file names: by NNI, by e-mail (any case) or by exact name
 * (docs/import.md §1). Three rows at most: more than one is an ambiguous reference.
 */
export function individualsByReference(db: Tx, reference: string) {
  return db
    .select({ id: individuals.id })
    .from(individuals)
    .where(or(eq(individuals.nni, reference), sql`lower(${individuals.email}) = lower(${reference})`, eq(individuals.name, reference)))
    .limit(3);
}

/** Operations with the file's number, or of the same client, day, currency and amount (a decimal string). */
export function operationsLike(db: Tx, params: { number: string | null; operationDate: string; clientId: string; currency: string; amount: string }) {
  const sameKey = and(
    eq(operations.operationDate, params.operationDate),
    eq(operations.clientId, params.clientId),
    eq(operations.currency, params.currency),
    eq(operations.amount, sql`${params.amount}::numeric`),
  );
  return db
    .select({
      number: operations.number,
      operationDate: operations.operationDate,
      clientId: operations.clientId,
      mediatorId: operations.mediatorId,
      currency: operations.currency,
      amount: operations.amount,
      sourceCountry: operations.sourceCountry,
      destinationCountry: operations.destinationCountry,
      exchangeRate: operations.exchangeRate,
      serviceRate: operations.serviceRate,
      mediatorType: operations.mediatorType,
    })
    .from(operations)
    .where(params.number === null ? sameKey : or(eq(operations.number, params.number), sameKey))
    .limit(20);
}

/** Sales with the file's number, or of the same day, product, customer, currency and sale price. */
export function salesLike(
  db: Tx,
  params: { saleNumber: string | null; saleDate: string; productName: string; customerId: string | null; currency: string; salePrice: string },
) {
  const sameKey = and(
    eq(productSales.saleDate, params.saleDate),
    eq(productSales.productName, params.productName),
    params.customerId === null ? sql`${productSales.customerId} is null` : eq(productSales.customerId, params.customerId),
    eq(productSales.currency, params.currency),
    eq(productSales.salePrice, sql`${params.salePrice}::numeric`),
  );
  return db
    .select({
      saleNumber: productSales.saleNumber,
      saleDate: productSales.saleDate,
      productName: productSales.productName,
      customerId: productSales.customerId,
      currency: productSales.currency,
      description: productSales.description,
      quantity: productSales.quantity,
      purchasePrice: productSales.purchasePrice,
      additionalCost: productSales.additionalCost,
      customsFees: productSales.customsFees,
      salePrice: productSales.salePrice,
    })
    .from(productSales)
    .where(params.saleNumber === null ? sameKey : or(eq(productSales.saleNumber, params.saleNumber), sameKey))
    .limit(20);
}

/** The mediator link of a pair, if there is one (the pair is unique). */
export async function linkOfPair(db: Tx, params: { mediatorId: string; investorId: string }) {
  const rows = await db
    .select({ percentage: mediatorPercentages.percentage, status: mediatorPercentages.status })
    .from(mediatorPercentages)
    .where(and(eq(mediatorPercentages.mediatorId, params.mediatorId), eq(mediatorPercentages.investorId, params.investorId)))
    .limit(1);
  return rows[0] ?? null;
}
