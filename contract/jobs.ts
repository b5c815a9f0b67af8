import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors';
import { zId } from './fields';

/**
 * Long work (report exports today): queued, then running with rows done of rows total, then done
 * (with a file to download for a while) or failed with a translated reason.
 */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_KINDS = ['report-export', 'statement-mail', 'import-commit', 'backup', 'scheduled-report', 'alert-mail', 'audit-check'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Jobs one user may have queued or running at once; one more is refused with TOO_MANY_JOBS. */
export const ACTIVE_JOBS_PER_USER = 3;

export const ZJobIdParams = z.strictObject({ id: zId });
/**
 * `scope=all` (holders of `all` only, docs/mail.md §3): every user's jobs and the system's (no
 * owner), optionally of one status; otherwise the signed-in user's own.
 */
export const JOB_LIST_SCOPES = ['mine', 'all'] as const;
export const ZJobsListQuery = z.strictObject({
  limit: z.enum(['5', '10', '20', '100']).optional(),
  scope: z.enum(JOB_LIST_SCOPES).optional(),
  status: z.enum(JOB_STATUSES).optional(),
});
export type TJobsListQuery = z.infer<typeof ZJobsListQuery>;

export const ZJobFile = z.object({ name: z.string(), bytes: z.number().int(), expiresAt: z.string() });

export const ZJob = z.object({
  id: z.string(),
  /** One of JOB_KINDS for the jobs this app queues; a string, so that a newer instance's kind still reads. */
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  /** What the job was asked to do, as the screen that started it shows it (a report's filter and format). */
  params: z.record(z.string(), z.string()),
  /** Whose job it is; null for the system's (statements by e-mail). */
  ownerId: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  errorCode: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]).nullable(),
  errorParams: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Null until done, and again once the file's time is over. */
  file: ZJobFile.nullable(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZJobsList = z.object({ items: z.array(ZJob) });
export type TJobsList = z.infer<typeof ZJobsList>;
