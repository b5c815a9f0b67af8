import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';
import { jobFileParts, jobs } from '../schema';
import { pageStatements, statementsByShape, type FilteredShape } from './planned-once';

export type JobRecord = typeof jobs.$inferSelect;
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export type InsertJobParams = {
  id: string;
  kind: string;
  ownerId: string | null;
  permission: string | null;
  params: unknown;
  maxAttempts?: number;
  idempotencyKey?: string | null;
};

export async function insertJob(db: Tx, params: InsertJobParams): Promise<JobRecord> {
  const [row] = await db
    .insert(jobs)
    .values({ ...params, params: params.params as object, idempotencyKey: params.idempotencyKey ?? null })
    .returning();
  if (!row) throw new Error('insert into jobs returned no row');
  return row;
}

/** A job queued once for its idempotency key, whoever asks again: null when the key was taken already. */
export async function insertJobOnce(db: Tx, params: InsertJobParams & { idempotencyKey: string }): Promise<JobRecord | null> {
  const [row] = await db
    .insert(jobs)
    .values({ ...params, params: params.params as object })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning();
  return row ?? null;
}

export type ListAllJobsParams = { limit: number; status: JobStatus | null };

const placeholder = sql.placeholder;

/** Jobs newest first, as many as the placeholder `limit` says. */
const newestJobs = (db: Tx, where: SQL | undefined) =>
  db.select().from(jobs).where(where).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(placeholder('limit'));

/**
 * One statement whether a status is given or not, built once (planned-once.ts); the values are
 * placeholders. A status is planned for its value: the generic plan of a status matching no job
 * walked the whole (created_at, id) index (54 ms instead of 0.01 at 100,000 jobs, issue 31).
 */
const allJobsStatement = pageStatements('jobs_all', (db: Tx, shape: FilteredShape<'status'>) =>
  newestJobs(db, shape.filters.length > 0 ? eq(jobs.status, placeholder('status')) : undefined),
);

/** Every job, system ones (no owner) included, newest first: what an administrator follows. */
export function listAllJobs(db: Tx, params: ListAllJobsParams): Promise<JobRecord[]> {
  return allJobsStatement(db, { filters: params.status === null ? [] : ['status'] }, params);
}

/**
 * A failed job queued again, due now, with one more attempt allowed; its rows done are kept (a
 * mail job that had sent before it failed does not send again). False when it is not failed.
 */
export async function requeueFailedJob(db: Tx, id: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      runAfter: sql`now()`,
      finishedAt: null,
      workerId: null,
      maxAttempts: sql`greatest(${jobs.maxAttempts}, ${jobs.attempts} + 1)`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function findJob(db: Tx, id: string): Promise<JobRecord | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

export type ListOwnerJobsParams = { ownerId: string; limit: number };

const ownerJobsStatement = statementsByShape('jobs_owner', (db: Tx) => newestJobs(db, eq(jobs.ownerId, placeholder('ownerId'))));

/** The owner's jobs, newest first. */
export function listOwnerJobs(db: Tx, params: ListOwnerJobsParams): Promise<JobRecord[]> {
  return ownerJobsStatement(db, null, params);
}

export type ClaimJobParams = { workerId: string; kinds: string[] };

/**
 * Takes the oldest queued job that is due and of a kind this instance runs. `for update skip
 * locked`: two instances claiming at once take two different jobs, never the same one.
 */
export async function claimNextJob(db: Tx, params: ClaimJobParams): Promise<JobRecord | null> {
  if (params.kinds.length === 0) return null;
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), sql`${jobs.runAfter} <= now()`, inArray(jobs.kind, params.kinds)))
    .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  // `id = (subquery)`, not `id in (subquery)`: an uncorrelated scalar subquery runs once, whereas
  // PostgreSQL may run an `in` subquery again for each row it scans and so claim several jobs while
  // returning one, which then stay running for ever.
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      workerId: params.workerId,
      heartbeatAt: sql`now()`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(and(sql`${jobs.id} = (${next})`, eq(jobs.status, 'queued')))
    .returning();
  return row ?? null;
}

export type JobProgressParams = { id: string; workerId: string; rowsDone: number; rowsTotal?: number | null };

/** Progress and heartbeat in one write. False when the job is no longer this worker's (marked failed meanwhile). */
export async function setJobProgress(db: Tx, params: JobProgressParams): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ rowsDone: params.rowsDone, heartbeatAt: sql`now()`, ...(params.rowsTotal === undefined ? {} : { rowsTotal: params.rowsTotal }) })
    .where(and(eq(jobs.id, params.id), eq(jobs.workerId, params.workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Every running job of this worker says it is alive (a PDF being rendered has no row loop to do it). */
export async function touchWorkerJobs(db: Tx, workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(jobs.workerId, workerId), eq(jobs.status, 'running')));
}

export type JobFileParams = { name: string; type: string; bytes: number; keepMs: number };
export type FinishJobParams = { id: string; workerId: string; file: JobFileParams | null };

export async function finishJob(db: Tx, params: FinishJobParams): Promise<boolean> {
  const { file } = params;
  const rows = await db
    .update(jobs)
    .set({
      status: 'done',
      finishedAt: sql`now()`,
      heartbeatAt: sql`now()`,
      ...(file
        ? { fileName: file.name, fileType: file.type, fileBytes: file.bytes, fileExpiresAt: sql`now() + ${`${file.keepMs} milliseconds`}::interval` }
        : {}),
    })
    .where(and(eq(jobs.id, params.id), eq(jobs.workerId, params.workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export type FailJobParams = { id: string; workerId: string; errorCode: string; errorParams: Record<string, unknown>; retryAfterMs: number | null };

/** A failed attempt: queued again after `retryAfterMs` while attempts remain, otherwise failed for good. */
export async function failJob(db: Tx, params: FailJobParams): Promise<void> {
  const retry = params.retryAfterMs !== null;
  await db
    .update(jobs)
    .set({
      status: retry ? sql`case when ${jobs.attempts} < ${jobs.maxAttempts} then 'queued' else 'failed' end` : 'failed',
      runAfter: retry ? sql`now() + ${`${params.retryAfterMs} milliseconds`}::interval` : jobs.runAfter,
      finishedAt: retry ? sql`case when ${jobs.attempts} < ${jobs.maxAttempts} then null else now() end` : sql`now()`,
      errorCode: params.errorCode,
      errorParams: params.errorParams,
      workerId: null,
    })
    .where(and(eq(jobs.id, params.id), eq(jobs.workerId, params.workerId), eq(jobs.status, 'running')));
  await db.delete(jobFileParts).where(eq(jobFileParts.jobId, params.id));
}

export type FailAbandonedJobsParams = { errorCode: string } & ({ workerId: string } | { silentForMs: number });

/**
 * Jobs left running by an instance that stopped (this one on its way out, by `workerId`) or died
 * (no heartbeat for `silentForMs`): failed with `errorCode`, their partial file removed; a job with
 * attempts left (maxAttempts > 1) is queued again instead, due now. Returns their ids.
 */
export async function failAbandonedJobs(db: Tx, params: FailAbandonedJobsParams): Promise<string[]> {
  const abandoned =
    'workerId' in params ? eq(jobs.workerId, params.workerId) : sql`${jobs.heartbeatAt} < now() - ${`${params.silentForMs} milliseconds`}::interval`;
  // Only kinds that retry (maxAttempts > 1) go back to the queue; a one-shot job stays failed.
  const attemptsLeft = sql`${jobs.maxAttempts} > 1 and ${jobs.attempts} < ${jobs.maxAttempts}`;
  const rows = await db
    .update(jobs)
    .set({
      status: sql`case when ${attemptsLeft} then 'queued' else 'failed' end`,
      finishedAt: sql`case when ${attemptsLeft} then null else now() end`,
      runAfter: sql`now()`,
      errorCode: params.errorCode,
      errorParams: {},
      workerId: null,
    })
    .where(and(eq(jobs.status, 'running'), abandoned))
    .returning({ id: jobs.id });
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) await db.delete(jobFileParts).where(inArray(jobFileParts.jobId, ids));
  return ids;
}

/** Files past their time are removed; the job row stays, as history. */
export async function deleteExpiredJobFiles(db: Tx): Promise<void> {
  const expired = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(lt(jobs.fileExpiresAt, sql`now()`));
  await db.delete(jobFileParts).where(inArray(jobFileParts.jobId, expired));
}

export async function insertJobFilePart(db: Tx, params: { jobId: string; partNo: number; bytes: Uint8Array }): Promise<void> {
  await db.insert(jobFileParts).values(params);
}

/** One part of a job's file, or null past the last one. */
export async function readJobFilePart(db: Tx, params: { jobId: string; partNo: number }): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: jobFileParts.bytes })
    .from(jobFileParts)
    .where(and(eq(jobFileParts.jobId, params.jobId), eq(jobFileParts.partNo, params.partNo)));
  return row?.bytes ?? null;
}

/** The owner's jobs still queued or running. */
export async function countActiveOwnerJobs(db: Tx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.ownerId, ownerId), inArray(jobs.status, ['queued', 'running'])));
  return row?.count ?? 0;
}

export type InsertRunningJobParams = InsertJobParams & { workerId: string; rowsTotal: number | null };

/**
 * A job whose work runs in the request that asked for it (an import's commit): written as running
 * from the start, so the job runner never claims it, and so the owner can find it from any page.
 */
export async function insertRunningJob(db: Tx, params: InsertRunningJobParams): Promise<JobRecord> {
  const [row] = await db
    .insert(jobs)
    .values({
      ...params,
      params: params.params as object,
      idempotencyKey: params.idempotencyKey ?? null,
      status: 'running',
      attempts: 1,
      startedAt: sql`now()`,
      heartbeatAt: sql`now()`,
    })
    .returning();
  if (!row) throw new Error('insert into jobs returned no row');
  return row;
}

export type SettleJobParams = { id: string; params: Record<string, string> } & (
  { status: 'done'; rowsDone: number } | { status: 'failed'; errorCode: string; errorParams: Record<string, unknown> }
);

/**
 * The outcome of a job run by its request, as the request knows it: by id alone, even if the
 * sweep marked it interrupted meanwhile (on the embedded database its heartbeat waits behind the
 * import's own transaction). The params gain the outcome's figures.
 */
export async function settleJob(db: Tx, params: SettleJobParams): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: params.status,
      params: params.params,
      finishedAt: sql`now()`,
      heartbeatAt: sql`now()`,
      ...(params.status === 'done'
        ? { rowsDone: params.rowsDone, errorCode: null, errorParams: null }
        : { errorCode: params.errorCode, errorParams: params.errorParams }),
    })
    .where(eq(jobs.id, params.id));
}

/** Removes the jobs of a kind still waiting to run (the demo's history drops the statements its runs queued); returns how many. */
export async function deleteQueuedJobs(db: Tx, kind: string): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued')))
    .returning({ id: jobs.id });
  return deleted.length;
}
