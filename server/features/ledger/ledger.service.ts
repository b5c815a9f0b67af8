import type { CreditType, LedgerType, TCreateLedgerBody, TLedgerPage, TLedgerResult, TListLedgerQuery, TUpdateBalanceBody } from '../../../contract/ledger';
import { balanceAt, LEDGER_END, lowestBalanceFrom, parseIsoDate, toDecimalString, type LedgerEntry } from '../../../domain';
import type { Tx } from '../../../db/client';
import { appendAudit } from '../../../db/queries/audit';
import {
  findLedgerRow,
  insertLedgerRow,
  LEDGER_SORTS,
  ledgerEntriesOf,
  listLedger,
  setLedgerStatus,
  type LedgerRow,
  type ListLedgerParams,
} from '../../../db/queries/ledger';
import { findSubscriberByIdForUpdate, updateSubscriber, type Subscriber } from '../../../db/queries/subscribers';
import { withField } from '../../../contract/decimal-input';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';
import { sortedListPage } from '../sorted-cursor';
import { amountInput, serverToday } from '../money-input';
import { assertPeriodsOpen } from '../periods/period-guard';
import { postEntry, type EntryLines } from '../books/posting.service';
import { capitalEntry, profitToCapitalEntry, reversalEntry } from '../books/capital-entry';
import { auditLedger, toLedgerView } from './ledger-view';
import { isMoneyProposal, type LimitAction, type TMoneyProposalAnswer } from '../../../contract/approval-limits';
import { proposeIfAboveLimit, type ProposalRequest } from '../approval-limits/approval-limit';

/** A capital write's answer: the row and the balance, or (above its limit, docs/operations.md §23) the proposal it became. */
export type LedgerWriteAnswer = TLedgerResult | TMoneyProposalAnswer;

/** The limit a ledger row's own type answers to: a credit's or a debit's. */
const capitalAction = (type: LedgerType): LimitAction => (type === 'credit' ? 'capital-credit' : 'capital-debit');

export async function listLedgerPage(deps: Deps, query: TListLedgerQuery): Promise<TLedgerPage> {
  // The query's pattern lets 2026-02-30 through; the core knows the calendar, the database would fail.
  for (const field of ['from', 'to'] as const) {
    const date = query[field];
    if (date) withField(field, () => parseIsoDate(date));
  }
  const filters = { subscriberId: query.subscriberId, type: query.type, status: query.status, from: query.from, to: query.to };
  const list = { sorts: LEDGER_SORTS, defaultSort: 'date-desc', idKind: 'integer' } as const;
  // The cursor holds the bigint id as its text.
  const read = async (page: Pick<ListLedgerParams, 'sort' | 'limit'>) =>
    (await listLedger(deps.database.db, { ...filters, ...page })).map((row) => ({ row, id: row.id.toString(), sortValue: row.sortValue }));
  return sortedListPage(query, list, read, ({ row }) => toLedgerView(row));
}

/** docs/operations.md §2: a credit names what it is (new amount or profit); a debit does not. */
export function checkCreditType(type: LedgerType, creditType: CreditType | null | undefined): CreditType | null {
  if (type === 'credit' && !creditType) throw new AppError('CREDIT_TYPE_REQUIRED', { fields: [{ path: 'creditType', issue: 'required' }] });
  if (type === 'debit' && creditType) throw new AppError('CREDIT_TYPE_NOT_ALLOWED', { fields: [{ path: 'creditType', issue: 'invalid_value' }] });
  return creditType ?? null;
}

/** docs/operations.md §2: not in the future (the server's date) and not before the subscription. */
export function checkDate(date: string, subscriber: Pick<Subscriber, 'subscriptionDate'>, today: string): void {
  parseIsoDate(date);
  if (date > today) throw new AppError('DATE_IN_FUTURE', { fields: [{ path: 'transactionDate', issue: 'invalid_value' }], today });
  if (date < subscriber.subscriptionDate) {
    throw new AppError('DATE_BEFORE_SUBSCRIPTION', {
      fields: [{ path: 'transactionDate', issue: 'invalid_value' }],
      subscriptionDate: subscriber.subscriptionDate,
    });
  }
}

type Locked = { subscriber: Subscriber; entries: Array<LedgerEntry & { id: bigint }> };

async function lockSubscriber(tx: Tx, subscriberId: string): Promise<Locked> {
  const subscriber = await findSubscriberByIdForUpdate(tx, subscriberId);
  if (!subscriber) throw new AppError('SUBSCRIBER_NOT_FOUND', { fields: [{ path: 'subscriberId', issue: 'invalid_value' }] });
  return { subscriber, entries: await ledgerEntriesOf(tx, subscriber.id, subscriber.currency) };
}

const balanceOf = (subscriber: Subscriber, entries: readonly LedgerEntry[]) =>
  balanceAt({ subscriptionAmountMinor: subscriber.subscriptionAmountMinor, entries, date: LEDGER_END });

/**
 * The balance after a completed row joins the ledger. A debit may not take the balance below zero
 * today nor on any day from its own date on (a back-dated debit); the caller holds the row lock.
 */
function balanceWith(locked: Locked, added: LedgerEntry): bigint {
  const entries = [...locked.entries, added];
  const subscriptionAmountMinor = locked.subscriber.subscriptionAmountMinor;
  if (added.type === 'debit' && lowestBalanceFrom({ subscriptionAmountMinor, entries, from: added.date }) < 0n) {
    const balance = toDecimalString({ amountMinor: balanceOf(locked.subscriber, locked.entries), currency: locked.subscriber.currency });
    throw new AppError('INSUFFICIENT_BALANCE', { balance, currency: locked.subscriber.currency });
  }
  return balanceOf(locked.subscriber, entries);
}

async function finish(
  tx: Tx,
  params: {
    locked: Locked;
    id: bigint;
    balanceAfterMinor: bigint;
    action: string;
    before: LedgerRow | null;
    context: AuditContext;
    auditAfter?: Record<string, unknown>;
    /** The journal entry of a row that moves the balance (docs/accounting.md §3), linked to the row and its audit entry. */
    books?: EntryLines;
  },
): Promise<TLedgerResult> {
  const { subscriber } = params.locked;
  const balanceBeforeMinor = balanceOf(subscriber, params.locked.entries);
  // The cache moves only here, in the transaction of the row that moves the balance (docs/operations.md §1).
  if (balanceBeforeMinor !== params.balanceAfterMinor)
    await updateSubscriber(tx, subscriber.id, { currency: subscriber.currency, balanceMinor: params.balanceAfterMinor });
  const row = await findLedgerRow(tx, params.id);
  if (!row) throw new Error(`ledger row ${params.id} vanished`);
  const money = (amountMinor: bigint) => toDecimalString({ amountMinor, currency: subscriber.currency });
  const audit = await appendAudit(tx, {
    ...params.context,
    action: params.action,
    entity: 'balance-transaction',
    entityId: row.id.toString(),
    before: params.before ? { ...auditLedger(params.before), balance: money(balanceBeforeMinor) } : null,
    after: { ...auditLedger(row), ...params.auditAfter, balance: money(params.balanceAfterMinor) },
  });
  if (params.books) {
    const source = { kind: 'balance-transaction', id: row.id.toString(), auditId: BigInt(audit.id) };
    await postEntry(tx, { ...source, date: row.transactionDate, memo: `${params.action} ${subscriber.id}` }, params.books);
  }
  return { row: toLedgerView(row), balanceBefore: money(balanceBeforeMinor), balanceAfter: money(params.balanceAfterMinor) };
}

type NewRow = {
  subscriberId: string;
  type: LedgerType;
  creditType?: CreditType | null;
  amount: string;
  transactionDate: string;
  status: 'pending' | 'completed';
  note: string;
};

/** What another feature's transaction adds to a subscriber's ledger through {@link addLedgerRowInTx}. */
export type LedgerAddition = NewRow & {
  /** Extra facts for the row's audit entry. */
  auditAfter?: Record<string, unknown>;
  /** A profit row paid into this capital (docs/distribution.md §11): the books move it out of profits payable, not out of cash. */
  paysProfitOf?: { subscriberId: string };
};

/**
 * The one place a row joins a ledger, inside the caller's transaction: the subscriber's row lock,
 * the date and balance rules, the insert, the balance cache (docs/operations.md §1) and the audit entry.
 */
export async function addLedgerRowInTx(tx: Tx, input: LedgerAddition, action: string, context: AuditContext, today: string): Promise<TLedgerResult> {
  const answer = await addLimitedRow(tx, input, action, context, today, null);
  if (isMoneyProposal(answer)) throw new Error('Invariant violated: a row with no limit is written, never proposed');
  return answer;
}

/** A row's limit: the action it counts under and the request a proposal keeps; null writes with no limit. */
type RowLimit = { action: LimitAction; request: ProposalRequest } | null;

/** {@link addLedgerRowInTx} under a limit: once every check passed, above it the row becomes a proposal (docs/operations.md §23). */
async function addLimitedRow(tx: Tx, input: LedgerAddition, action: string, context: AuditContext, today: string, limit: RowLimit): Promise<LedgerWriteAnswer> {
  const creditType = checkCreditType(input.type, input.creditType);
  const locked = await lockSubscriber(tx, input.subscriberId);
  const { subscriber } = locked;
  checkDate(input.transactionDate, subscriber, today);
  await assertPeriodsOpen(tx, [{ date: input.transactionDate, currency: subscriber.currency }]);
  const amountMinor = amountInput({ text: input.amount, currency: subscriber.currency, field: 'amount', positive: true });
  const entry: LedgerEntry = { date: parseIsoDate(input.transactionDate), type: input.type, status: input.status, amountMinor };
  const balanceAfterMinor = input.status === 'completed' ? balanceWith(locked, entry) : balanceOf(subscriber, locked.entries);
  if (limit) {
    const amount = toDecimalString({ amountMinor, currency: subscriber.currency });
    const proposal = await proposeIfAboveLimit(tx, { ...limit, currency: subscriber.currency, amount, subject: subscriber.name, context });
    if (proposal) return proposal;
  }
  const id = await insertLedgerRow(tx, {
    subscriberId: input.subscriberId,
    transactionDate: input.transactionDate,
    type: input.type,
    status: input.status,
    note: input.note,
    creditType,
    currency: subscriber.currency,
    amountMinor,
    reversesId: null,
    actorId: context.actorId,
  });
  const row = { subscriberId: subscriber.id, currency: subscriber.currency, type: input.type, creditType, amountMinor };
  const paid = input.paysProfitOf;
  const books: EntryLines | undefined =
    input.status !== 'completed'
      ? undefined
      : paid
        ? profitToCapitalEntry({ currency: subscriber.currency, amountMinor, profitSubscriberId: paid.subscriberId, creditedSubscriberId: subscriber.id })
        : capitalEntry(row);
  return finish(tx, { locked, id, balanceAfterMinor, action, before: null, context, auditAfter: input.auditAfter, books });
}

/**
 * A new capital row: a completed one counts under its type's limit (docs/operations.md §23); a
 * pending one moves nothing until completed, which is limited then.
 */
export function createLedgerRowInTx(tx: Tx, body: TCreateLedgerBody, context: AuditContext, request: ProposalRequest): Promise<LedgerWriteAnswer> {
  const limit = body.status === 'completed' ? { action: capitalAction(body.type), request } : null;
  return addLimitedRow(tx, { ...body, note: body.note ?? '' }, 'balance-transaction.create', context, serverToday(), limit);
}

export function createLedgerRow(deps: Deps, body: TCreateLedgerBody, context: AuditContext): Promise<LedgerWriteAnswer> {
  checkCreditType(body.type, body.creditType);
  return deps.database.db.transaction((tx) => createLedgerRowInTx(tx, body, context, { kind: 'ledger.create', payload: body }));
}

/** The update-balance screen: a completed credit or debit dated today (the day it is written, an approval's day when it waited). */
export function updateBalanceInTx(tx: Tx, body: TUpdateBalanceBody, context: AuditContext, request: ProposalRequest): Promise<LedgerWriteAnswer> {
  const today = serverToday();
  const input = { ...body, note: body.note ?? '', transactionDate: today, status: 'completed' as const };
  return addLimitedRow(tx, input, 'balance-transaction.update-balance', context, today, { action: 'update-balance', request });
}

export function updateBalance(deps: Deps, body: TUpdateBalanceBody, context: AuditContext): Promise<LedgerWriteAnswer> {
  checkCreditType(body.type, body.creditType);
  return deps.database.db.transaction((tx) => updateBalanceInTx(tx, body, context, { kind: 'ledger.updateBalance', payload: body }));
}

/** Reads the row, then locks its subscriber and reads it again: the lock serialises every change to that ledger. */
async function lockRow(tx: Tx, id: bigint): Promise<{ locked: Locked; row: LedgerRow }> {
  const first = await findLedgerRow(tx, id);
  if (!first) throw new AppError('TRANSACTION_NOT_FOUND');
  const locked = await lockSubscriber(tx, first.subscriberId);
  const row = await findLedgerRow(tx, id);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  return { locked, row };
}

/** The row locked as lockRow does, refused unless it is still pending and dated in an open month: where completing and cancelling start. */
async function lockPendingRow(tx: Tx, id: bigint): Promise<{ locked: Locked; row: LedgerRow }> {
  const { locked, row } = await lockRow(tx, id);
  if (row.status !== 'pending') throw new AppError('TRANSACTION_NOT_PENDING', { status: row.status });
  await assertPeriodsOpen(tx, [{ date: row.transactionDate, currency: locked.subscriber.currency }]);
  return { locked, row };
}

/** The payload a row action's proposal keeps: the row's id, as the route's parameters read it. */
const rowRequest = (kind: string, id: bigint): ProposalRequest => ({ kind, payload: { id: id.toString() } });

export function completeLedgerRow(deps: Deps, id: bigint, context: AuditContext): Promise<LedgerWriteAnswer> {
  return deps.database.db.transaction((tx) => completeLedgerRowInTx(tx, id, context, rowRequest('ledger.complete', id)));
}

/** Completing a pending row moves the balance: it counts under its type's limit (docs/operations.md §23). */
export async function completeLedgerRowInTx(tx: Tx, id: bigint, context: AuditContext, request: ProposalRequest): Promise<LedgerWriteAnswer> {
  {
    const { locked, row } = await lockPendingRow(tx, id);
    const others = { ...locked, entries: locked.entries.filter((entry) => entry.id !== id) };
    const balanceAfterMinor = balanceWith(others, {
      date: parseIsoDate(row.transactionDate),
      type: row.type,
      status: 'completed',
      amountMinor: row.amountMinor,
    });
    const limited = {
      request,
      action: capitalAction(row.type),
      currency: row.currency,
      amount: toDecimalString({ amountMinor: row.amountMinor, currency: row.currency }),
      subject: locked.subscriber.name,
      context,
    };
    const proposal = await proposeIfAboveLimit(tx, limited);
    if (proposal) return proposal;
    await setLedgerStatus(tx, id, 'completed', context.actorId);
    return finish(tx, { locked, id, balanceAfterMinor, action: 'balance-transaction.complete', before: row, context, books: capitalEntry(row) });
  }
}

export function cancelLedgerRow(deps: Deps, id: bigint, context: AuditContext): Promise<LedgerWriteAnswer> {
  return deps.database.db.transaction((tx) => cancelLedgerRowInTx(tx, id, context, rowRequest('ledger.cancel', id)));
}

/** Cancelling a pending row is a correction (docs/operations.md §3): it counts under the correction limit (§12). */
export async function cancelLedgerRowInTx(tx: Tx, id: bigint, context: AuditContext, request: ProposalRequest): Promise<LedgerWriteAnswer> {
  {
    const { locked, row } = await lockPendingRow(tx, id);
    const amount = toDecimalString({ amountMinor: row.amountMinor, currency: row.currency });
    const limited = { request, action: 'correction' as const, currency: row.currency, amount, subject: locked.subscriber.name, context };
    const proposal = await proposeIfAboveLimit(tx, limited);
    if (proposal) return proposal;
    await setLedgerStatus(tx, id, 'cancelled', context.actorId);
    return finish(tx, {
      locked,
      id,
      balanceAfterMinor: balanceOf(locked.subscriber, locked.entries),
      action: 'balance-transaction.cancel',
      before: row,
      context,
    });
  }
}

/** A completed row is corrected by the opposite completed row that names it, once (docs/operations.md §3). */
export async function reverseLedgerRow(deps: Deps, id: bigint, context: AuditContext): Promise<LedgerWriteAnswer> {
  const row = await findLedgerRow(deps.database.db, id);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  if (row.status !== 'completed' || row.reversesId !== null) throw new AppError('TRANSACTION_NOT_REVERSIBLE', { status: row.status });
  return deps.database.db.transaction((tx) => reverseLedgerRowInTx(tx, id, context, rowRequest('ledger.reverse', id)));
}

/** The reversal under its lock; it counts under the correction limit (docs/operations.md §23). */
export async function reverseLedgerRowInTx(tx: Tx, id: bigint, context: AuditContext, request: ProposalRequest): Promise<LedgerWriteAnswer> {
  const today = serverToday();
  {
    const { locked, row: current } = await lockRow(tx, id);
    if (current.status !== 'completed' || current.reversesId !== null) throw new AppError('TRANSACTION_NOT_REVERSIBLE', { status: current.status });
    if (current.reversedById !== null) throw new AppError('TRANSACTION_ALREADY_REVERSED', { reversedById: current.reversedById.toString() });
    // The reversed row's month and the reversal's (today's) must both be open (docs/distribution.md §15).
    await assertPeriodsOpen(tx, [
      { date: current.transactionDate, currency: current.currency },
      { date: today, currency: current.currency },
    ]);
    const type = current.type === 'credit' ? 'debit' : 'credit';
    const amountMinor = current.amountMinor;
    const entry: LedgerEntry = { date: parseIsoDate(today), type, status: 'completed', amountMinor };
    const balanceAfterMinor = balanceWith(locked, entry);
    const amount = toDecimalString({ amountMinor, currency: current.currency });
    const limited = { request, action: 'correction' as const, currency: current.currency, amount, subject: locked.subscriber.name, context };
    const proposal = await proposeIfAboveLimit(tx, limited);
    if (proposal) return proposal;
    const newId = await insertLedgerRow(tx, {
      subscriberId: current.subscriberId,
      currency: current.currency,
      transactionDate: today,
      type,
      // A reversal is made by the system: it keeps no credit type of its own.
      creditType: null,
      amountMinor,
      status: 'completed',
      note: current.note,
      reversesId: current.id,
      actorId: context.actorId,
    });
    // The reversed row's own legs, debit and credit swapped (docs/accounting.md §3).
    const books = reversalEntry(current);
    return finish(tx, { locked, id: newId, balanceAfterMinor, action: 'balance-transaction.reverse', before: null, context, books });
  }
}
