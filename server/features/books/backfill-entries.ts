import { parseAmount, parseCurrency, monthEnd, type PostingAccounts } from '../../../domain';
import type { Db, Tx } from '../../../db/client';
import { numericToMinor } from '../../../db/money-columns';
import type { NewJournalEntry } from '../../../db/queries/books';
import {
  booksBackfilled,
  insertJournalEntries,
  lockBooksBackfill,
  markBooksBackfilled,
  unpostedLedgerRows,
  unpostedOperations,
  unpostedRuns,
  unpostedSales,
  unpostedSubscribers,
  windowEnd,
  type SourceTable,
  type SourceWindow,
  type UnpostedLedgerRow,
  type UnpostedRun,
} from '../../../db/queries/books-backfill';
import { capitalEntry, profitToCapitalEntry, reversalEntry } from './capital-entry';
import { operationEntry, operationMemo } from './operation-entry';
import { journalEntryOf, postingAccounts, type EntryLines, type PostingSource } from './posting.service';
import { commissionRunEntry, commissionRunMemo, investorRunFiguresEntry, investorRunMemo, RUN_SOURCE } from './run-entries';
import { saleEntry, saleMemo } from './sale-entry';
import { subscriptionEntry } from './subscription-entry';

/**
 * The backfill of the books (docs/accounting.md §7): for every money event already in the database
 * that has no journal entry (money written before the books existed, by the demo loader, by the
 * ledger import), the entry the live posting writes for it, made by the same entry builders from
 * the stored record: same lines, date, source, memo, and the audit row when it can be found.
 * Sources are read in keyset windows of ids and each window's entries written by one statement.
 */

/** Sources a window: a transaction of the start's backfill posts up to this many entries. */
const BATCH = 10_000;

/** Runs one batch: in the caller's transaction, or (at start) in a transaction of its own. */
type Runner = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

type Posted = { source: PostingSource; lines: EntryLines };

const auditIdOf = (row: { auditId: string | null }) => (row.auditId === null ? null : BigInt(row.auditId));

/**
 * Reads the table in keyset windows of BATCH ids, from `start` (up to `last` when given), writing
 * each window's entries; stops after the window that reaches the table's end.
 */
async function drain<K extends string | bigint, R>(
  run: Runner,
  params: {
    table: SourceTable;
    start: K;
    last?: K;
    parse: (id: string) => K;
    read: (tx: Tx, window: SourceWindow<K>) => Promise<R[]>;
    entry: (row: R, accounts: PostingAccounts) => Posted;
  },
): Promise<number> {
  let after = params.start;
  let posted = 0;
  for (;;) {
    const { through, written } = await run(async (tx) => {
      const end = await windowEnd(tx, params.table, after, BATCH);
      const through = end === null ? null : params.parse(end);
      const rows = await params.read(tx, { after, through });
      const accounts = await postingAccounts(tx);
      const entries = rows.flatMap((row): NewJournalEntry[] => {
        const { source, lines } = params.entry(row, accounts);
        const entry = journalEntryOf(source, lines, accounts);
        return entry ? [entry] : [];
      });
      return { through, written: await insertJournalEntries(tx, entries) };
    });
    posted += written;
    if (through === null || (params.last !== undefined && through >= params.last)) return posted;
    after = through;
  }
}

/** A completed ledger row: a reversal mirrors the row it reverses, a profit row paid into capital moves it out of 2200, else a credit or debit. */
function ledgerRowEntry(row: UnpostedLedgerRow): Posted {
  const currency = parseCurrency(row.currency);
  const amountMinor = numericToMinor(row.amount, currency);
  const type = row.type as 'credit' | 'debit';
  const lines = row.reversed
    ? reversalEntry({
        subscriberId: row.subscriberId,
        currency,
        type: row.reversed.type as 'credit' | 'debit',
        creditType: row.reversed.creditType,
        amountMinor: numericToMinor(row.reversed.amount, currency),
      })
    : row.profitSubscriberId
      ? profitToCapitalEntry({ currency, amountMinor, profitSubscriberId: row.profitSubscriberId, creditedSubscriberId: row.subscriberId })
      : capitalEntry({ subscriberId: row.subscriberId, currency, type, creditType: row.creditType, amountMinor });
  const action =
    row.auditAction ??
    (row.reversed ? 'balance-transaction.reverse' : row.profitSubscriberId ? 'balance-transaction.profit-request' : 'balance-transaction.create');
  return {
    source: { kind: 'balance-transaction', id: row.id, auditId: auditIdOf(row), date: row.transactionDate, memo: `${action} ${row.subscriberId}` },
    lines,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '0');

/** A run's entry from its stored figures and profit rows, as the run posted it (docs/accounting.md §3). */
function runEntry(run: UnpostedRun): Posted {
  const currency = parseCurrency(run.currency);
  const minor = (amount: string) => numericToMinor(amount, currency);
  const source = { kind: RUN_SOURCE, id: run.id, auditId: auditIdOf(run), date: monthEnd({ year: run.year, month: run.month }) };
  if (run.kind === 'commission') {
    const commissions = run.rows.filter((row) => row.type === 'commission').map((row) => ({ mediatorId: row.individualId, amountMinor: minor(row.share) }));
    return { source: { ...source, memo: commissionRunMemo(run.year, run.month) }, lines: commissionRunEntry(currency, commissions) };
  }
  const runSource = run.source === 'sales' ? 'sales' : 'operations';
  const special = run.rows.find((row) => row.type === 'special');
  return {
    source: { ...source, memo: investorRunMemo(runSource, run.year, run.month) },
    lines: investorRunFiguresEntry({
      currency,
      source: runSource,
      baseTotalMinor: minor(text(run.totals.baseTotal)),
      // The loss as the run read it from the request (investor-calculation.ts).
      lossMinor: parseAmount({ text: text(run.parameters.loss), currency }).amountMinor,
      distributableMinor: minor(text(run.totals.distributable)),
      shares: run.rows.filter((row) => row.type === 'profit').map((row) => ({ subscriberId: row.subscriberId!, amountMinor: minor(row.share) })),
      special: special ? { beneficiaryId: special.individualId, amountMinor: minor(special.share) } : null,
    }),
  };
}

/** Which sources to post: every kind, or only the ledger rows whose ids lie in a range (an import's). */
export type BackfillScope = { ledgerIds?: { from: bigint; to: bigint } };

async function postAll(run: Runner, scope: BackfillScope): Promise<number> {
  const ledger = await drain(run, {
    table: 'balance_transactions',
    start: scope.ledgerIds ? scope.ledgerIds.from - 1n : 0n,
    last: scope.ledgerIds?.to,
    parse: BigInt,
    read: (tx, window) => unpostedLedgerRows(tx, { window, ids: scope.ledgerIds }),
    entry: ledgerRowEntry,
  });
  if (scope.ledgerIds) return ledger;
  const subscribers = await drain(run, {
    table: 'subscribers',
    start: '',
    parse: String,
    read: (tx, window) => unpostedSubscribers(tx, { window }),
    entry: (row) => {
      const currency = parseCurrency(row.currency);
      const amountMinor = numericToMinor(row.subscriptionAmount, currency);
      const action = row.auditAction ?? 'subscriber.create';
      return {
        source: { kind: 'subscriber', id: row.id, auditId: auditIdOf(row), date: row.subscriptionDate, memo: `${action} ${row.id}` },
        lines: subscriptionEntry({ subscriberId: row.id, currency, amountMinor }),
      };
    },
  });
  const operations = await drain(run, {
    table: 'operations',
    start: '',
    parse: String,
    read: (tx, window) => unpostedOperations(tx, { window }),
    entry: (row) => ({
      source: { kind: 'operation', id: row.id, auditId: auditIdOf(row), date: row.operationDate, memo: operationMemo(row.number) },
      lines: operationEntry(row),
    }),
  });
  const sales = await drain(run, {
    table: 'product_sales',
    start: '',
    parse: String,
    read: (tx, window) => unpostedSales(tx, { window }),
    entry: (row) => ({
      source: { kind: 'product-sale', id: row.id, auditId: auditIdOf(row), date: row.saleDate, memo: saleMemo(row.saleNumber) },
      lines: saleEntry(row),
    }),
  });
  const runs = await drain(run, {
    table: 'distribution_runs',
    start: '',
    parse: String,
    read: (tx, window) => unpostedRuns(tx, { window, kind: RUN_SOURCE }),
    entry: runEntry,
  });
  return ledger + subscribers + operations + sales + runs;
}

/**
 * Posts, inside the caller's transaction, the entry of every money event that has none; returns
 * how many entries it wrote. Idempotent: a source with an entry is skipped, so a second run posts nothing.
 */
export async function postMissingEntries(tx: Tx, scope: BackfillScope = {}): Promise<number> {
  await lockBooksBackfill(tx);
  return postAll((work) => work(tx), scope);
}

/**
 * The start's data step after the migrations (docs/accounting.md §7): on a database never backfilled,
 * posts everything already there, a window per transaction (each under the backfill's lock, so two
 * instances starting together post nothing twice), then records that it ran. Every later start
 * reads that one row and returns null.
 */
export async function postBooksAtStart(db: Db): Promise<{ entries: number } | null> {
  if (await booksBackfilled(db)) return null;
  const run: Runner = (work) =>
    db.transaction(async (tx) => {
      await lockBooksBackfill(tx);
      return work(tx);
    });
  const entries = await postAll(run, {});
  await db.transaction(async (tx) => {
    await lockBooksBackfill(tx);
    await markBooksBackfilled(tx, entries);
  });
  return { entries };
}
