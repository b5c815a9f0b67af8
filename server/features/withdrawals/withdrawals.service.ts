import { randomUUID } from 'node:crypto';
import type {
  TDecideWithdrawalBody,
  TListWithdrawalsQuery,
  TWithdrawalDecision,
  TWithdrawalPage,
  TWithdrawalRequestBody,
  TWithdrawalRow,
  WithdrawalStatus,
} from '../../../contract/withdrawals';
import type { TMoneyProposalAnswer } from '../../../contract/approval-limits';
import { holdsPermission } from '../../../contract/permissions';
import { parseCurrency, toDecimalString } from '../../../domain';
import type { Tx } from '../../../db/client';
import { minorToNumeric } from '../../../db/money-columns';
import { insertAudit } from '../../../db/queries/audit';
import { proposeIfAboveLimit, type ProposalRequest } from '../approval-limits/approval-limit';
import { activeSubscribersIn } from '../../../db/queries/profit-requests';
import { findSubscriberById } from '../../../db/queries/subscribers';
import {
  decideWithdrawal,
  findWithdrawal,
  insertWithdrawal,
  listWithdrawals,
  lockWithdrawal,
  WITHDRAWAL_SORTS,
  type WithdrawalRecord,
} from '../../../db/queries/withdrawals';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../plugins/access';
import type { AuditContext } from '../audit-context';
import { decidableRequest } from '../decidable-request';
import { addLedgerRowInTx } from '../ledger/ledger.service';
import { amountInput } from '../money-input';
import { notifyHolders, notifyUsers } from '../notifications/notifications.service';
import { sortedListPage } from '../sorted-cursor';
import { wireAmount } from '../wire-amount';

/** The permission that decides withdrawals: the one that approves profit requests (docs/operations.md §13). */
export const WITHDRAWAL_APPROVER = 'add-profit';

export function toWithdrawalRow(row: WithdrawalRecord): TWithdrawalRow {
  return {
    id: row.id,
    subscriberId: row.subscriberId,
    memberName: row.memberName,
    requesterName: row.requesterName,
    amount: wireAmount(row.amount, row.currency),
    currency: parseCurrency(row.currency),
    reason: row.reason,
    status: row.status as WithdrawalStatus,
    requestedAt: row.requestedAt,
    decidedAt: row.decidedAt,
    decisionNote: row.decisionNote,
    ledgerRowId: row.ledgerRowId,
  };
}

/**
 * docs/operations.md §13: a member asks for part of their capital. The subscriber is the member's
 * single active one in the currency; the amount may not pass its balance now (the approval checks
 * again). Writes the request, its audit row and the approvers' notifications, nothing else.
 */
export async function requestWithdrawal(deps: Deps, user: SessionUser, body: TWithdrawalRequestBody, context: AuditContext): Promise<TWithdrawalRow> {
  const individualId = user.individualId;
  if (!individualId) throw new AppError('NO_LINKED_INDIVIDUAL');
  const currency = parseCurrency(body.currency);
  const amountMinor = amountInput({ text: body.amount, currency, field: 'amount', positive: true });
  return deps.database.db.transaction(async (tx) => {
    const candidates = await activeSubscribersIn(tx, { individualId, currency });
    if (candidates.length === 0) throw new AppError('NO_SUBSCRIPTION', { currency });
    if (candidates.length > 1) throw new AppError('SUBSCRIPTION_AMBIGUOUS', { currency });
    const subscriber = await findSubscriberById(tx, candidates[0]!.id);
    if (!subscriber) throw new AppError('NO_SUBSCRIPTION', { currency });
    if (amountMinor > subscriber.balanceMinor) {
      throw new AppError('INSUFFICIENT_BALANCE', {
        balance: toDecimalString({ amountMinor: subscriber.balanceMinor, currency }),
        currency,
        fields: [{ path: 'amount', issue: 'too_large' }],
      });
    }
    const id = randomUUID();
    const amount = minorToNumeric(amountMinor, currency);
    await insertWithdrawal(tx, { id, subscriberId: subscriber.id, individualId, requesterUserId: user.id, amount, currency, reason: body.reason });
    await insertAudit(tx, {
      ...context,
      action: 'withdrawal.request',
      entity: 'withdrawal-request',
      entityId: id,
      before: null,
      after: { subscriberId: subscriber.id, individualId, amount, currency, reason: body.reason, status: 'pending' },
    });
    const wire = toDecimalString({ amountMinor, currency });
    await notifyHolders(tx, {
      permission: WITHDRAWAL_APPROVER,
      except: [user.id],
      kind: 'withdrawal-requested',
      params: { withdrawalId: id, member: user.name, amount: wire, currency },
    });
    const row = await findWithdrawal(tx, id);
    if (!row) throw new Error('Invariant violated: a withdrawal request just written is read back');
    return toWithdrawalRow(row);
  });
}

/** A member lists their own requests; an approver everyone's, unless they ask for their own (`scope=own`). */
export async function listWithdrawalPage(deps: Deps, user: SessionUser, query: TListWithdrawalsQuery): Promise<TWithdrawalPage> {
  const approver = holdsPermission(user.permissions, WITHDRAWAL_APPROVER);
  const scope = query.scope ?? (approver ? 'all' : 'own');
  if (scope === 'all' && !approver) throw new AppError('FORBIDDEN', { needed: [WITHDRAWAL_APPROVER] });
  let individualId: string | null = null;
  if (scope === 'own') {
    if (!user.individualId) throw new AppError('NO_LINKED_INDIVIDUAL');
    individualId = user.individualId;
  }
  const list = { sorts: WITHDRAWAL_SORTS, defaultSort: 'requestedAt-desc' } as const;
  return sortedListPage(query, list, (page) => listWithdrawals(deps.database.db, { ...page, individualId, status: query.status }), toWithdrawalRow);
}

/** Locks the request, refuses a decided one and one's own (by user or by the individual the approver is linked to). */
async function lockPending(tx: Tx, id: string, approver: SessionUser): Promise<WithdrawalRecord> {
  const codes = { notFound: 'WITHDRAWAL_NOT_FOUND', decided: 'WITHDRAWAL_ALREADY_DECIDED' } as const;
  return decidableRequest(await lockWithdrawal(tx, id), approver, codes);
}

type Decided = { request: WithdrawalRecord; status: 'approved' | 'rejected'; approver: SessionUser; reason: string; context: AuditContext };

async function recordDecision(tx: Tx, { request, status, approver, reason, context }: Decided, ledgerRowId: string | null): Promise<void> {
  await decideWithdrawal(tx, { id: request.id, status, decidedBy: approver.id, decisionNote: reason, ledgerRowId });
  await insertAudit(tx, {
    ...context,
    action: `withdrawal.${status === 'approved' ? 'approve' : 'reject'}`,
    entity: 'withdrawal-request',
    entityId: request.id,
    before: { status: 'pending' },
    after: { status, decidedBy: approver.id, reason, ledgerRowId },
  });
  await notifyUsers(tx, [request.requesterUserId], 'withdrawal-decided', {
    withdrawalId: request.id,
    status,
    amount: wireAmount(request.amount, request.currency),
    currency: request.currency,
    reason,
  });
}

/**
 * docs/operations.md §13, inside the caller's transaction: lock the pending request, write the
 * completed capital debit dated today through the ledger's own function (its subscriber lock, the
 * balance checked again now, the cache, the audit row, the books), then mark the request approved,
 * audit it and tell the member. The one place a withdrawal is approved, so that a further check
 * (an approval limit, a second approval) is added here.
 */
export async function approveWithdrawal(
  tx: Tx,
  params: { id: string; approver: SessionUser; reason: string; context: AuditContext; today: string; proposal: ProposalRequest },
): Promise<TWithdrawalDecision | TMoneyProposalAnswer> {
  const request = await lockPending(tx, params.id, params.approver);
  // docs/operations.md §23: above the withdrawal limit the approval itself waits for a second
  // approver (the request stays pending); `proposal` is null when that approved proposal runs it.
  const limited = {
    request: params.proposal,
    action: 'withdrawal' as const,
    currency: request.currency,
    amount: request.amount,
    subject: request.memberName,
    context: params.context,
  };
  const held = await proposeIfAboveLimit(tx, limited);
  if (held) return held;
  const context = { ...params.context, actorId: params.approver.id };
  const debit = await addLedgerRowInTx(
    tx,
    {
      subscriberId: request.subscriberId,
      type: 'debit',
      // The amount as the currency writes it ("1234" for XAF), the ledger's input form.
      amount: wireAmount(request.amount, request.currency),
      transactionDate: params.today,
      status: 'completed',
      note: `withdrawal #${request.id}`,
      auditAfter: { withdrawalRequestId: request.id },
    },
    'balance-transaction.withdrawal',
    context,
    params.today,
  );
  const ledgerRowId = debit.row.id;
  await recordDecision(tx, { request, status: 'approved', approver: params.approver, reason: params.reason, context }, ledgerRowId);
  return {
    request: { ...toWithdrawalRow(request), status: 'approved', ledgerRowId },
    ledgerRowId,
    balanceBefore: debit.balanceBefore,
    balanceAfter: debit.balanceAfter,
  };
}

export async function rejectWithdrawal(
  tx: Tx,
  params: { id: string; approver: SessionUser; reason: string; context: AuditContext },
): Promise<TWithdrawalDecision> {
  const request = await lockPending(tx, params.id, params.approver);
  await recordDecision(tx, { request, status: 'rejected', approver: params.approver, reason: params.reason, context: params.context }, null);
  return {
    request: { ...toWithdrawalRow(request), status: 'rejected', decisionNote: params.reason },
    ledgerRowId: null,
    balanceBefore: null,
    balanceAfter: null,
  };
}

/** The money-proposal kind of an approval held above the withdrawal limit (its payload: the request's id and the approval's note). */
export const WITHDRAWAL_APPROVAL_KIND = 'withdrawals.decide';

/** One transaction per decision; a refusal (the balance no longer covers it, say) writes nothing. */
export function decideWithdrawalRequest(
  deps: Deps,
  params: { id: string; body: TDecideWithdrawalBody; approver: SessionUser; context: AuditContext; today: string },
): Promise<TWithdrawalDecision | TMoneyProposalAnswer> {
  const reason = params.body.reason ?? '';
  const proposal = { kind: WITHDRAWAL_APPROVAL_KIND, payload: { id: params.id, reason } };
  return deps.database.db.transaction((tx) =>
    params.body.decision === 'approve'
      ? approveWithdrawal(tx, { id: params.id, approver: params.approver, reason, context: params.context, today: params.today, proposal })
      : rejectWithdrawal(tx, { id: params.id, approver: params.approver, reason, context: params.context }),
  );
}
