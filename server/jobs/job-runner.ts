import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '../../contract/errors';
import { isDomainError } from '../../domain';
import type { Database } from '../../db/client';
import {
  claimNextJob,
  deleteExpiredJobFiles,
  failAbandonedJobs,
  failJob,
  finishJob,
  insertJob,
  insertJobOnce,
  insertJobFilePart,
  setJobProgress,
  touchWorkerJobs,
  type InsertJobParams,
  type JobRecord,
} from '../../db/queries/jobs';
import { AppError } from '../app-error';

/** What a job's handler is given: its row, a signal that says stop, and the means to report and keep a file. */
export type JobContext = {
  job: JobRecord;
  signal: AbortSignal;
  /** The number of rows the job will go through, as soon as it is known. */
  setRowsTotal: (rowsTotal: number) => Promise<void>;
  /**
   * Rows just done; written to the job row at most every `progressEveryMs`, at once when they reach
   * the rows total (a job that must not redo its last step, such as a mail sent, relies on it), and
   * always at the end. A later attempt of the job starts with the rows done its row kept.
   */
  addRowsDone: (count: number) => Promise<void>;
  /** Keeps the stream, read to its end, as the job's file (in parts, in the database). */
  storeFile: (stream: Readable | AsyncIterable<Uint8Array | string>, file: { name: string; type: string }) => Promise<void>;
};

export type JobHandler = {
  run: (context: JobContext) => Promise<void>;
  /** Delay before the next attempt of a failed one (jobs with maxAttempts > 1); none by default. */
  retryAfterMs?: (attempt: number) => number;
};

export type JobSettings = {
  /** How often an idle instance looks for queued jobs (other instances' jobs, retries that fell due). */
  pollEveryMs: number;
  /** Progress is written to the job row at most this often. */
  progressEveryMs: number;
  /** A running job whose instance has not written for this long is taken for dead and failed. */
  leaseMs: number;
  /** How long a finished job's file can be downloaded. */
  keepFileMs: number;
  /** Jobs one instance runs at once. */
  concurrency: number;
  /** Tests only (browser tests): each job waits this long before its first row, so it can be seen running. */
  startDelayMs: number;
  /** First delay of a kind's back-off between attempts (retryAfterMs handlers double it per attempt). */
  retryBaseMs: number;
};

export const JOB_DEFAULTS: JobSettings = {
  pollEveryMs: 2_000,
  progressEveryMs: 250,
  leaseMs: 60_000,
  keepFileMs: 24 * 60 * 60 * 1000,
  concurrency: 2,
  startDelayMs: 0,
  retryBaseMs: 30_000,
};

/** Doubling delays from `baseMs`, capped at `maxMs`: attempt 1 waits baseMs, attempt 2 twice that… */
export function exponentialBackOff(baseMs: number, maxMs: number): (attempt: number) => number {
  return (attempt) => Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 30)));
}

/** How a job's run ended: finished, failed (it may be retried), or stopped (lost, or the instance stopping). */
export type JobOutcome = 'done' | 'failed' | 'stopped';

export type JobRunnerOptions = {
  database: Database;
  log: FastifyBaseLogger;
  settings?: Partial<JobSettings>;
  /** Told of each run's end and how long it took (the metrics, docs/running.md §2). */
  onJobEnd?: (kind: string, outcome: JobOutcome, seconds: number) => void;
};

/** About a megabyte per stored part: few rows, and no part holds the whole file. */
const PART_BYTES = 1024 * 1024;

export class JobLostError extends Error {
  constructor(id: string) {
    super(`job ${id} is no longer this instance's`);
    this.name = 'JobLostError';
  }
}

function failureOf(error: unknown): { code: ErrorCode; params: Record<string, unknown> } | null {
  if (error instanceof AppError) return { code: error.code, params: error.params };
  if (isDomainError(error)) return { code: error.code, params: error.params };
  return null;
}

/**
 * Runs jobs in this process: those it queues (started at once) and any queued job of a registered
 * kind it finds on the database (another instance's, a retry that fell due). Each instance has a
 * worker id; the running jobs' heartbeat tells the others it is alive.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const settings: JobSettings = { ...JOB_DEFAULTS, ...options.settings };
  const { database, log } = options;
  const db = database.db;
  const workerId = randomUUID();
  const handlers = new Map<string, JobHandler>();
  const running = new Map<string, { abort: AbortController; done: Promise<void> }>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  let stopping = false;
  let claiming: Promise<void> | null = null;

  async function storeFile(job: JobRecord, signal: AbortSignal, stream: Readable | AsyncIterable<Uint8Array | string>): Promise<number> {
    let partNo = 0;
    let total = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const bytes = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await insertJobFilePart(db, { jobId: job.id, partNo, bytes });
      partNo += 1;
    };
    for await (const chunk of stream) {
      signal.throwIfAborted();
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      pending.push(bytes);
      pendingBytes += bytes.byteLength;
      total += bytes.byteLength;
      if (pendingBytes >= PART_BYTES) await flush();
    }
    await flush();
    return total;
  }

  async function execute(job: JobRecord, abort: AbortController): Promise<void> {
    const handler = handlers.get(job.kind);
    let rowsDone = job.rowsDone;
    let rowsTotalKnown = job.rowsTotal;
    let lastWrite = 0;
    let file: { name: string; type: string; bytes: number } | null = null;
    const write = async (rowsTotal?: number) => {
      lastWrite = Date.now();
      if (!(await setJobProgress(db, { id: job.id, workerId, rowsDone, rowsTotal }))) throw new JobLostError(job.id);
    };
    const context: JobContext = {
      job,
      signal: abort.signal,
      setRowsTotal: (rowsTotal) => {
        rowsTotalKnown = rowsTotal;
        return write(rowsTotal);
      },
      addRowsDone: async (count) => {
        rowsDone += count;
        const reachedTotal = rowsTotalKnown !== null && rowsDone >= rowsTotalKnown;
        // Written before the stop is honoured: work done while the instance was stopping is still recorded.
        if (reachedTotal || Date.now() - lastWrite >= settings.progressEveryMs) await write();
        abort.signal.throwIfAborted();
      },
      storeFile: async (stream, about) => {
        file = { ...about, bytes: await storeFile(job, abort.signal, stream) };
      },
    };
    const startedAt = performance.now();
    const ended = (outcome: JobOutcome) => options.onJobEnd?.(job.kind, outcome, (performance.now() - startedAt) / 1000);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      log.info({ jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job started');
      if (settings.startDelayMs > 0) await delay(settings.startDelayMs, undefined, { signal: abort.signal });
      await handler.run(context);
      await write();
      const kept = file as { name: string; type: string; bytes: number } | null;
      if (!(await finishJob(db, { id: job.id, workerId, file: kept ? { ...kept, keepMs: settings.keepFileMs } : null }))) throw new JobLostError(job.id);
      ended('done');
    } catch (error) {
      if (error instanceof JobLostError || abort.signal.aborted) {
        ended('stopped');
        log.warn({ jobId: job.id, kind: job.kind }, 'job stopped before it finished');
        return;
      }
      ended('failed');
      const failure = failureOf(error);
      if (!failure) log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
      const retryAfterMs = handler?.retryAfterMs ? handler.retryAfterMs(job.attempts) : null;
      await failJob(db, { id: job.id, workerId, errorCode: failure?.code ?? 'INTERNAL', errorParams: failure?.params ?? {}, retryAfterMs });
    }
  }

  /** Claims and starts queued jobs while a slot is free; one claim loop at a time. */
  function claim(): Promise<void> {
    if (!started || stopping) return Promise.resolve();
    if (claiming) return claiming;
    // With no free slot the loop below would end without awaiting, its `finally` clearing `claiming`
    // before the assignment, which would then keep a settled promise and stop every later claim.
    if (running.size >= settings.concurrency) return Promise.resolve();
    claiming = (async () => {
      try {
        while (!stopping && running.size < settings.concurrency) {
          const job = await claimNextJob(db, { workerId, kinds: [...handlers.keys()] });
          if (!job) break;
          const abort = new AbortController();
          const done = execute(job, abort)
            .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'job bookkeeping failed'))
            .finally(() => {
              running.delete(job.id);
              void claim();
            });
          running.set(job.id, { abort, done });
        }
      } catch (error) {
        if (!stopping) log.error({ err: error }, 'claiming jobs failed');
      } finally {
        claiming = null;
      }
    })();
    return claiming;
  }

  /** Jobs of a dead instance (silent past the lease) go back to the queue while they have attempts left, else fail; files past their time go. */
  async function sweep(): Promise<void> {
    const failed = await failAbandonedJobs(db, { errorCode: 'JOB_INTERRUPTED', silentForMs: settings.leaseMs });
    if (failed.length) log.warn({ jobs: failed }, 'jobs of a stopped instance taken back (queued again, or failed without attempts left)');
    await deleteExpiredJobFiles(db);
  }

  const every = (ms: number, work: () => Promise<void>) => {
    const timer = setInterval(() => {
      work().catch((error: unknown) => {
        if (!stopping) log.error({ err: error }, 'job upkeep failed');
      });
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  return {
    workerId,
    register(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },
    /**
     * On start, jobs left running by a process that is gone are failed: on the embedded database
     * (one process holds the data folder) every running job; on PostgreSQL those silent past the lease.
     */
    async start(): Promise<void> {
      const failed = await failAbandonedJobs(db, { errorCode: 'JOB_INTERRUPTED', silentForMs: database.kind === 'pglite' ? 0 : settings.leaseMs });
      if (failed.length) log.warn({ jobs: failed }, 'jobs interrupted by a restart marked failed');
      started = true;
      every(settings.pollEveryMs, claim);
      every(Math.max(1000, Math.floor(settings.leaseMs / 4)), async () => {
        if (running.size > 0) await touchWorkerJobs(db, workerId);
        await sweep();
      });
      void claim();
    },
    /** Queues a job and, when this instance has a free slot, starts it at once. */
    async enqueue(params: Omit<InsertJobParams, 'id'>): Promise<JobRecord> {
      const job = await insertJob(db, { id: randomUUID(), ...params });
      void claim();
      return job;
    },
    /** Queues a job unless one with the same idempotency key was ever queued (by any instance); null then. */
    async enqueueOnce(params: Omit<InsertJobParams, 'id'> & { idempotencyKey: string }): Promise<JobRecord | null> {
      const job = await insertJobOnce(db, { id: randomUUID(), ...params });
      if (job) void claim();
      return job;
    },
    /**
     * Lets running jobs finish for up to `limitMs`, then stops the rest and marks them failed
     * (JOB_INTERRUPTED). Resolves to the number of jobs that had to be stopped.
     */
    async stop(limitMs: number): Promise<number> {
      stopping = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await claiming;
      const all = () => Promise.all([...running.values()].map((entry) => entry.done));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([all(), new Promise((resolve) => (timer = setTimeout(resolve, limitMs)))]);
      clearTimeout(timer);
      const cut = running.size;
      for (const entry of running.values()) entry.abort.abort();
      await all();
      if (cut > 0) await failAbandonedJobs(db, { errorCode: 'JOB_INTERRUPTED', workerId });
      return cut;
    },
    /** Looks for queued jobs now (after a transaction that queued some commits). */
    wake(): void {
      void claim();
    },
    /** The runner's settings, for a kind's back-off. */
    settings,
    /** Jobs running in this instance now. */
    runningCount: () => running.size,
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
