import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtNow, requiredRef, timestampTz } from './columns';
import { users } from './auth';

/** Raw bytes: PGlite answers a Uint8Array, node-postgres a Buffer; both are handed on as they are. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Work that outlives the request that asked for it (report exports today; statements by e-mail and
 * distributions later): who asked, what, how far it got, and its outcome. Any instance on the same
 * database can read a job's progress and serve its file; a queued job is claimed by exactly one
 * instance (`for update skip locked`). See docs/architecture.md, "Jobs".
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    /** What runs it: a handler registered under this name (`report-export`, …). */
    kind: text('kind').notNull(),
    /** Who asked: only they (or a holder of `all`) see the job. Null for the system's own jobs. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The permission the owner must still hold to read the job and its file (e.g. `reports`). */
    permission: text('permission'),
    params: jsonb('params').notNull(),
    status: text('status').notNull().default('queued'),
    /** Why it failed: an error code of contract/errors.ts and its parameters, shown translated. */
    errorCode: text('error_code'),
    errorParams: jsonb('error_params'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    /** Retries (statements by e-mail): a failed attempt goes back to queued until maxAttempts, not before runAfter. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(1),
    runAfter: timestampTz('run_after').notNull().defaultNow(),
    /** At most one job per key, ever (one statement mail per member and month). */
    idempotencyKey: text('idempotency_key'),
    /** The instance running it, and when it last said it was alive; a stale heartbeat means the instance died. */
    workerId: text('worker_id'),
    heartbeatAt: timestampTz('heartbeat_at'),
    createdAt: createdAtNow(),
    startedAt: timestampTz('started_at'),
    finishedAt: timestampTz('finished_at'),
    /** The file a finished job made, kept in job_file_parts until fileExpiresAt. */
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileBytes: integer('file_bytes'),
    fileExpiresAt: timestampTz('file_expires_at'),
  },
  (table) => [
    check('jobs_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_rows_check', sql`${table.rowsDone} >= 0 and (${table.rowsTotal} is null or ${table.rowsTotal} >= 0)`),
    index('jobs_owner_created_idx').on(table.ownerId, table.createdAt.desc()),
    // Every job newest first, and of one status (issue 31).
    index('jobs_created_id_idx').on(table.createdAt, table.id),
    index('jobs_status_created_idx').on(table.status, table.createdAt, table.id),
    index('jobs_queued_idx')
      .on(table.runAfter)
      .where(sql`${table.status} = 'queued'`),
    index('jobs_running_idx')
      .on(table.heartbeatAt)
      .where(sql`${table.status} = 'running'`),
    index('jobs_file_expires_idx')
      .on(table.fileExpiresAt)
      .where(sql`${table.fileExpiresAt} is not null`),
    uniqueIndex('jobs_idempotency_key_idx').on(table.idempotencyKey),
  ],
);

/**
 * A job's file in parts of about a megabyte, written as the file is made and read back in order:
 * neither side holds the whole file, and any instance can serve it.
 */
export const jobFileParts = pgTable(
  'job_file_parts',
  {
    jobId: requiredRef('job_id', () => jobs.id, { onDelete: 'cascade' }),
    partNo: integer('part_no').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.partNo] })],
);
