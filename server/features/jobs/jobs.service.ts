import { ACTIVE_JOBS_PER_USER, type JobKind, type JobStatus, type TJob, type TJobsList, type TJobsListQuery } from '../../../contract/jobs';
import { holdsPermission, isPermission } from '../../../contract/permissions';
import type { ErrorCode } from '../../../contract/errors';
import { countActiveOwnerJobs, findJob, listAllJobs, listOwnerJobs, requeueFailedJob, type JobRecord } from '../../../db/queries/jobs';
import type { Deps } from '../../deps';
import { AppError } from '../../app-error';
import type { SessionUser } from '../../plugins/access';
import { pageSize } from '../page-size';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function stringParams(params: unknown): Record<string, string> {
  if (!params || typeof params !== 'object') return {};
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A job as its owner sees it; the file only while it can still be downloaded. */
export function toJob(row: JobRecord, now: Date = new Date()): TJob {
  const fileKept = row.status === 'done' && row.fileName !== null && row.fileBytes !== null && row.fileExpiresAt !== null && row.fileExpiresAt > now;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as JobStatus,
    params: stringParams(row.params),
    ownerId: row.ownerId,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    // A queued job that failed an attempt shows why it waits for the next one (docs/mail.md §3).
    errorCode: row.status === 'failed' || (row.status === 'queued' && row.errorCode) ? ((row.errorCode ?? 'INTERNAL') as ErrorCode) : null,
    errorParams:
      (row.status === 'failed' || row.status === 'queued') && row.errorParams && typeof row.errorParams === 'object'
        ? (row.errorParams as Record<string, unknown>)
        : {},
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    file: fileKept ? { name: row.fileName!, bytes: row.fileBytes!, expiresAt: row.fileExpiresAt!.toISOString() } : null,
  };
}

/** Only its owner (while they still hold the permission it needed) or a holder of `all` sees a job; to anyone else it does not exist. */
function visibleTo(row: JobRecord, user: SessionUser): boolean {
  if (user.permissions.includes('all')) return true;
  if (row.ownerId !== user.id) return false;
  return row.permission === null || (isPermission(row.permission) && holdsPermission(user.permissions, row.permission));
}

export async function readJob(deps: Deps, user: SessionUser, id: string): Promise<JobRecord> {
  const row = await findJob(deps.database.db, id);
  if (!row || !visibleTo(row, user)) throw new AppError('JOB_NOT_FOUND');
  return row;
}

export async function getJob(deps: Deps, user: SessionUser, id: string): Promise<TJob> {
  return toJob(await readJob(deps, user, id));
}

export async function listJobs(deps: Deps, user: SessionUser, query: TJobsListQuery): Promise<TJobsList> {
  const limit = pageSize(query.limit, '10');
  if (query.scope === 'all') {
    // docs/mail.md §3: every job, the system's included, for holders of `all` only.
    if (!user.permissions.includes('all')) throw new AppError('FORBIDDEN', { needed: ['all'] });
    const rows = await listAllJobs(deps.database.db, { limit, status: query.status ?? null });
    const now = new Date();
    return { items: rows.map((row) => toJob(row, now)) };
  }
  const rows = (await listOwnerJobs(deps.database.db, { ownerId: user.id, limit })).filter((row) => query.status === undefined || row.status === query.status);
  const now = new Date();
  return { items: rows.filter((row) => visibleTo(row, user)).map((row) => toJob(row, now)) };
}

/** docs/mail.md §3: a failed job queued again by an administrator, due now, with one more attempt. */
export async function retryJob(deps: Deps, user: SessionUser, id: string): Promise<TJob> {
  const row = await readJob(deps, user, id);
  if (row.status !== 'failed') throw new AppError('JOB_NOT_FAILED', { status: row.status });
  if (!(await requeueFailedJob(deps.database.db, id))) throw new AppError('JOB_NOT_FAILED', { status: 'running' });
  deps.jobs.wake();
  return toJob((await findJob(deps.database.db, id))!);
}

/** The finished job's file, checked for who asks and for its time; streamed part by part by the route. */
export async function downloadableJob(deps: Deps, user: SessionUser, id: string): Promise<{ row: JobRecord; file: NonNullable<TJob['file']>; type: string }> {
  const row = await readJob(deps, user, id);
  if (row.status !== 'done') throw new AppError('JOB_NOT_FINISHED', { status: row.status });
  const file = toJob(row).file;
  if (!file || !row.fileType) throw new AppError('JOB_FILE_EXPIRED');
  return { row, file, type: row.fileType };
}

/** Queues a job for the user; refused past ACTIVE_JOBS_PER_USER unfinished ones, so one user cannot fill the queue. */
/**
 * A person's job (a report's export) whose instance dies while running it is run again from the
 * start by another instance once the lease is over (docs/running.md §5): an export writes
 * nothing but its own file, so running it again is safe. A job that fails by itself stays failed.
 */
const PERSON_JOB_ATTEMPTS = 3;

export async function startJob(deps: Deps, user: SessionUser, params: { kind: JobKind; permission: string; params: Record<string, string> }): Promise<TJob> {
  if ((await countActiveOwnerJobs(deps.database.db, user.id)) >= ACTIVE_JOBS_PER_USER) throw new AppError('TOO_MANY_JOBS', { limit: ACTIVE_JOBS_PER_USER });
  return toJob(
    await deps.jobs.enqueue({ kind: params.kind, ownerId: user.id, permission: params.permission, params: params.params, maxAttempts: PERSON_JOB_ATTEMPTS }),
  );
}
