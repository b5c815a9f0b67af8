import { randomUUID } from 'node:crypto';
import type { SubscriberStatusCode, TAllocationPage, TAllocationRow, TCreateAllocationBody, TListAllocationsQuery } from '../../../contract/subscribers';
import { splitSubProfit, toDecimalString, type Currency } from '../../../domain';
import type { Tx } from '../../../db/client';
import {
  activeAllocationsOf,
  ALLOCATION_SORTS,
  findAllocation,
  insertAllocation,
  listAllocations,
  updateAllocation,
  type Allocation,
} from '../../../db/queries/allocations';
import { insertAudit } from '../../../db/queries/audit';
import { findSubscriberById, findSubscriberByIdForUpdate } from '../../../db/queries/subscribers';
import { violatedUniqueIndex } from '../../../db/queries/unique-violation';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';
import { sortedListPage } from '../sorted-cursor';
import { amountInput } from '../money-input';

export function toAllocationRow(row: Allocation): TAllocationRow {
  const money = (amountMinor: bigint) => toDecimalString({ amountMinor, currency: row.currency });
  return {
    id: row.id,
    primarySubscriberId: row.primarySubscriberId,
    primaryName: row.primaryName,
    subSubscriberId: row.subSubscriberId,
    subName: row.subName,
    currency: row.currency,
    amount: money(row.amountMinor),
    primarySubscriptionAmount: money(row.primarySubscriptionAmountMinor),
    status: row.status as SubscriberStatusCode,
    createdAt: row.createdAt,
  };
}

function auditAllocation(row: Allocation) {
  const { primaryName: _p, subName: _s, primarySubscriptionAmount: _a, createdAt: _c, ...fields } = toAllocationRow(row);
  return fields;
}

export async function listAllocationPage(deps: Deps, query: TListAllocationsQuery): Promise<TAllocationPage> {
  const filters = { primarySubscriberId: query.primarySubscriberId, status: query.status };
  const list = { sorts: ALLOCATION_SORTS, defaultSort: 'createdAt-asc' } as const;
  return sortedListPage(query, list, (page) => listAllocations(deps.database.db, { ...filters, ...page }), toAllocationRow);
}

/**
 * Under the primary's row lock: its active allocations, with `extra` in place of the one being
 * changed, must fit in its subscription amount. The core's split enforces the same rule.
 */
async function checkFits(tx: Tx, params: { primaryId: string; currency: Currency; subscriptionAmountMinor: bigint; excludingId?: string; extraMinor: bigint }) {
  const others = await activeAllocationsOf(tx, { primarySubscriberId: params.primaryId, currency: params.currency, excludingId: params.excludingId });
  splitSubProfit({
    profitMinor: 0n,
    subscriptionAmountMinor: params.subscriptionAmountMinor,
    allocations: [...others, { id: 'candidate', amountMinor: params.extraMinor }],
  });
}

async function reload(tx: Tx, id: string): Promise<Allocation> {
  const row = await findAllocation(tx, id);
  if (!row) throw new AppError('ALLOCATION_NOT_FOUND');
  return row;
}

export async function createAllocation(deps: Deps, body: TCreateAllocationBody, context: AuditContext): Promise<TAllocationRow> {
  if (body.primarySubscriberId === body.subSubscriberId) {
    throw new AppError('ALLOCATION_SAME_SUBSCRIBER', { fields: [{ path: 'subSubscriberId', issue: 'invalid_value' }] });
  }
  try {
    return await deps.database.db.transaction(async (tx) => {
      const primary = await findSubscriberByIdForUpdate(tx, body.primarySubscriberId);
      if (!primary) throw new AppError('SUBSCRIBER_NOT_FOUND', { fields: [{ path: 'primarySubscriberId', issue: 'invalid_value' }] });
      const sub = await findSubscriberById(tx, body.subSubscriberId);
      if (!sub) throw new AppError('SUBSCRIBER_NOT_FOUND', { fields: [{ path: 'subSubscriberId', issue: 'invalid_value' }] });
      if (sub.currency !== primary.currency) throw new AppError('ALLOCATION_CURRENCY_MISMATCH', { primary: primary.currency, sub: sub.currency });
      const amountMinor = amountInput({ text: body.amount, currency: primary.currency, field: 'amount', positive: true });
      await checkFits(tx, {
        primaryId: primary.id,
        currency: primary.currency,
        subscriptionAmountMinor: primary.subscriptionAmountMinor,
        extraMinor: amountMinor,
      });
      const id = randomUUID();
      await insertAllocation(tx, { id, primarySubscriberId: primary.id, subSubscriberId: sub.id, amountMinor, currency: primary.currency });
      const row = await reload(tx, id);
      await insertAudit(tx, { ...context, action: 'sub-allocation.create', entity: 'sub-allocation', entityId: id, after: auditAllocation(row) });
      return toAllocationRow(row);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === 'sub_allocations_pair_key') throw new AppError('ALLOCATION_DUPLICATE');
    throw error;
  }
}

async function changeAllocation(
  deps: Deps,
  id: string,
  change: { amount?: string; status?: SubscriberStatusCode },
  context: AuditContext,
): Promise<TAllocationRow> {
  return deps.database.db.transaction(async (tx) => {
    const first = await reload(tx, id);
    const primary = await findSubscriberByIdForUpdate(tx, first.primarySubscriberId);
    if (!primary) throw new AppError('SUBSCRIBER_NOT_FOUND');
    const current = await reload(tx, id);
    const amountMinor =
      change.amount === undefined ? current.amountMinor : amountInput({ text: change.amount, currency: primary.currency, field: 'amount', positive: true });
    const status = change.status ?? current.status;
    if (status === 'active') {
      await checkFits(tx, {
        primaryId: primary.id,
        currency: primary.currency,
        subscriptionAmountMinor: primary.subscriptionAmountMinor,
        excludingId: id,
        extraMinor: amountMinor,
      });
    }
    await updateAllocation(tx, id, { currency: primary.currency, amountMinor, status });
    const row = await reload(tx, id);
    const action = change.amount !== undefined ? 'sub-allocation.update' : `sub-allocation.${status === 'active' ? 'activate' : 'deactivate'}`;
    await insertAudit(tx, { ...context, action, entity: 'sub-allocation', entityId: id, before: auditAllocation(current), after: auditAllocation(row) });
    return toAllocationRow(row);
  });
}

export function updateAllocationAmount(deps: Deps, id: string, amount: string, context: AuditContext) {
  return changeAllocation(deps, id, { amount }, context);
}

export function setAllocationStatus(deps: Deps, id: string, status: SubscriberStatusCode, context: AuditContext) {
  return changeAllocation(deps, id, { status }, context);
}
