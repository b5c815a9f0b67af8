import type { TPeriodQuery, TResetResult } from '../../../contract/profit-distribution';
import type { Db, Tx } from '../../../db/client';
import { appendAudit } from '../../../db/queries/audit';
import {
  deleteRunProfits,
  lockMonthProfits,
  monthRuns,
  requestsOnRunProfits,
  sumMonthRows,
  undoRuns,
  type MonthRunRow,
  type RunRequest,
} from '../../../db/queries/monthly-profits';
import { countAdjustedRows } from '../../../db/queries/profit-adjustments';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { assertPeriodsOpen } from '../periods/period-guard';
import { postRunMirrors } from '../books/run-entries';
import { toPeriod, type Period } from './distribution-period';
import { fingerprintOf } from './run-fingerprint';
import type { ProposalFigures } from './run-posting';

type MonthState = { runs: MonthRunRow[]; locked: { count: number; paid: number }; requests: RunRequest[] };

/** The month's runs and rows locked, with the refusals of a reset (paid rows, pending requests). */
async function lockMonthState(tx: Tx, period: Period): Promise<MonthState> {
  const runs = await monthRuns(tx, { ...period, forUpdate: true });
  const locked = await lockMonthProfits(tx, { profitDate: period.monthEnd, currency: period.currency });
  if (locked.paid > 0) throw new AppError('MONTH_HAS_PAID_ROWS', { paid: locked.paid, year: period.year, month: period.month });
  // A corrected row stays: its adjustments name it (docs/distribution.md §18).
  const adjusted = await countAdjustedRows(
    tx,
    runs.map((run) => run.id),
  );
  if (adjusted > 0) throw new AppError('MONTH_HAS_ADJUSTMENTS', { adjusted, year: period.year, month: period.month });
  // A new request needs its row's lock, held above: none can appear between this read and the delete.
  const requests = await requestsOnRunProfits(
    tx,
    runs.map((run) => run.id),
  );
  const pending = requests.filter((request) => request.status === 'pending').length;
  if (pending > 0) throw new AppError('MONTH_HAS_PENDING_REQUESTS', { pending, year: period.year, month: period.month });
  return { runs, locked, requests };
}

/** docs/distribution.md §14: a reset proposal is stale once the month's runs, rows or requests changed. */
const resetFingerprint = (period: Period, state: MonthState) =>
  fingerprintOf({ period: [period.year, period.month, period.currency], runs: state.runs, rows: state.locked.count, requests: state.requests });

/**
 * docs/distribution.md §10: one transaction deletes the month's profit rows of the currency and sets its
 * distributed operations and sales back; refused when any row is paid (an approved request paid
 * its row) or has a member's request waiting for a decision. A rejected request stays in the
 * history, detached from its deleted row (the database sets the link null) but still carrying the
 * date and amount it asked for. The audit row keeps the deleted rows and the detached requests, so
 * nothing disappears without trace. Runs inside the caller's transaction: reset and the approval of a
 * reset proposal (docs/distribution.md §14) both run it.
 */
export async function postReset(tx: Tx, body: TPeriodQuery, context: AuditContext, fingerprint: string | null): Promise<TResetResult> {
  const period = toPeriod(body);
  await assertPeriodsOpen(tx, [{ date: period.monthStart, currency: period.currency }]);
  const state = await lockMonthState(tx, period);
  if (fingerprint !== null && resetFingerprint(period, state) !== fingerprint) throw new AppError('PREVIEW_OUTDATED', { changed: 'inputs' });
  const { runs, requests } = state;
  // Only the locked runs' rows: a run committed after the lock is left whole, never half-deleted.
  const runIds = runs.map((run) => run.id);
  const detachedRequests = requests.filter((request) => request.status === 'rejected');
  const deleted = await deleteRunProfits(tx, runIds);
  const restored = await undoRuns(tx, runIds);
  const result = { deletedProfits: deleted.length, restoredOperations: restored.operations, restoredSales: restored.sales, deletedRuns: runs.length };
  const month = `${period.year}-${String(period.month).padStart(2, '0')}`;
  const audit = await appendAudit(tx, {
    ...context,
    action: 'profit-distribution.reset',
    entity: 'month',
    entityId: `${month}-${period.currency}`,
    before: { runs, rows: deleted, detachedRequests },
    after: result,
  });
  // The deleted runs' entries stay in the books, compensated by their mirrors (docs/accounting.md §3).
  await postRunMirrors(tx, runIds, { auditId: BigInt(audit.id), date: period.monthEnd, memo: `profit-distribution.reset ${month}` });
  return result;
}

export function resetMonth(db: Db, body: TPeriodQuery, context: AuditContext): Promise<TResetResult> {
  return db.transaction((tx) => postReset(tx, body, context, null));
}

/** docs/distribution.md §14: what a reset proposal stores: the rows it would delete and the fingerprint. */
export async function resetProposal(tx: Tx, body: TPeriodQuery): Promise<ProposalFigures> {
  const period = toPeriod(body);
  await assertPeriodsOpen(tx, [{ date: period.monthStart, currency: period.currency }]);
  const state = await lockMonthState(tx, period);
  const sum = await sumMonthRows(tx, { profitDate: period.monthEnd, currency: period.currency });
  return { totals: { total: sum, count: state.locked.count, runs: state.runs.length }, fingerprint: resetFingerprint(period, state) };
}
