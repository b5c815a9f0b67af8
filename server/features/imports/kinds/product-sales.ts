import { ZSaleBody, type TSaleBody } from '../../../../contract/product-sales';
import type { Tx } from '../../../../db/client';
import { salesLike } from '../../../../db/queries/import-lookups';
import type { AuditContext } from '../../audit-context';
import { createSaleInTx } from '../../product-sales/product-sales.service';
import { numberedImporter, type KindImporter } from './kind-importer';
import { parsed } from '../row-issue';
import { individualByReference, optionalCell, sameDecimal } from './references';

type Stored = Awaited<ReturnType<typeof salesLike>>[number];

const PRICES = ['quantity', 'purchasePrice', 'additionalCost', 'customsFees', 'salePrice'] as const;

/** Every field the file gives equals the stored sale's: the row is that sale, already present. */
function sameSale(stored: Stored, body: TSaleBody): boolean {
  return (
    stored.saleDate === body.saleDate &&
    stored.productName === body.productName &&
    stored.customerId === (body.customerId ?? null) &&
    stored.currency === body.currency &&
    stored.description === body.description &&
    PRICES.every((field) => sameDecimal(stored[field], body[field]))
  );
}

async function bodyOf(tx: Tx, cells: Record<string, string>): Promise<TSaleBody> {
  const customer = optionalCell(cells.customer);
  const customerId = customer === undefined ? null : await individualByReference(tx, customer, 'customerId');
  // The sale form's own schema; totals and profit have no column: the core computes them.
  return parsed(ZSaleBody, {
    currency: (cells.currency ?? '').trim().toUpperCase(),
    productName: cells.productName ?? '',
    description: cells.description ?? '',
    quantity: cells.quantity ?? '',
    purchasePrice: cells.purchasePrice ?? '',
    additionalCost: optionalCell(cells.additionalCost) ?? '0',
    customsFees: optionalCell(cells.customsFees) ?? '0',
    salePrice: cells.salePrice ?? '',
    saleDate: (cells.saleDate ?? '').trim(),
    customerId,
  });
}

/** docs/import.md §3: the warning of a sale alike a stored one: on its number, or on its sale price. */
const ALIKE_WARNING = { warning: 'DUPLICATE_SALE', numberColumn: 'saleNumber', keyColumn: 'salePrice' } as const;

/**
 * docs/import.md §1, §3: a precious-product sale goes through the sale form's schema and service.
 * Natural key: the sale number when the file gives one (already present, with a warning when its
 * values differ), else the day, product, customer, currency and sale price: every field equal is
 * already present, otherwise a warning.
 */
export function productSalesImporter(context: AuditContext): KindImporter {
  return numberedImporter({
    columns: { customerId: 'customer' },
    bodyOf,
    dateField: 'saleDate',
    alike: ALIKE_WARNING,
    storedAlike: (tx, saleNumber, body) =>
      salesLike(tx, {
        saleNumber,
        saleDate: body.saleDate,
        productName: body.productName,
        customerId: body.customerId ?? null,
        currency: body.currency,
        salePrice: body.salePrice,
      }),
    numberOf: (stored) => stored.saleNumber,
    same: sameSale,
    create: (tx, body) => createSaleInTx(tx, body, context),
  });
}
