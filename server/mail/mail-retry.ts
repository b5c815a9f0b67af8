import type { Deps } from '../deps';
import { exponentialBackOff } from '../jobs/job-runner';

/** A mail no longer waits more than an hour between attempts. */
const MAIL_MAX_DELAY_MS = 60 * 60 * 1000;

/** The wait of a mail's job (a statement, a scheduled report, an alert) before its next attempt: doubling from the runner's retryBaseMs up to an hour. */
export function mailRetryAfter(deps: Deps): (attempt: number) => number {
  return exponentialBackOff(deps.jobs.settings.retryBaseMs, MAIL_MAX_DELAY_MS);
}
