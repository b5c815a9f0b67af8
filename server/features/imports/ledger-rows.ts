import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TImportIssue, TImportRow } from '../../../contract/imports';
import { ZCreateLedgerBody, type CreditType, type LedgerType } from '../../../contract/ledger';
import type { Tx } from '../../../db/client';
import { insertAuditEntries, type AuditEntry } from '../../../db/queries/audit';
import {
  closedPeriods,
  insertLedgerRows,
  LEDGER_ROWS_PER_INSERT,
  ledgerRowsOfSubscribers,
  lockSubscribers,
  nextIds,
  setSubscriberBalances,
  subscribersOfNnis,
  type ImportedLedgerRow,
  type ImportSubscriber,
} from '../../../db/queries/import-ledger';
import { numericToMinor } from '../../../db/money-columns';
import { DayBalances, isIsoDate, toDecimalString, type IsoDate } from '../../../domain';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { checkCreditType, checkDate } from '../ledger/ledger.service';
import { postMissingEntries } from '../books/backfill-entries';
import { amountInput } from '../money-input';
import { assertPeriodsOpen, periodKeyOf, periodLabel } from '../periods/period-guard';
import type { ImportRecord } from './map-columns';
import { issueOrThrow, parsed, readEach, warning } from './row-issue';

/**
 * docs/import.md §6: a ledger file checked as a whole. The rows are read with the form's schema one
 * by one (pure), while the subscribers, their ledgers and the closed months come in a few queries;
 * the rules of addLedgerRowInTx then run in memory in file order, each accepted row joining the
 * ledger that the next rows see, with the same error codes.
 */

/** Rows between two progress reports (and two turns of the event loop, so the server stays responsive). */
const PROGRESS_EVERY = 1_000;

/** Audit entries written between two progress reports of a commit. */
const AUDIT_ENTRIES_PER_REPORT = 2_500;

export type Progress = (rowsDone: number) => Promise<void>;

/**
 * The judged rows of a set-based check in file order, each with its line in the file. Every
 * PROGRESS_EVERY rows the rows done are reported and the event loop let go; at the end, all of them.
 */
export async function* judgedLines<T>(judged: readonly T[], records: readonly ImportRecord[], progress?: Progress): AsyncGenerator<{ item: T; line: number }> {
  for (let index = 0; index < judged.length; index += 1) {
    if (progress && index > 0 && index % PROGRESS_EVERY === 0) {
      await progress(index);
      await nextTurn();
    }
    yield { item: judged[index]!, line: records[index]!.line };
  }
  if (progress) await progress(judged.length);
}

const COLUMNS = { subscriberId: 'nni' };
const optional = (text: string | undefined) => (text === undefined || text === '' ? undefined : text);

type Candidate = {
  line: number;
  subscriber: ImportSubscriber;
  type: LedgerType;
  creditType: CreditType | null;
  amountMinor: bigint;
  transactionDate: string;
  status: 'pending' | 'completed';
  note: string;
};

type Alike = { type: string; creditType: string | null; status: string; note: string };

/** A subscriber's ledger as the import walks it: its day closings, its balance now, the rows on each day and amount. */
type Ledger = { days: DayBalances; balanceMinor: bigint; startMinor: bigint; alike: Map<string, Alike[]> };

/** Appends in place: a file of one subscriber's 50,000 rows must not copy its list at every row. */
function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): V[] {
  const list = map.get(key);
  if (list) {
    list.push(value);
    return list;
  }
  const fresh = [value];
  map.set(key, fresh);
  return fresh;
}

const deltaOf = (type: string, amountMinor: bigint) => (type === 'credit' ? amountMinor : -amountMinor);
const alikeKey = (date: string, amountMinor: bigint) => `${date} ${amountMinor}`;

/** The row's subscriber by NNI (and currency, when the individual has several) and its form body: refusals as the form's. */
function candidateOf(record: ImportRecord, byNni: Map<string, ImportSubscriber[]>): Candidate {
  const { cells } = record;
  const nni = (cells.nni ?? '').trim();
  if (nni === '') throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'subscriberId', issue: 'required' }] });
  const currency = optional(cells.currency);
  const matching = (byNni.get(nni) ?? []).filter((row) => currency === undefined || row.currency === currency);
  if (matching.length > 1) throw new AppError('IMPORT_NNI_AMBIGUOUS', { column: 'nni' });
  const subscriber = matching[0];
  if (!subscriber) throw new AppError('SUBSCRIBER_NOT_FOUND', { fields: [{ path: 'subscriberId', issue: 'invalid_value' }] });
  const body = parsed(ZCreateLedgerBody, {
    subscriberId: subscriber.id,
    type: cells.type ?? '',
    creditType: optional(cells.creditType) ?? null,
    amount: cells.amount ?? '',
    transactionDate: cells.transactionDate ?? '',
    status: cells.status ?? '',
    note: cells.note ?? '',
  });
  const amountMinor = amountInput({ text: body.amount, currency: subscriber.currency, field: 'amount', positive: true });
  return {
    line: record.line,
    subscriber,
    type: body.type,
    creditType: body.creditType ?? null,
    amountMinor,
    transactionDate: body.transactionDate,
    status: body.status,
    note: body.note ?? '',
  };
}

export type AcceptedRow = Candidate & { creditType: CreditType | null; balanceAfterMinor: bigint };

export type LedgerCheck = {
  rows: TImportRow[];
  accepted: AcceptedRow[];
  /** The subscribers whose balance the accepted rows move, with their balance after all of them. */
  balances: Array<{ id: string; currency: ImportSubscriber['currency']; balanceMinor: bigint }>;
};

/**
 * Every row of a ledger file judged as addLedgerRowInTx would judge it, one after the other: a row
 * already present (every field equal) is reported, a likely duplicate is a warning, then the credit
 * type, the date, the closed months and the balance that may not go below zero on any day.
 */
export async function checkLedgerRows(db: Tx, records: readonly ImportRecord[], today: string, progress?: Progress): Promise<LedgerCheck> {
  const nnis = [...new Set(records.map((record) => (record.cells.nni ?? '').trim()).filter((nni) => nni !== ''))];
  const byNni = new Map<string, ImportSubscriber[]>();
  for (const subscriber of await subscribersOfNnis(db, nnis)) pushTo(byNni, subscriber.nni, subscriber);
  const closed = new Set((await closedPeriods(db)).map((key) => `${periodLabel(key)} ${key.currency}`));

  // First the pure part of each row; the days each subscriber's ledger must know follow from it.
  const judged: Array<Candidate | TImportIssue> = readEach(records, COLUMNS, (record) => candidateOf(record, byNni));
  const subscribers = new Map<string, ImportSubscriber>();
  const days = new Map<string, IsoDate[]>();
  for (const item of judged) {
    if (!('subscriber' in item)) continue;
    subscribers.set(item.subscriber.id, item.subscriber);
    if (isIsoDate(item.transactionDate)) pushTo(days, item.subscriber.id, item.transactionDate);
  }
  const existing = await ledgerRowsOfSubscribers(db, [...subscribers.keys()]);
  const existingOf = new Map<string, typeof existing>();
  for (const row of existing) pushTo(existingOf, row.subscriberId, row);
  const ledgers = new Map<string, Ledger>();
  for (const [id, subscriber] of subscribers) {
    const rows = existingOf.get(id) ?? [];
    const ledger: Ledger = {
      days: new DayBalances([...(days.get(id) ?? []), ...rows.map((row) => row.transactionDate as IsoDate)], subscriber.subscriptionAmountMinor),
      balanceMinor: subscriber.subscriptionAmountMinor,
      startMinor: 0n,
      alike: new Map(),
    };
    for (const row of rows) {
      const amountMinor = numericToMinor(row.amount, subscriber.currency);
      pushTo(ledger.alike, alikeKey(row.transactionDate, amountMinor), row);
      if (row.status !== 'completed') continue;
      ledger.days.add(row.transactionDate as IsoDate, deltaOf(row.type, amountMinor));
      ledger.balanceMinor += deltaOf(row.type, amountMinor);
    }
    ledger.startMinor = ledger.balanceMinor;
    ledgers.set(id, ledger);
  }

  const rows: TImportRow[] = [];
  const accepted: AcceptedRow[] = [];
  for await (const { item, line } of judgedLines(judged, records, progress)) {
    if (!('subscriber' in item)) {
      rows.push({ line, status: 'error', issues: [item] });
      continue;
    }
    const ledger = ledgers.get(item.subscriber.id)!;
    const key = alikeKey(item.transactionDate, item.amountMinor);
    const alike = ledger.alike.get(key) ?? [];
    const alikeBefore = alike.length;
    if (alike.some((row) => row.type === item.type && row.creditType === item.creditType && row.status === item.status && row.note === item.note)) {
      rows.push({ line, status: 'exists', issues: [] });
      continue;
    }
    try {
      const creditType = checkCreditType(item.type, item.creditType);
      checkDate(item.transactionDate, item.subscriber, today);
      const month = periodKeyOf({ date: item.transactionDate, currency: item.subscriber.currency });
      if (closed.has(`${periodLabel(month)} ${month.currency}`)) throw new AppError('PERIOD_CLOSED', { period: periodLabel(month), currency: month.currency });
      const date = item.transactionDate as IsoDate;
      if (item.status === 'completed') {
        const deltaMinor = deltaOf(item.type, item.amountMinor);
        if (item.type === 'debit' && ledger.days.lowestFrom(date) + deltaMinor < 0n) {
          throw new AppError('INSUFFICIENT_BALANCE', {
            balance: toDecimalString({ amountMinor: ledger.balanceMinor, currency: item.subscriber.currency }),
            currency: item.subscriber.currency,
          });
        }
        ledger.days.add(date, deltaMinor);
        ledger.balanceMinor += deltaMinor;
      }
      pushTo(ledger.alike, key, { type: item.type, creditType, status: item.status, note: item.note });
      accepted.push({ ...item, creditType, balanceAfterMinor: ledger.balanceMinor });
      const issues = alikeBefore > 0 ? [warning('DUPLICATE_LEDGER_ROW', 'amount')] : [];
      rows.push({ line, status: issues.length > 0 ? 'warning' : 'ok', issues });
    } catch (error) {
      rows.push({ line, status: 'error', issues: [issueOrThrow(error, COLUMNS)] });
    }
  }
  const balances = [...ledgers.entries()]
    .filter(([, ledger]) => ledger.balanceMinor !== ledger.startMinor)
    .map(([id, ledger]) => ({ id, currency: subscribers.get(id)!.currency, balanceMinor: ledger.balanceMinor }));
  return { rows, accepted, balances };
}

/**
 * docs/import.md §4, §6: inside the caller's transaction, the file's subscribers are locked, every
 * row is checked as above, and the first refused row stops it all; then the rows go in a thousand
 * per statement, the balance caches in one, and one audit entry per row, chained, in a few.
 */
export async function commitLedgerRows(
  tx: Tx,
  records: readonly ImportRecord[],
  setup: { context: AuditContext; today: string },
  progress?: Progress,
): Promise<number> {
  const nnis = [...new Set(records.map((record) => (record.cells.nni ?? '').trim()).filter((nni) => nni !== ''))];
  await lockSubscribers(
    tx,
    (await subscribersOfNnis(tx, nnis)).map((subscriber) => subscriber.id),
  );
  const check = await checkLedgerRows(tx, records, setup.today, progress && ((done) => progress(Math.floor(done / 2))));
  const refused = check.rows.find((row) => row.status === 'error');
  if (refused) {
    const issue = refused.issues[0]!;
    throw new AppError('IMPORT_HAS_ERRORS', { line: refused.line, column: issue.column, reason: issue.code });
  }
  await assertPeriodsOpen(
    tx,
    check.accepted.map((row) => ({ date: row.transactionDate, currency: row.subscriber.currency })),
  );
  const ids = await nextIds(tx, 'balance_transactions', check.accepted.length);
  const written: ImportedLedgerRow[] = check.accepted.map((row, index) => ({
    id: ids[index]!,
    subscriberId: row.subscriber.id,
    currency: row.subscriber.currency,
    transactionDate: row.transactionDate,
    type: row.type,
    creditType: row.creditType,
    amountMinor: row.amountMinor,
    status: row.status,
    note: row.note,
  }));
  // Progress: checking is the first half of the rows done, the inserts the third quarter, the audit entries the last.
  const share = (from: number, to: number, done: number) =>
    Math.floor((records.length * from) / 4 + (done * records.length * (to - from)) / (4 * Math.max(1, written.length)));
  for (let start = 0; start < written.length; start += LEDGER_ROWS_PER_INSERT) {
    await insertLedgerRows(tx, written.slice(start, start + LEDGER_ROWS_PER_INSERT), setup.context.actorId);
    if (progress) await progress(share(2, 3, Math.min(written.length, start + LEDGER_ROWS_PER_INSERT)));
  }
  await setSubscriberBalances(tx, check.balances);
  const money = (amountMinor: bigint, row: AcceptedRow) => toDecimalString({ amountMinor, currency: row.subscriber.currency });
  const entries: AuditEntry[] = check.accepted.map((row, index) => ({
    ...setup.context,
    action: 'balance-transaction.import',
    entity: 'balance-transaction',
    entityId: ids[index]!.toString(),
    before: null,
    // What auditLedger keeps of a ledger row, and the balance after it (as addLedgerRowInTx writes it).
    after: {
      subscriberId: row.subscriber.id,
      transactionDate: row.transactionDate,
      type: row.type,
      creditType: row.creditType,
      amount: money(row.amountMinor, row),
      currency: row.subscriber.currency,
      status: row.status,
      note: row.note,
      reversesId: null,
      balance: money(row.balanceAfterMinor, row),
    },
  }));
  for (let start = 0; start < entries.length; start += AUDIT_ENTRIES_PER_REPORT) {
    await insertAuditEntries(tx, entries.slice(start, start + AUDIT_ENTRIES_PER_REPORT));
    if (progress) await progress(share(3, 4, Math.min(entries.length, start + AUDIT_ENTRIES_PER_REPORT)));
  }
  // The completed rows' journal entries, as the form posts them, in the import's transaction (docs/accounting.md §7).
  if (ids.length > 0) await postMissingEntries(tx, { ledgerIds: { from: ids[0]!, to: ids.at(-1)! } });
  if (progress) await progress(records.length);
  return check.accepted.length;
}
