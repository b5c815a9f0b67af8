import { randomUUID } from 'node:crypto';
import type {
  TMemberLedgerPage,
  TMemberLedgerQuery,
  TMemberOperationPage,
  TMemberOperationQuery,
  TMemberOverview,
  TMemberProfitPage,
  TMemberProfitQuery,
  TMemberProfitRow,
} from '../../../contract/member';
import type { OperationStatus } from '../../../contract/operations';
import type { ProfitRequestStatus, ProfitType, TMemberLedgerRow } from '../../../contract/member';
import { parseCurrency } from '../../../domain';
import { insertAudit } from '../../../db/queries/audit';
import {
  findMemberIndividual,
  MEMBER_LEDGER_SORTS,
  MEMBER_OPERATION_SORT_KINDS,
  MEMBER_PROFIT_SORTS,
  memberLedger,
  memberOperations,
  memberProfits,
  memberSubscriptions,
  type MemberProfitRecord,
} from '../../../db/queries/member-self';
import { findOwnProfit, hasPendingRequest, insertProfitRequest, isSecondPendingRequest } from '../../../db/queries/profit-requests';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../plugins/access';
import type { AuditContext } from '../audit-context';
import { sortedListPage } from '../sorted-cursor';
import { wireAmount } from '../wire-amount';

/** The individual the session is linked to; every member query filters by it and nothing else. */
function linkedIndividual(user: SessionUser): string {
  if (!user.individualId) throw new AppError('NO_LINKED_INDIVIDUAL');
  return user.individualId;
}

export async function memberOverview(deps: Deps, user: SessionUser): Promise<TMemberOverview> {
  const individual = user.individualId ? await findMemberIndividual(deps.database.db, user.individualId) : null;
  if (!individual) return { individual: null, subscriptions: [] };
  const rows = await memberSubscriptions(deps.database.db, { individualId: individual.id });
  return {
    individual,
    subscriptions: rows.map((row) => ({
      id: row.id,
      currency: parseCurrency(row.currency),
      subscriptionDate: row.subscriptionDate,
      subscriptionAmount: wireAmount(row.subscriptionAmount, row.currency),
      balance: wireAmount(row.balance, row.currency),
      status: row.status,
    })),
  };
}

/** The member's capital rows a page at a time, in the view's sort (docs/architecture.md §8); newest first by default. */
export async function memberLedgerPage(deps: Deps, user: SessionUser, query: TMemberLedgerQuery): Promise<TMemberLedgerPage> {
  const list = { sorts: MEMBER_LEDGER_SORTS, defaultSort: 'date-desc' } as const;
  return sortedListPage(
    query,
    list,
    (page) => memberLedger(deps.database.db, { individualId: linkedIndividual(user), ...page }),
    (row) => ({
      id: row.id,
      subscriberId: row.subscriberId,
      currency: parseCurrency(row.currency),
      transactionDate: row.transactionDate,
      type: row.type as TMemberLedgerRow['type'],
      creditType: row.creditType as TMemberLedgerRow['creditType'],
      amount: wireAmount(row.amount, row.currency),
      status: row.status as TMemberLedgerRow['status'],
      note: row.note,
    }),
  );
}

function toProfitRow(row: MemberProfitRecord): TMemberProfitRow {
  const requestStatus = row.requestStatus as ProfitRequestStatus | null;
  return {
    id: row.id,
    type: row.type as ProfitType,
    amount: wireAmount(row.amount, row.currency),
    currency: parseCurrency(row.currency),
    profitDate: row.profitDate,
    paid: row.paid,
    explainable: row.explainable,
    requestStatus,
    requestable: !row.paid && row.type === 'profit' && requestStatus !== 'pending',
  };
}

export async function memberProfitPage(deps: Deps, user: SessionUser, query: TMemberProfitQuery): Promise<TMemberProfitPage> {
  const list = { sorts: MEMBER_PROFIT_SORTS, defaultSort: 'date-desc' } as const;
  return sortedListPage(query, list, (page) => memberProfits(deps.database.db, { individualId: linkedIndividual(user), ...page }), toProfitRow);
}

export async function memberOperationPage(deps: Deps, user: SessionUser, query: TMemberOperationQuery): Promise<TMemberOperationPage> {
  const individualId = linkedIndividual(user);
  const list = { sorts: MEMBER_OPERATION_SORT_KINDS, defaultSort: 'date-desc' } as const;
  return sortedListPage(
    query,
    list,
    (page) => memberOperations(deps.database.db, { individualId, ...page }),
    (row) => {
      const role = row.clientId === individualId ? 'client' : 'mediator';
      return {
        id: row.id,
        number: row.number,
        operationDate: row.operationDate,
        amount: wireAmount(row.amount, row.currency),
        currency: parseCurrency(row.currency),
        role,
        counterpartName: role === 'client' ? row.mediatorName : row.clientName,
        mediatorShare: role === 'mediator' ? wireAmount(row.mediatorShare, row.currency) : null,
        status: row.status as OperationStatus,
      } as const;
    },
  );
}

/**
 * docs/distribution.md §11: a member asks for one of their unpaid profit rows to be added to their capital.
 * The row is locked, so a request racing an approval or a month reset waits; the partial unique
 * index refuses a second pending request even from another app instance.
 */
export async function requestProfit(deps: Deps, user: SessionUser, profitId: bigint, note: string, context: AuditContext): Promise<TMemberProfitRow> {
  const individualId = linkedIndividual(user);
  try {
    return await deps.database.db.transaction(async (tx) => {
      const profit = await findOwnProfit(tx, { id: profitId, individualId, forUpdate: true });
      if (!profit) throw new AppError('PROFIT_NOT_FOUND');
      if (profit.paid) throw new AppError('PROFIT_ALREADY_PAID');
      if (profit.distributionType !== 'profit') throw new AppError('PROFIT_NOT_REQUESTABLE', { type: profit.distributionType });
      if (await hasPendingRequest(tx, profitId)) throw new AppError('PROFIT_REQUEST_PENDING');
      const id = randomUUID();
      await insertProfitRequest(tx, {
        id,
        monthlyProfitId: profitId,
        requesterUserId: user.id,
        individualId,
        note,
        profitDate: profit.profitDate,
        amount: profit.share,
        currency: profit.currency,
        distributionType: profit.distributionType,
      });
      await insertAudit(tx, {
        ...context,
        action: 'profit-request.create',
        entity: 'profit-request',
        entityId: id,
        after: { monthlyProfitId: profit.id, individualId, amount: profit.share, currency: profit.currency, note, status: 'pending' },
      });
      return toProfitRow({
        id: profit.id,
        type: profit.distributionType,
        amount: profit.share,
        currency: profit.currency,
        profitDate: profit.profitDate,
        paid: false,
        explainable: profit.explainable,
        requestStatus: 'pending',
      });
    });
  } catch (error) {
    if (isSecondPendingRequest(error)) throw new AppError('PROFIT_REQUEST_PENDING');
    throw error;
  }
}
