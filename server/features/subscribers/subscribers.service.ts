import { randomUUID } from 'node:crypto';
import type {
  SubscriberStatusCode,
  TCreateSubscriberBody,
  TListSubscribersQuery,
  TSubscriberLookupQuery,
  TSubscriberOptions,
  TSubscriberPage,
  TSubscriberRow,
  TUpdateSubscriberBody,
} from '../../../contract/subscribers';
import { balanceAt, LEDGER_END, parseIsoDate, splitSubProfit, toDecimalString } from '../../../domain';
import { activeAllocationsOf } from '../../../db/queries/allocations';
import { appendAudit, insertAudit } from '../../../db/queries/audit';
import { findIndividualById } from '../../../db/queries/individuals';
import {
  findSubscriberById,
  findSubscriberByIdForUpdate,
  insertSubscriber,
  listSubscribers,
  lookupSubscribers,
  SUBSCRIBER_SORTS,
  updateSubscriber,
  type Subscriber,
} from '../../../db/queries/subscribers';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { Tx } from '../../../db/client';
import type { AuditContext } from '../audit-context';
import { sortedListPage } from '../sorted-cursor';
import { postSubscriptionTerms } from '../books/subscription-entry';
import { amountInput, serverToday } from '../money-input';
import { assertPeriodsOpen } from '../periods/period-guard';

export function toSubscriberRow(row: Subscriber): TSubscriberRow {
  const money = (amountMinor: bigint) => toDecimalString({ amountMinor, currency: row.currency });
  return {
    id: row.id,
    individualId: row.individualId,
    name: row.name,
    phone: row.phone,
    currency: row.currency,
    subscriptionDate: row.subscriptionDate,
    subscriptionAmount: money(row.subscriptionAmountMinor),
    balance: money(row.balanceMinor),
    status: row.status as SubscriberStatusCode,
    hasLedgerRows: row.hasLedgerRows,
  };
}

function auditSubscriber(row: Subscriber) {
  const { hasLedgerRows: _ledger, name: _name, phone: _phone, ...fields } = toSubscriberRow(row);
  return fields;
}

export async function listSubscriberPage(deps: Deps, query: TListSubscribersQuery): Promise<TSubscriberPage> {
  const filters = { search: query.search || undefined, status: query.status };
  const list = { sorts: SUBSCRIBER_SORTS, defaultSort: 'name-asc' } as const;
  return sortedListPage(query, list, (page) => listSubscribers(deps.database.db, { ...filters, ...page }), toSubscriberRow);
}

export async function lookupSubscriberOptions(deps: Deps, { search, id }: TSubscriberLookupQuery): Promise<TSubscriberOptions> {
  const rows = await lookupSubscribers(deps.database.db, { search: search || undefined, id, limit: 20 });
  return {
    items: rows.map((row) => {
      const { id, name, currency, balance, subscriptionAmount, subscriptionDate, status } = toSubscriberRow(row);
      return { id, name, currency, balance, subscriptionAmount, subscriptionDate, status };
    }),
  };
}

function checkSubscriptionDate(date: string): void {
  parseIsoDate(date);
  if (date > serverToday()) throw new AppError('DATE_IN_FUTURE', { fields: [{ path: 'subscriptionDate', issue: 'invalid_value' }] });
}

async function reload(tx: Tx, id: string): Promise<Subscriber> {
  const row = await findSubscriberById(tx, id);
  if (!row) throw new Error(`subscriber ${id} vanished`);
  return row;
}

export function createSubscriber(deps: Deps, body: TCreateSubscriberBody, context: AuditContext): Promise<TSubscriberRow> {
  checkSubscriptionDate(body.subscriptionDate);
  amountInput({ text: body.subscriptionAmount, currency: body.currency ?? 'XAF', field: 'subscriptionAmount', positive: false });
  return deps.database.db.transaction((tx) => createSubscriberInTx(tx, body, context));
}

/** The form's rules, the insert and its audit entry inside the caller's transaction (the form's and the import's). */
export async function createSubscriberInTx(tx: Tx, body: TCreateSubscriberBody, context: AuditContext): Promise<TSubscriberRow> {
  const currency = body.currency ?? 'XAF';
  checkSubscriptionDate(body.subscriptionDate);
  const subscriptionAmountMinor = amountInput({ text: body.subscriptionAmount, currency, field: 'subscriptionAmount', positive: false });
  const individual = await findIndividualById(tx, body.individualId);
  if (!individual) throw new AppError('INDIVIDUAL_NOT_FOUND', { fields: [{ path: 'individualId', issue: 'invalid_value' }] });
  // The subscription is the account's opening capital, dated on its day (docs/distribution.md §15).
  await assertPeriodsOpen(tx, [{ date: body.subscriptionDate, currency }]);
  const id = randomUUID();
  await insertSubscriber(tx, { id, individualId: individual.id, currency, subscriptionDate: body.subscriptionDate, subscriptionAmountMinor });
  const row = await reload(tx, id);
  const audit = await appendAudit(tx, { ...context, action: 'subscriber.create', entity: 'subscriber', entityId: id, after: auditSubscriber(row) });
  const after = { date: body.subscriptionDate, amountMinor: subscriptionAmountMinor };
  await postSubscriptionTerms(tx, { subscriberId: id, currency, before: null, after, auditId: BigInt(audit.id), action: 'subscriber.create' });
  return toSubscriberRow(row);
}

async function lockedSubscriber(tx: Tx, id: string): Promise<Subscriber> {
  const row = await findSubscriberByIdForUpdate(tx, id);
  if (!row) throw new AppError('SUBSCRIBER_NOT_FOUND');
  return row;
}

/**
 * Date and amount describe the opening of the account: once the ledger has rows they are history
 * and stay as they are. A lower amount must still cover the active allocations (docs/operations.md §3).
 */
export async function updateSubscriberTerms(deps: Deps, id: string, body: TUpdateSubscriberBody, context: AuditContext): Promise<TSubscriberRow> {
  checkSubscriptionDate(body.subscriptionDate);
  return deps.database.db.transaction(async (tx) => {
    const current = await lockedSubscriber(tx, id);
    if (current.hasLedgerRows) throw new AppError('SUBSCRIBER_HAS_LEDGER_ROWS');
    await assertPeriodsOpen(tx, [
      { date: current.subscriptionDate, currency: current.currency },
      { date: body.subscriptionDate, currency: current.currency },
    ]);
    const subscriptionAmountMinor = amountInput({ text: body.subscriptionAmount, currency: current.currency, field: 'subscriptionAmount', positive: false });
    const allocations = await activeAllocationsOf(tx, { primarySubscriberId: id, currency: current.currency });
    splitSubProfit({ profitMinor: 0n, subscriptionAmountMinor, allocations });
    const balanceMinor = balanceAt({ subscriptionAmountMinor, entries: [], date: LEDGER_END });
    await updateSubscriber(tx, id, { currency: current.currency, subscriptionDate: body.subscriptionDate, subscriptionAmountMinor, balanceMinor });
    const row = await reload(tx, id);
    const audit = await appendAudit(tx, {
      ...context,
      action: 'subscriber.update',
      entity: 'subscriber',
      entityId: id,
      before: auditSubscriber(current),
      after: auditSubscriber(row),
    });
    await postSubscriptionTerms(tx, {
      subscriberId: id,
      currency: current.currency,
      before: { date: current.subscriptionDate, amountMinor: current.subscriptionAmountMinor },
      after: { date: body.subscriptionDate, amountMinor: subscriptionAmountMinor },
      auditId: BigInt(audit.id),
      action: 'subscriber.update',
    });
    return toSubscriberRow(row);
  });
}

export async function setSubscriberStatus(deps: Deps, id: string, status: SubscriberStatusCode, context: AuditContext): Promise<TSubscriberRow> {
  return deps.database.db.transaction(async (tx) => {
    const current = await lockedSubscriber(tx, id);
    await updateSubscriber(tx, id, { currency: current.currency, status });
    const row = await reload(tx, id);
    await insertAudit(tx, {
      ...context,
      action: `subscriber.${status === 'active' ? 'activate' : 'deactivate'}`,
      entity: 'subscriber',
      entityId: id,
      before: auditSubscriber(current),
      after: auditSubscriber(row),
    });
    return toSubscriberRow(row);
  });
}
