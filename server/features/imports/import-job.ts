import { randomUUID } from 'node:crypto';
import type { ImportKind, TImportCommitResult } from '../../../contract/imports';
import { insertRunningJob, setJobProgress, settleJob } from '../../../db/queries/jobs';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';
import { refusalOf, type RowProgress } from './row-progress';

/** The job row kind of an import's commit (contract/jobs.ts JOB_KINDS). */
export const IMPORT_COMMIT_JOB = 'import-commit';
/** How often a commit with no row reported for a while still says it is alive (under the runner's lease). */
const HEARTBEAT_MS = 10_000;

export type ImportJob = {
  /** Rows done of rows total into the job row; never awaited by the import, so its transaction does not wait. */
  progress: RowProgress;
  done: (result: TImportCommitResult) => Promise<void>;
  failed: (error: unknown) => Promise<void>;
};

/**
 * docs/import.md §6: an import's commit mirrored by a job row of its user, so that the import page
 * (and the jobs menu) left and opened again finds it running, with its rows done, then its result.
 * On PostgreSQL each write goes on another connection of the pool and is read at once by any
 * request; on the embedded database (one connection) the writes wait for the import's transaction
 * and land when it ends. Only the latest rows done are written, one write at a time.
 */
export async function startImportJob(deps: Deps, params: { kind: ImportKind; fileName: string; rowsTotal: number; context: AuditContext }): Promise<ImportJob> {
  const db = deps.database.db;
  const workerId = `request:${params.context.requestId}`;
  const asked = { kind: params.kind, fileName: params.fileName };
  const job = await insertRunningJob(db, {
    id: randomUUID(),
    kind: IMPORT_COMMIT_JOB,
    ownerId: params.context.actorId,
    permission: 'import',
    params: asked,
    workerId,
    rowsTotal: params.rowsTotal,
  });
  let latest = { rowsDone: 0, rowsTotal: params.rowsTotal };
  let waiting = false;
  let writing: Promise<void> | null = null;
  const write = () => {
    if (writing || !waiting) return;
    waiting = false;
    writing = setJobProgress(db, { id: job.id, workerId, ...latest })
      .then(
        () => undefined,
        (error: unknown) => deps.log.warn({ err: error, job: job.id }, 'import progress not written'),
      )
      .finally(() => {
        writing = null;
        write();
      });
  };
  const push = () => {
    waiting = true;
    write();
  };
  const heartbeat = setInterval(push, HEARTBEAT_MS);
  heartbeat.unref();
  const settled = async () => {
    clearInterval(heartbeat);
    waiting = false;
    while (writing) await writing;
  };
  return {
    progress: async (rowsDone, rowsTotal) => {
      latest = { rowsDone, rowsTotal };
      push();
    },
    done: async (result) => {
      await settled();
      const figures = {
        rowCount: String(result.rowCount),
        imported: String(result.imported),
        existing: String(result.existing),
        alreadyImported: String(result.alreadyImported),
      };
      await settleJob(db, { id: job.id, status: 'done', rowsDone: result.rowCount, params: { ...asked, ...figures } });
    },
    failed: async (error) => {
      await settled();
      const refusal = refusalOf(error) ?? { code: 'INTERNAL' as const, params: {} };
      await settleJob(db, { id: job.id, status: 'failed', errorCode: refusal.code, errorParams: refusal.params, params: asked });
    },
  };
}
