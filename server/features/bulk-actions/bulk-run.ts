import { BULK_LIMIT, type TBulkMatchCount, type TBulkRefusal, type TBulkSummary } from '../../../contract/bulk-actions';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import { refusalOf, type RowProgress } from '../imports/row-progress';

/** Refusals of the whole request that a row's transaction may raise: its Idempotency-Key's. */
const REQUEST_WIDE_CODES = new Set<string>(['IDEMPOTENCY_KEY_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED']);

/** The rows named, or the list's filter to resolve on the server. */
export type BulkSelection<Filter> = { ids: string[] } | { filter: Filter };

/** The ids of the rows the list's filter keeps, in the list's order, at most `limit` of them (the list's own query). */
export type MatchingIds<Filter> = (filter: Filter, limit: number) => Promise<string[]>;

/**
 * docs/operations.md §12: the rows a bulk action takes. Named ids once each, in the order given;
 * a filter read by the list's own query, refused with BULK_SELECTION_TOO_LARGE when it keeps
 * more than BULK_LIMIT rows (one more is read to know it), before any row is touched.
 */
export async function resolveSelection<Filter>(selection: BulkSelection<Filter>, matching: MatchingIds<Filter>): Promise<string[]> {
  if ('ids' in selection) return [...new Set(selection.ids)];
  const ids = await matching(selection.filter, BULK_LIMIT + 1);
  if (ids.length > BULK_LIMIT) throw new AppError('BULK_SELECTION_TOO_LARGE', { limit: BULK_LIMIT });
  return ids;
}

/** "Select all N matching": the same query as the action's, counted up to one past the bound. */
export async function countMatching<Filter>(filter: Filter, matching: MatchingIds<Filter>): Promise<TBulkMatchCount> {
  const ids = await matching(filter, BULK_LIMIT + 1);
  return { count: Math.min(ids.length, BULK_LIMIT), limit: BULK_LIMIT, overLimit: ids.length > BULK_LIMIT };
}

/**
 * A single-row answer that is a proposal waiting for a second person (four-eyes, an approval
 * limit), as `isProposed` of contract/distribution-runs.ts reads one: `{ proposal }`.
 */
function becameProposal(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'proposal' in answer;
}

/**
 * docs/operations.md §12: each row through the single-row action, in its own transaction (the
 * action opens it), so its permission, closed-period, four-eyes and audit rules apply to the row
 * as they would alone; a refused row is left as it was and named with its code. Rows go one
 * after the other: one request never holds more than one row's locks.
 */
export async function runBulk(deps: Deps, ids: readonly string[], act: (id: string) => Promise<unknown>, progress?: RowProgress): Promise<TBulkSummary> {
  const summary: TBulkSummary = { total: ids.length, done: 0, sentForApproval: 0, refused: [] };
  await progress?.(0, ids.length);
  for (const [index, id] of ids.entries()) {
    try {
      if (becameProposal(await act(id))) summary.sentForApproval += 1;
      else summary.done += 1;
    } catch (error) {
      // The request's key held by another request, or naming another: the whole request's answer
      // (that request's summary, docs/operations.md §10), never a row's refusal.
      if (error instanceof AppError && REQUEST_WIDE_CODES.has(error.code)) throw error;
      const refusal = refusalOf(error);
      // Not a refusal: the row's transaction rolled back; the others stand, so the summary still answers.
      if (!refusal) deps.log.error({ err: error, id }, 'bulk action row failed');
      const row: TBulkRefusal = { id, ...(refusal ?? { code: 'INTERNAL', params: {} }) };
      summary.refused.push(row);
    }
    await progress?.(index + 1, ids.length);
  }
  return summary;
}
