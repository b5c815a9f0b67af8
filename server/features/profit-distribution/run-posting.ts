import { isUniqueViolationOf, RUN_UNIQUE_INDEXES } from '../../../db/queries/monthly-profits';
import { AppError } from '../../app-error';

/**
 * How a run is posted: a new id for a direct distribute; for an approved proposal
 * (docs/distribution.md §14) the proposal's id and the fingerprint its inputs must still have.
 */
export type RunPosting = { runId: string; fingerprint: string | null };

/** What a proposal stores of its run (docs/distribution.md §14): the totals shown to the approver, and the fingerprint of its inputs. */
export type ProposalFigures = { totals: { total: string; count: number } & Record<string, unknown>; fingerprint: string };

/** A racing twin's run refused by the unique indexes becomes ALREADY_DISTRIBUTED; anything else passes through. */
export function runConflict(error: unknown, details: Record<string, unknown>): unknown {
  return isUniqueViolationOf(error, RUN_UNIQUE_INDEXES) ? new AppError('ALREADY_DISTRIBUTED', details) : error;
}
