import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../app-error';
import type { BackupSchedule } from '../../config';
import { exponentialBackOff, type JobHandler } from '../../jobs/job-runner';
import { readPassphrase } from './backup-crypto';
import { backupDatabase } from './backup.service';

/** docs/running.md §6: the kind of the jobs that take the scheduled backups. */
export const BACKUP_JOB = 'backup';
const BACKUP_ATTEMPTS = 3;
/** A scheduled backup's file name: its time, sortable, so that the newest is the last by name. */
const BACKUP_FILE = /^wasit-\d{8}T\d{6}Z\.backup$/;

/** `wasit-20261129T101500Z.backup`: UTC, to the second. */
export function backupFileName(at: Date): string {
  return `wasit-${at
    .toISOString()
    .replaceAll(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.backup`;
}

/** The newest `keep` scheduled backups of the folder stay, older ones go; other files are never touched. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/**
 * One scheduled backup: the whole database from one snapshot (backup.service.ts), written under a
 * temporary name and renamed when complete, so a backup in the folder is never a partial one; then
 * the old ones pruned. Sealed with BACKUP_KEY_FILE's or BACKUP_PASSPHRASE's key when set. Never the
 * audit key: a backup that leaks must not carry the key that signs the chain (docs/architecture.md §9).
 */
export function backupJob(app: FastifyInstance, schedule: BackupSchedule): JobHandler {
  return {
    retryAfterMs: exponentialBackOff(Math.min(schedule.everyMs, 60_000), schedule.everyMs),
    run: async ({ setRowsTotal, addRowsDone }) => {
      await setRowsTotal(1);
      const name = backupFileName(new Date());
      const partial = path.join(schedule.dir, `.${name}.partial`);
      try {
        const passphrase = await readPassphrase(schedule.keyFile ?? undefined, { BACKUP_PASSPHRASE: schedule.passphrase ?? undefined });
        await mkdir(schedule.dir, { recursive: true, mode: 0o700 });
        await backupDatabase(app.database.db, partial, { passphrase, auditKey: null });
        await rename(partial, path.join(schedule.dir, name));
        const pruned = await pruneBackups(schedule.dir, schedule.keep);
        app.log.info({ file: name, encrypted: passphrase !== null, pruned }, 'scheduled backup written');
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        app.metrics.backupFailed();
        app.log.error({ err: error, dir: schedule.dir }, 'scheduled backup failed');
        throw new AppError('BACKUP_FAILED', { reason: error instanceof Error ? error.message : String(error) });
      }
      await addRowsDone(1);
    },
  };
}

/**
 * Every instance looks now and then whether the current period (BACKUP_EVERY long, counted from
 * the epoch) has its backup, and queues it when not: the job's idempotency key `backup:<period>` is
 * unique in the database, so however many instances look, one job is queued a period and one
 * instance runs it (the runner's claim is a row lock). Failed, it is tried again with back-off; its
 * failure stays on the jobs screen for administrators, in the log and in the metrics.
 */
export function scheduleBackups(app: FastifyInstance, schedule: BackupSchedule): void {
  app.jobs.register(BACKUP_JOB, backupJob(app, schedule));
  const queueDue = async () => {
    const period = Math.floor(Date.now() / schedule.everyMs);
    await app.jobs.enqueueOnce({
      kind: BACKUP_JOB,
      ownerId: null,
      permission: 'all',
      params: {},
      maxAttempts: BACKUP_ATTEMPTS,
      idempotencyKey: `backup:${period}`,
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    const look = () => void queueDue().catch((error: unknown) => app.log.error({ err: error }, 'queueing the scheduled backup failed'));
    look();
    timer = setInterval(look, Math.min(schedule.everyMs, 60_000));
    timer.unref();
  });
  app.addHook('onClose', () => clearInterval(timer));
}
