import type { TMoneyProposalAnswer } from '../../../contract/approval-limits';
import { proposeIfAboveLimit, type ProposalRequest } from '../approval-limits/approval-limit';
import type { ProfitRequestStatus, ProfitType } from '../../../contract/member';
import type { TListProfitRequestsQuery, TProfitRequestDecision, TProfitRequestPage, TProfitRequestRow } from '../../../contract/profit-requests';
import { parseCurrency } from '../../../domain';
import type { Tx } from '../../../db/client';
import { minorToNumeric, numericToMinor } from '../../../db/money-columns';
import { insertAudit } from '../../../db/queries/audit';
import {
  activeSubscribersIn,
  decideProfitRequest,
  findProfitForUpdate,
  listPendingRequests,
  lockProfitRequest,
  PROFIT_REQUEST_SORTS,
  markProfitPaid,
  type ProfitRecord,
  type ProfitRequestRecord,
} from '../../../db/queries/profit-requests';
import { findSubscriberById, type Subscriber } from '../../../db/queries/subscribers';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../plugins/access';
import type { AuditContext } from '../audit-context';
import { decidableRequest } from '../decidable-request';
import { addLedgerRowInTx } from '../ledger/ledger.service';
import { wireAmount } from '../wire-amount';
import { notifyUsers } from '../notifications/notifications.service';
import { sortedListPage, sortOfQuery } from '../sorted-cursor';
import type { TProfitRequestsFilter } from '../../../contract/bulk-actions';

export function toRequestRow(row: ProfitRequestRecord): TProfitRequestRow {
  return {
    id: row.id,
    monthlyProfitId: row.monthlyProfitId,
    memberName: row.memberName,
    requesterName: row.requesterName,
    profitDate: row.profitDate,
    amount: wireAmount(row.amount, row.currency),
    currency: parseCurrency(row.currency),
    type: row.type as ProfitType,
    note: row.note,
    requestedAt: row.requestedAt,
    status: row.status as ProfitRequestStatus,
  };
}

/** Pending requests a page at a time, in the view's sort (docs/architecture.md §8); oldest first by default. */
export async function listPendingPage(deps: Deps, query: TListProfitRequestsQuery): Promise<TProfitRequestPage> {
  const list = { sorts: PROFIT_REQUEST_SORTS, defaultSort: 'requestedAt-asc' } as const;
  return sortedListPage(query, list, (page) => listPendingRequests(deps.database.db, page), toRequestRow);
}

/** docs/operations.md §12: the ids of the pending requests, in the list's order, at most `limit` (the list's own query). */
export async function matchingRequestIds(deps: Deps, filter: TProfitRequestsFilter, limit: number): Promise<string[]> {
  const sort = sortOfQuery(filter.sort ?? 'requestedAt-asc', undefined, (column) => PROFIT_REQUEST_SORTS[column].kind);
  const rows = await listPendingRequests(deps.database.db, { sort, limit });
  return rows.map((row) => row.id);
}

/** Locks the request, refuses a decided one and one's own (by user or by the individual the approver is linked to). */
async function lockPending(tx: Tx, id: string, approver: SessionUser): Promise<ProfitRequestRecord> {
  const codes = { notFound: 'PROFIT_REQUEST_NOT_FOUND', decided: 'PROFIT_REQUEST_ALREADY_DECIDED' } as const;
  return decidableRequest(await lockProfitRequest(tx, id), approver, codes);
}

/** Which capital the profit goes to: the row's own subscriber, else the member's single active one in that currency. */
async function creditTarget(tx: Tx, profit: ProfitRecord): Promise<Subscriber> {
  let subscriberId = profit.subscriberId;
  if (!subscriberId) {
    const candidates = await activeSubscribersIn(tx, { individualId: profit.individualId, currency: profit.currency });
    if (candidates.length === 0) throw new AppError('PROFIT_SUBSCRIBER_MISSING', { currency: profit.currency });
    if (candidates.length > 1) throw new AppError('PROFIT_SUBSCRIBER_AMBIGUOUS', { currency: profit.currency });
    subscriberId = candidates[0]!.id;
  }
  const subscriber = await findSubscriberById(tx, subscriberId);
  if (!subscriber || subscriber.individualId !== profit.individualId || subscriber.currency !== profit.currency) {
    throw new AppError('PROFIT_SUBSCRIBER_MISSING', { currency: profit.currency });
  }
  return subscriber;
}

type Credited = { ledgerRowId: string; balanceBefore: string; balanceAfter: string };

/**
 * The completed profit credit, written by the ledger feature's own function (its row lock, the
 * balance cache and the row's audit entry live there). Dated today, or the subscription's first
 * day when that is later.
 */
async function creditProfit(
  tx: Tx,
  params: { profit: ProfitRecord; requestId: string; today: string; context: AuditContext & { actorId: string } },
): Promise<Credited> {
  const { profit } = params;
  const currency = parseCurrency(profit.currency);
  const subscriber = await creditTarget(tx, profit);
  const date = params.today < subscriber.subscriptionDate ? subscriber.subscriptionDate : params.today;
  const result = await addLedgerRowInTx(
    tx,
    {
      subscriberId: subscriber.id,
      type: 'credit',
      creditType: 'profit',
      // The column's text ("1234.00" for XAF) as the currency writes it.
      amount: minorToNumeric(numericToMinor(profit.share, currency), currency),
      transactionDate: date,
      status: 'completed',
      note: `profit ${profit.profitDate} #${profit.id}`,
      auditAfter: { profitRequestId: params.requestId },
      // The books pay the row out of profits payable (docs/accounting.md §3), under the party that earned it.
      paysProfitOf: { subscriberId: profit.subscriberId ?? subscriber.id },
    },
    'balance-transaction.profit-request',
    params.context,
    date,
  );
  return { ledgerRowId: result.row.id, balanceBefore: result.balanceBefore, balanceAfter: result.balanceAfter };
}

const DECISION_ACTIONS = { approved: 'profit-request.approve', rejected: 'profit-request.reject' } as const;

/** Records the decision on a request this transaction locked while pending, with its audit row; a rejection keeps its reason. */
async function recordDecision(
  tx: Tx,
  request: ProfitRequestRecord,
  { status, decidedBy, reason }: { status: 'approved' | 'rejected'; decidedBy: string; reason?: string },
  context: AuditContext,
): Promise<void> {
  const { id } = request;
  await decideProfitRequest(tx, { id, status, decidedBy, decisionNote: reason ?? '' });
  // docs/operations.md §14: the member who asked is told, in the decision's transaction.
  await notifyUsers(tx, [request.requesterUserId], 'profit-request-decided', {
    requestId: id,
    status,
    amount: wireAmount(request.amount, request.currency),
    currency: request.currency,
    profitDate: request.profitDate,
    reason: reason ?? '',
  });
  const after = reason === undefined ? { status, decidedBy } : { status, decidedBy, reason };
  await insertAudit(tx, { ...context, action: DECISION_ACTIONS[status], entity: 'profit-request', entityId: id, before: { status: 'pending' }, after });
}

/**
 * docs/distribution.md §11, one transaction: lock the request then its profit row (every approver in that
 * order, so no deadlock), credit the member's capital, mark the row paid and the request approved.
 * A second approver waits on the request's lock and then finds it decided.
 */
export function approveRequest(
  deps: Deps,
  id: string,
  approver: SessionUser,
  context: AuditContext,
  today: string,
): Promise<TProfitRequestDecision | TMoneyProposalAnswer> {
  return deps.database.db.transaction((tx) => approveRequestInTx(tx, id, approver, context, today, { kind: 'profitRequests.approve', payload: { id } }));
}

/**
 * The approval in the caller's transaction. It is limited by the profit's amount (docs/operations.md
 * §23): above the limit, the approval itself waits for a second approver; `request` is null when that
 * approved proposal runs it.
 */
export async function approveRequestInTx(
  tx: Tx,
  id: string,
  approver: SessionUser,
  context: AuditContext,
  today: string,
  request: ProposalRequest,
): Promise<TProfitRequestDecision | TMoneyProposalAnswer> {
  const pending = await lockPending(tx, id, approver);
  const profit = pending.monthlyProfitId === null ? null : await findProfitForUpdate(tx, BigInt(pending.monthlyProfitId));
  if (!profit) throw new AppError('PROFIT_NOT_FOUND');
  if (profit.paid) throw new AppError('PROFIT_ALREADY_PAID');
  const limited = { request, action: 'profit-request-approve' as const, currency: profit.currency, amount: profit.share, subject: pending.memberName, context };
  const proposal = await proposeIfAboveLimit(tx, limited);
  if (proposal) return proposal;
  const actor = { ...context, actorId: approver.id };
  const credited = await creditProfit(tx, { profit, requestId: id, today, context: actor });
  await markProfitPaid(tx, BigInt(profit.id));
  await insertAudit(tx, {
    ...actor,
    action: 'monthly-profit.paid',
    entity: 'monthly-profit',
    entityId: profit.id,
    before: { paid: false },
    after: { paid: true, ledgerRowId: credited.ledgerRowId },
  });
  await recordDecision(tx, pending, { status: 'approved', decidedBy: approver.id }, actor);
  return { request: { ...toRequestRow(pending), status: 'approved' }, ...credited };
}

export async function rejectRequest(deps: Deps, id: string, reason: string, approver: SessionUser, context: AuditContext): Promise<TProfitRequestDecision> {
  return deps.database.db.transaction(async (tx) => {
    const request = await lockPending(tx, id, approver);
    await recordDecision(tx, request, { status: 'rejected', decidedBy: approver.id, reason }, context);
    return { request: { ...toRequestRow(request), status: 'rejected' }, ledgerRowId: null, balanceBefore: null, balanceAfter: null };
  });
}
