import type { TMoneyProposalAnswer } from '../../../contract/approval-limits';
import { proposeIfAboveLimit, type ProposalRequest } from '../approval-limits/approval-limit';
import { randomUUID } from 'node:crypto';
import { withField } from '../../../contract/decimal-input';
import type { TListSalesQuery, TSaleBody, TSalePage, TSaleRow } from '../../../contract/product-sales';
import { computeSaleFromInput } from '../../../contract/sale-input';
import { parseIsoDate } from '../../../domain';
import { minorToNumeric } from '../../../db/money-columns';
import type { Tx } from '../../../db/client';
import { appendAudit, insertAudit } from '../../../db/queries/audit';
import { findIndividualById } from '../../../db/queries/individuals';
import { findSaleById, findSaleForUpdate, insertSale, listSales, SALE_SORTS, updateSale, type SaleRecord } from '../../../db/queries/product-sales';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';
import { sortedListPage } from '../sorted-cursor';
import { assertPeriodsOpen } from '../periods/period-guard';
import { postEntry } from '../books/posting.service';
import { saleEntry, saleMemo } from '../books/sale-entry';
import { toSaleRow } from './sale-view';

/** One page of the sales list in its sort (the newest sale first by default), keyset on (sort value, id). */
export async function listSalePage(deps: Deps, query: TListSalesQuery): Promise<TSalePage> {
  const filters = { search: query.search || undefined, status: query.status, currency: query.currency };
  const list = { sorts: SALE_SORTS, defaultSort: 'saleDate-desc' } as const;
  return sortedListPage(query, list, (page) => listSales(deps.database.db, { ...filters, ...page }), toSaleRow);
}

export async function getSale(deps: Deps, id: string): Promise<TSaleRow> {
  const row = await findSaleById(deps.database.db, id);
  if (!row) throw new AppError('SALE_NOT_FOUND');
  return toSaleRow(row);
}

/** The typed fields plus the totals and profit from the core (docs/operations.md §8), never from the request. */
function computedColumns(body: TSaleBody) {
  withField('saleDate', () => parseIsoDate(body.saleDate));
  const sale = computeSaleFromInput(body);
  const amount = (amountMinor: bigint) => minorToNumeric(amountMinor, body.currency);
  return {
    ...body,
    // A replacement (PUT) that names no customer leaves the sale without one.
    customerId: body.customerId ?? null,
    totalCost: amount(sale.totalCostMinor),
    totalSale: amount(sale.totalSaleMinor),
    profit: amount(sale.profitMinor),
  };
}

/** The customer must be an individual on file; the sale's form shows the field that is wrong. */
async function assertCustomer(tx: Tx, customerId: string | null): Promise<void> {
  if (customerId !== null && !(await findIndividualById(tx, customerId))) throw new AppError('INDIVIDUAL_NOT_FOUND', { field: 'customerId' });
}

async function lockedSale(tx: Tx, id: string): Promise<SaleRecord> {
  const current = await findSaleForUpdate(tx, id);
  if (!current) throw new AppError('SALE_NOT_FOUND');
  if (current.status === 'sold') throw new AppError('SALE_SOLD_LOCKED');
  if (current.status === 'cancelled') throw new AppError('SALE_LOCKED');
  return current;
}

async function reread(tx: Tx, id: string): Promise<TSaleRow> {
  const row = await findSaleById(tx, id);
  if (!row) throw new AppError('SALE_NOT_FOUND');
  return toSaleRow(row);
}

/** The form's create inside a caller's transaction: the bulk import runs it once per row (docs/import.md §3). */
export async function createSaleInTx(tx: Tx, body: TSaleBody, context: AuditContext): Promise<TSaleRow> {
  const columns = computedColumns(body);
  const id = randomUUID();
  await assertCustomer(tx, columns.customerId);
  await assertPeriodsOpen(tx, [{ date: columns.saleDate, currency: columns.currency }]);
  await insertSale(tx, { id, ...columns, createdBy: context.actorId });
  const created = await reread(tx, id);
  await insertAudit(tx, { ...context, action: 'product-sale.create', entity: 'product-sale', entityId: id, after: created });
  return created;
}

export async function createSale(deps: Deps, body: TSaleBody, context: AuditContext): Promise<TSaleRow> {
  return deps.database.db.transaction((tx) => createSaleInTx(tx, body, context));
}

export async function editSale(deps: Deps, id: string, body: TSaleBody, context: AuditContext): Promise<TSaleRow> {
  const columns = computedColumns(body);
  return deps.database.db.transaction(async (tx) => {
    const current = await lockedSale(tx, id);
    const before = toSaleRow(current);
    await assertCustomer(tx, columns.customerId);
    // Moving a sale into or out of a closed month changes that month: both must be open.
    await assertPeriodsOpen(tx, [
      { date: current.saleDate, currency: current.currency },
      { date: columns.saleDate, currency: columns.currency },
    ]);
    await updateSale(tx, id, columns);
    const after = await reread(tx, id);
    await insertAudit(tx, { ...context, action: 'product-sale.update', entity: 'product-sale', entityId: id, before, after });
    return after;
  });
}

/** pending → sold or cancelled under the row lock. */
export async function changeSaleStatus(deps: Deps, id: string, status: 'sold' | 'cancelled', context: AuditContext): Promise<TSaleRow | TMoneyProposalAnswer> {
  const request = status === 'sold' ? { kind: 'productSales.sell', payload: { id } } : null;
  return deps.database.db.transaction((tx) => changeSaleStatusInTx(tx, id, status, context, request));
}

/**
 * The change in the caller's transaction. Selling is limited by the sale's total (docs/operations.md
 * §23); `request` is null when an approved proposal runs it (or for a cancellation).
 */
export async function changeSaleStatusInTx(
  tx: Tx,
  id: string,
  status: 'sold' | 'cancelled',
  context: AuditContext,
  request: ProposalRequest,
): Promise<TSaleRow | TMoneyProposalAnswer> {
  const current = await lockedSale(tx, id);
  await assertPeriodsOpen(tx, [{ date: current.saleDate, currency: current.currency }]);
  if (status === 'sold') {
    const limited = { request, action: 'sale-sell' as const, currency: current.currency, amount: current.totalSale, subject: current.saleNumber, context };
    const proposal = await proposeIfAboveLimit(tx, limited);
    if (proposal) return proposal;
  }
  await updateSale(tx, id, { status });
  const after = await reread(tx, id);
  const audit = await appendAudit(tx, {
    ...context,
    action: `product-sale.${status === 'sold' ? 'sell' : 'cancel'}`,
    entity: 'product-sale',
    entityId: id,
    before: { status: current.status },
    after,
  });
  if (status === 'sold') {
    // The price collected and the costs paid enter the books, dated as the sale (docs/accounting.md §3).
    const source = { kind: 'product-sale', id, auditId: BigInt(audit.id), date: current.saleDate, memo: saleMemo(current.saleNumber) };
    await postEntry(tx, source, saleEntry(current));
  }
  return after;
}
