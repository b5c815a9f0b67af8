import type { TPeriodQuery, TResetResult } from '../../../contract/profit-distribution';
import type { Db } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import { deleteRunProfits, lockMonthProfits, monthRuns, requestsOnRunProfits, undoRuns } from '../../../db/queries/monthly-profits';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { assertPeriodsOpen } from '../periods/period-guard';
import { toPeriod } from './distribution-period';

/**
 * docs/distribution.md §10: one transaction deletes the month's profit rows of the currency and sets its
 * distributed operations and sales back; refused when any row is paid (an approved request paid
 * its row) or has a member's request waiting for a decision. A rejected request stays in the
 * history, detached from its deleted row (the database sets the link null) but still carrying the
 * date and amount it asked for. The audit row keeps the deleted rows and the detached requests, so
 * nothing disappears without trace.
 */
export async function resetMonth(db: Db, body: TPeriodQuery, context: AuditContext): Promise<TResetResult> {
  const period = toPeriod(body);
  const scope = { profitDate: period.monthEnd, currency: period.currency };
  return db.transaction(async (tx) => {
    await assertPeriodsOpen(tx, [{ date: period.monthStart, currency: period.currency }]);
    const runs = await monthRuns(tx, { ...period, forUpdate: true });
    const locked = await lockMonthProfits(tx, scope);
    if (locked.paid > 0) throw new AppError('MONTH_HAS_PAID_ROWS', { paid: locked.paid, year: period.year, month: period.month });
    // Only the locked runs' rows: a run committed after the lock is left whole, never half-deleted.
    const runIds = runs.map((run) => run.id);
    // A new request needs its row's lock, held above: none can appear between this read and the delete.
    const requests = await requestsOnRunProfits(tx, runIds);
    const pending = requests.filter((request) => request.status === 'pending').length;
    if (pending > 0) throw new AppError('MONTH_HAS_PENDING_REQUESTS', { pending, year: period.year, month: period.month });
    const detachedRequests = requests.filter((request) => request.status === 'rejected');
    const deleted = await deleteRunProfits(tx, runIds);
    const restored = await undoRuns(tx, runIds);
    const result = { deletedProfits: deleted.length, restoredOperations: restored.operations, restoredSales: restored.sales, deletedRuns: runs.length };
    await insertAudit(tx, {
      ...context,
      action: 'profit-distribution.reset',
      entity: 'month',
      entityId: `${period.year}-${String(period.month).padStart(2, '0')}-${period.currency}`,
      before: { runs, rows: deleted, detachedRequests },
      after: result,
    });
    return result;
  });
}
