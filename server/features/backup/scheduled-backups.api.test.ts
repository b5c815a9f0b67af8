import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJob } from '../../../contract/jobs';
import { rowsOf } from '../../../db/queries/raw-rows';
import type { App } from '../../app';
import type { BackupSchedule } from '../../config';
import { asBrowser, buildTestApp, createTestUser, DATABASE_KINDS, openTestDatabase, signIn, type TestDatabase } from '../../test/helper';
import { isEncryptedBackup } from './backup-crypto';
import { restoreDatabase } from './backup.service';
import { databaseFingerprint } from './fingerprint';
import { BACKUP_JOB, backupFileName } from './scheduled-backups';

const PASSPHRASE = 'a scheduled backup passphrase';

type JobRow = { status: string; attempts: number; errorCode: string | null };
const backupJobs = (database: TestDatabase) =>
  rowsOf<JobRow>(database.db, sql`select status, attempts, error_code as "errorCode" from jobs where kind = ${BACKUP_JOB} order by created_at`);

/** Waits for the scheduled backup job to leave the queue and its run (`running`). */
async function settled(database: TestDatabase): Promise<JobRow[]> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const rows = await backupJobs(database);
    if (rows.length > 0 && rows.every((row) => row.status === 'done' || (row.status !== 'running' && row.errorCode !== null))) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the backup job did not settle: ${JSON.stringify(await backupJobs(database))}`);
}

describe.each(DATABASE_KINDS)('scheduled backups on %s', (kind) => {
  let database: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), 'wasit-scheduled-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const withSchedule = async (schedule: Partial<BackupSchedule>, run: (app: App) => Promise<void>) => {
    const backups: BackupSchedule = { dir: path.join(folder, 'backups'), everyMs: 86_400_000, keep: 2, keyFile: null, passphrase: null, ...schedule };
    const app = await buildTestApp(database, { backups });
    await app.ready();
    try {
      await run(app);
    } finally {
      await app.close();
    }
  };

  it('takes one backup a period however many instances look, readable by its owner only, the old ones pruned, restored to the same fingerprint', async () => {
    const dir = path.join(folder, 'backups');
    await rm(dir, { recursive: true, force: true });
    await createTestUser(database, { permissions: ['all'], type: 'admin', email: `admin-${kind}@backup.example` });
    // Three older backups and a file of the operator's own: the older ones go, that file stays.
    await mkdir(dir, { recursive: true });
    for (const day of ['2026-01-01', '2026-01-02', '2026-01-03']) await writeFile(path.join(dir, backupFileName(new Date(`${day}T00:00:00Z`))), 'old');
    await writeFile(path.join(dir, 'notes.txt'), 'mine');

    await withSchedule({}, async () => {
      expect(await settled(database)).toEqual([{ status: 'done', attempts: 1, errorCode: null }]);
    });
    // A second instance of the same period queues nothing more.
    await withSchedule({}, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await backupJobs(database)).toHaveLength(1);
    });

    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(3);
    expect(names).toContain('notes.txt');
    expect(names).toContain(backupFileName(new Date('2026-01-03T00:00:00Z')));
    const newest = names.filter((name) => name.startsWith('wasit-')).at(-1)!;
    expect(newest > backupFileName(new Date('2026-01-03T00:00:00Z'))).toBe(true);
    expect((await stat(path.join(dir, newest))).mode & 0o777).toBe(0o600);
    expect(await isEncryptedBackup(path.join(dir, newest))).toBe(false);

    const expected = await databaseFingerprint(database.db);
    const target = await openTestDatabase(kind);
    try {
      await restoreDatabase(target.db, { file: path.join(dir, newest), force: false });
      const restored = await databaseFingerprint(target.db);
      // The backup job's own row was `running` in the snapshot it took; everything else is the same.
      expect({ ...restored, tables: { ...restored.tables, jobs: undefined } }).toEqual({ ...expected, tables: { ...expected.tables, jobs: undefined } });
    } finally {
      await target.drop();
    }
  });

  it('seals the backup when a key is set, and shows a failure to administrators, to be tried again', async () => {
    await database.db.execute(sql`delete from jobs where kind = ${BACKUP_JOB}`);
    const sealedDir = path.join(folder, 'sealed');
    await withSchedule({ dir: sealedDir, passphrase: PASSPHRASE }, async () => {
      expect(await settled(database)).toEqual([{ status: 'done', attempts: 1, errorCode: null }]);
    });
    const [sealed] = await readdir(sealedDir);
    expect(await isEncryptedBackup(path.join(sealedDir, sealed!))).toBe(true);

    await database.db.execute(sql`delete from jobs where kind = ${BACKUP_JOB}`);
    // A folder that cannot be made: a file stands where it should be.
    const blocked = path.join(folder, 'blocked');
    await writeFile(blocked, 'not a folder');
    const admin = await createTestUser(database, { permissions: ['all'], type: 'admin' });
    await withSchedule({ dir: path.join(blocked, 'backups') }, async (failing) => {
      expect(await settled(database)).toEqual([{ status: 'queued', attempts: 1, errorCode: 'BACKUP_FAILED' }]);
      expect(await failing.metrics.text()).toMatch(/^wasit_backup_failures_total 1$/m);
    });
    const app = await buildTestApp(database);
    try {
      const cookie = await signIn(app, admin.email);
      const answer = await app.inject({ method: 'GET', url: '/api/jobs?scope=all', headers: asBrowser(cookie) });
      const listed = answer.json<{ items: TJob[] }>().items.find((job) => job.kind === BACKUP_JOB);
      expect(listed).toMatchObject({ status: 'queued', errorCode: 'BACKUP_FAILED', ownerId: null, attempts: 1, maxAttempts: 3 });
      expect(String(listed?.errorParams.reason)).toMatch(/ENOTDIR|EEXIST|not a directory/i);
      expect(await app.metrics.text()).toMatch(/^wasit_backup_failures_total 0$/m);
    } finally {
      await app.close();
    }
  });
});
