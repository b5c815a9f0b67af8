import { isUniqueViolationOf, RUN_UNIQUE_INDEXES } from '../../../db/queries/monthly-profits';
import { AppError } from '../../app-error';

/**
 * How a run is posted: a new id for a direct distribute; for an approved proposal
 * (docs/distribution.md §14) the proposal's id and the fingerprint its inputs must still have.
 */
export type RunPosting = { runId: string; fingerprint: string | null };

/** A racing twin's run refused by the unique indexes becomes ALREADY_DISTRIBUTED; anything else passes through. */
export function runConflict(error: unknown, details: Record<string, unknown>): unknown {
  return isUniqueViolationOf(error, RUN_UNIQUE_INDEXES) ? new AppError('ALREADY_DISTRIBUTED', details) : error;
}
