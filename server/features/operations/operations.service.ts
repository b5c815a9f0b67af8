import { isMoneyProposal, type TMoneyProposalAnswer } from '../../../contract/approval-limits';
import { proposeIfAboveLimit, type ProposalRequest } from '../approval-limits/approval-limit';
import { randomUUID } from 'node:crypto';
import { computeOperationFromInput, ratiosForEdit, ruleToText, type ShareRatiosText } from '../../../contract/operation-input';
import type { MediatorTypeCode, TListOperationsQuery, TOperationBody, TOperationPage, TOperationRow } from '../../../contract/operations';
import { parseIsoDate } from '../../../domain';
import { minorToNumeric } from '../../../db/money-columns';
import type { Tx } from '../../../db/client';
import { appendAudit, insertAudit } from '../../../db/queries/audit';
import { findCompanySettings } from '../../../db/queries/company-settings';
import { findIndividualIds } from '../../../db/queries/individual-lookup';
import {
  findOperationById,
  findOperationForUpdate,
  insertOperation,
  listOperations,
  OPERATION_SORTS,
  updateOperation,
  type OperationColumns,
  type OperationFilters,
} from '../../../db/queries/operations';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';
import { sortedListPage, sortOfQuery } from '../sorted-cursor';
import type { TOperationsFilter } from '../../../contract/bulk-actions';
import { withField } from '../../../contract/decimal-input';
import { assertPeriodsOpen } from '../periods/period-guard';
import { operationEntry, operationMemo } from '../books/operation-entry';
import { postEntry } from '../books/posting.service';
import { auditOperation, toOperationRow } from './operation-view';

export function operationFilters(query: Omit<TListOperationsQuery, 'cursor' | 'limit' | 'sort'>): OperationFilters {
  for (const field of ['from', 'to'] as const) {
    const date = query[field];
    if (date) withField(field, () => parseIsoDate(date));
  }
  return { ...query, search: query.search || undefined };
}

export async function listOperationPage(deps: Deps, query: TListOperationsQuery): Promise<TOperationPage> {
  const { cursor: _cursor, limit: _limit, sort: _sort, ...view } = query;
  const filters = operationFilters(view);
  const list = { sorts: OPERATION_SORTS, defaultSort: 'date-desc' } as const;
  return sortedListPage(query, list, (page) => listOperations(deps.database.db, { ...filters, ...page }), toOperationRow);
}

/** docs/operations.md §12: the ids of the operations the list's filter keeps, in its order, at most `limit` (the list's own query). */
export async function matchingOperationIds(deps: Deps, filter: TOperationsFilter, limit: number): Promise<string[]> {
  const { sort, ...view } = filter;
  const keyset = sortOfQuery(sort ?? 'date-desc', undefined, (column) => OPERATION_SORTS[column].kind);
  const rows = await listOperations(deps.database.db, { ...operationFilters(view), sort: keyset, limit });
  return rows.map((row) => row.id);
}

async function readOperation(db: Tx, id: string): Promise<TOperationRow> {
  const row = await findOperationById(db, id);
  if (!row) throw new AppError('OPERATION_NOT_FOUND');
  return toOperationRow(row);
}

export function getOperation(deps: Deps, id: string): Promise<TOperationRow> {
  return readOperation(deps.database.db, id);
}

/** Client and mediator: two different individuals that exist (docs/operations.md §7). */
async function checkParties(tx: Tx, body: TOperationBody): Promise<void> {
  if (body.clientId === body.mediatorId) throw new AppError('CLIENT_IS_MEDIATOR', { field: 'mediatorId' });
  const found = await findIndividualIds(tx, [body.clientId, body.mediatorId]);
  for (const field of ['clientId', 'mediatorId'] as const) {
    if (!found.has(body[field])) throw new AppError('PARTY_NOT_FOUND', { field });
  }
}

/** Inputs, rules and shares as columns; the shares come from the core, never from the request. */
function computedColumns(body: TOperationBody, ratios: ShareRatiosText) {
  withField('operationDate', () => parseIsoDate(body.operationDate));
  const { currency } = body;
  const { rules, shares } = computeOperationFromInput({ input: body, ratios });
  const investor = ruleToText(rules.investor, currency);
  const mediator = ruleToText(rules.mediator, currency);
  const special = ruleToText(rules.special, currency);
  const amount = (amountMinor: bigint) => minorToNumeric(amountMinor, currency);
  return {
    sourceCountry: body.sourceCountry,
    destinationCountry: body.destinationCountry,
    amount: body.amount,
    currency,
    exchangeRate: body.exchangeRate,
    serviceRate: body.serviceRate,
    equivalentUsd: minorToNumeric(shares.equivalentUsdCents, 'USD'),
    revenue: amount(shares.revenueMinor),
    investorRuleKind: investor.kind,
    investorRuleValue: investor.value,
    mediatorType: body.mediatorType,
    mediatorRuleKind: mediator.kind,
    mediatorRuleValue: mediator.value,
    specialRuleKind: special.kind,
    specialRuleValue: special.value,
    investorShare: amount(shares.investorShareMinor),
    mediatorShare: amount(shares.mediatorShareMinor),
    specialShare: amount(shares.specialShareMinor),
    companyShare: amount(shares.companyShareMinor),
    operationDate: body.operationDate,
    clientId: body.clientId,
    mediatorId: body.mediatorId,
  };
}

/** The form's create inside a caller's transaction: the bulk import runs it once per row (docs/import.md §3). */
export async function createOperationInTx(tx: Tx, body: TOperationBody, context: AuditContext): Promise<TOperationRow> {
  await checkParties(tx, body);
  withField('operationDate', () => parseIsoDate(body.operationDate));
  await assertPeriodsOpen(tx, [{ date: body.operationDate, currency: body.currency }]);
  const settings = await findCompanySettings(tx);
  const id = randomUUID();
  await insertOperation(tx, { id, ...computedColumns(body, settings), createdBy: context.actorId });
  const created = await readOperation(tx, id);
  await insertAudit(tx, { ...context, action: 'operation.create', entity: 'operation', entityId: id, after: auditOperation(created) });
  return created;
}

export async function createOperation(deps: Deps, body: TOperationBody, context: AuditContext): Promise<TOperationRow> {
  return deps.database.db.transaction((tx) => createOperationInTx(tx, body, context));
}

function assertPending(row: OperationColumns): void {
  if (row.status !== 'pending') throw new AppError('OPERATION_LOCKED', { status: row.status });
}

export async function editOperation(deps: Deps, id: string, body: TOperationBody, context: AuditContext): Promise<TOperationRow> {
  return deps.database.db.transaction(async (tx) => {
    const current = await findOperationForUpdate(tx, id);
    if (!current) throw new AppError('OPERATION_NOT_FOUND');
    assertPending(current);
    await checkParties(tx, body);
    // Moving an operation into or out of a closed month changes that month: both must be open.
    withField('operationDate', () => parseIsoDate(body.operationDate));
    await assertPeriodsOpen(tx, [
      { date: current.operationDate, currency: current.currency },
      { date: body.operationDate, currency: body.currency },
    ]);
    const before = await readOperation(tx, id);
    const settings = await findCompanySettings(tx);
    await updateOperation(
      tx,
      id,
      computedColumns(body, ratiosForEdit({ ...current, mediatorType: current.mediatorType as MediatorTypeCode }, settings, body.mediatorType)),
    );
    const after = await readOperation(tx, id);
    await insertAudit(tx, {
      ...context,
      action: 'operation.update',
      entity: 'operation',
      entityId: id,
      before: auditOperation(before),
      after: auditOperation(after),
    });
    return after;
  });
}

/** pending → completed or cancelled, under the row lock: of two concurrent changes only the first applies. */
async function changeStatus(
  tx: Tx,
  id: string,
  status: 'completed' | 'cancelled',
  context: AuditContext,
  request: ProposalRequest,
): Promise<TOperationRow | TMoneyProposalAnswer> {
  const current = await findOperationForUpdate(tx, id);
  if (!current) throw new AppError('OPERATION_NOT_FOUND');
  assertPending(current);
  await assertPeriodsOpen(tx, [{ date: current.operationDate, currency: current.currency }]);
  if (status === 'completed') {
    // Completing is limited by the operation's amount (docs/operations.md §23).
    const limited = { request, action: 'operation-complete' as const, currency: current.currency, amount: current.amount, subject: current.number, context };
    const proposal = await proposeIfAboveLimit(tx, limited);
    if (proposal) return proposal;
  }
  const completed = status === 'completed' ? { completedBy: context.actorId, completedAt: new Date() } : {};
  await updateOperation(tx, id, { status, ...completed });
  const after = await readOperation(tx, id);
  const audit = await appendAudit(tx, {
    ...context,
    action: status === 'completed' ? 'operation.complete' : 'operation.cancel',
    entity: 'operation',
    entityId: id,
    before: { status: current.status },
    after: auditOperation(after),
  });
  if (status === 'completed') {
    // Its fee and shares enter the books, dated as the operation (docs/accounting.md §3).
    const source = { kind: 'operation', id, auditId: BigInt(audit.id), date: current.operationDate, memo: operationMemo(current.number) };
    await postEntry(tx, source, operationEntry(current));
  }
  return after;
}

/** Completes a pending operation in the caller's transaction; `request` null when an approved proposal runs it. */
export function completeOperationInTx(tx: Tx, id: string, context: AuditContext, request: ProposalRequest): Promise<TOperationRow | TMoneyProposalAnswer> {
  return changeStatus(tx, id, 'completed', context, request);
}

export function completeOperation(deps: Deps, id: string, context: AuditContext): Promise<TOperationRow | TMoneyProposalAnswer> {
  return deps.database.db.transaction((tx) => completeOperationInTx(tx, id, context, { kind: 'operations.complete', payload: { id } }));
}

export async function cancelOperation(deps: Deps, id: string, context: AuditContext): Promise<TOperationRow> {
  const answer = await deps.database.db.transaction((tx) => changeStatus(tx, id, 'cancelled', context, null));
  if (isMoneyProposal(answer)) throw new Error('Invariant violated: a cancellation is never proposed');
  return answer;
}
