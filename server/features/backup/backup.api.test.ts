import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../demo/demo-data';
import { openDatabase } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import { rowsOf } from '../../../db/queries/raw-rows';
import { individuals, subscribers } from '../../../db/schema';
import type { TMemberProfitPage } from '../../../contract/member';
import type { TPeriodList } from '../../../contract/periods';
import type { TTwoFactorEnrolment } from '../../../contract/two-factor';
import { totpCode } from '../../test/totp';
import { pngImage } from '../../test/png-image';
import {
  asBrowser,
  buildTestApp,
  createScratchPostgres,
  DATABASE_KINDS,
  openMigratedPgliteFolder,
  openTestDatabase,
  signIn,
  TEST_ORIGIN,
  testPasswordHash,
  TEST_PASSWORD,
  TEST_AUDIT_KEY,
  TEST_AUDIT_KEY_HEX,
  type DatabaseKind,
  type TestDatabase,
} from '../../test/helper';
import { runTool } from '../../test/run-tool';
import { verifyAuditChain } from '../audit-log/verify-chain';
import { BackupKeyRefused } from './backup-crypto';
import { postBooksAtStart } from '../books/backfill-entries';
import { backupDatabase, restoreDatabase } from './backup.service';
import { databaseFingerprint } from './fingerprint';
import { confirmedBody, demoCurrentMonthBody } from '../../test/distribution-requests';

/** More digits than a JavaScript number holds: a restore that went through floats would change it. */
const HUGE_AMOUNT = '987654321098765432.19';

/**
 * Demo data (every kind of business row) and, through the API, the rows people add by using it:
 * a session, a saved preference, a shared saved view, a member's profit request, a closed month, an approved adjustment, a password-reset token and its mail, a second factor,
 * the stored secret; plus a ledger amount no float can hold.
 */
async function seededDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await openTestDatabase(kind);
  await loadDemoData(database.db, await testPasswordHash());
  // As its first start does: the backfill of the books runs and records that it ran (docs/accounting.md §7).
  await postBooksAtStart(database.db);
  const app = await buildTestApp(database);
  const member = asBrowser(await signIn(app, 'member@wasit.example'));
  await app.inject({ method: 'PUT', url: '/api/preferences/operations.columns', headers: member, payload: { preference: ['amount'] } });
  const profits = (await app.inject({ method: 'GET', url: '/api/me/profits', headers: member })).json<TMemberProfitPage>();
  const requestable = profits.items.find((row) => row.requestable);
  await app.inject({ method: 'POST', url: `/api/me/profits/${requestable!.id}/request`, headers: member, payload: { note: 'backup test' } });
  // A closed month: the demo manager holds close-periods and closes the oldest distributed one.
  const manager = asBrowser(await signIn(app, 'manager@wasit.example'));
  const oldest = (await app.inject({ method: 'GET', url: '/api/periods', headers: manager })).json<TPeriodList>().items.at(-1)!;
  const closed = await app.inject({
    method: 'POST',
    url: '/api/periods/close',
    headers: manager,
    payload: { year: String(oldest.year), month: String(oldest.month), currency: oldest.currency },
  });
  if (closed.statusCode !== 200) throw new Error(`closing ${oldest.period} failed: ${closed.body}`);
  await app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { origin: TEST_ORIGIN }, payload: { email: 'manager@wasit.example' } });
  // An approved adjustment of a posted profit row (docs/distribution.md §18): its row and its entry, in the current month.
  const admin = asBrowser(await signIn(app, 'admin@wasit.example'));
  // A saved view of a list, shared with everyone (its preset kept by name).
  const view = { list: 'operations', name: 'Backup test', shared: true, view: { filters: { status: 'pending' }, period: 'thisMonth' } };
  const savedView = await app.inject({ method: 'POST', url: '/api/saved-views', headers: admin, payload: view });
  if (savedView.statusCode !== 200) throw new Error(`saving a view failed: ${savedView.body}`);
  const month = demoCurrentMonthBody();
  const [adjusted] = await rowsOf<{ id: string; corrected: string }>(
    database.db,
    sql`select id::text, trunc(share + 1)::text as corrected from monthly_profits where distribution_type = 'profit' order by id desc limit 1`,
  );
  const adjustment = await app.inject({
    method: 'POST',
    url: '/api/adjustments',
    headers: admin,
    payload: { rowId: adjusted!.id, correctedAmount: adjusted!.corrected, reason: 'backup test', year: month.year, month: month.month },
  });
  if (adjustment.statusCode !== 200) throw new Error(`proposing an adjustment failed: ${adjustment.body}`);
  const adjustmentApproved = await app.inject({
    method: 'POST',
    url: `/api/distribution-runs/${adjustment.json().proposal.id}/approve`,
    // With its key, kept with its answer (docs/operations.md §10): the backup carries the keys too.
    headers: { ...manager, 'idempotency-key': 'backup-test-approval' },
    payload: {},
  });
  if (adjustmentApproved.statusCode !== 200) throw new Error(`approving an adjustment failed: ${adjustmentApproved.body}`);
  // A proposed distribution (the demo needs a second approver) and a finished export job with its file.
  const preview = (await app.inject({ method: 'POST', url: '/api/profit-distribution/preview', headers: admin, payload: month })).json();
  const proposed = await app.inject({
    method: 'POST',
    url: '/api/profit-distribution/distribute',
    headers: admin,
    payload: confirmedBody(month, preview),
  });
  if (!proposed.json().proposal) throw new Error(`proposing the current month failed: ${proposed.body}`);
  const job = await app.inject({
    method: 'POST',
    url: '/api/reports/balances/exports',
    headers: admin,
    payload: { format: 'csv', date: oldest.period + '-28' },
  });
  if (job.statusCode !== 202) throw new Error(`starting an export failed: ${job.body}`);
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const status = (await app.inject({ method: 'GET', url: `/api/jobs/${job.json().id}`, headers: admin })).json().status;
    if (status === 'done') break;
    if (status === 'failed') throw new Error('the export job failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // An imported file: its record (kind, SHA-256, rows) travels with the backup.
  const imported = await app.inject({
    method: 'POST',
    url: '/api/imports/commit?kind=individuals&fileName=backup.csv',
    headers: { ...admin, 'content-type': 'application/octet-stream' },
    payload: Buffer.from(
      'Name,Phone,Email,Type,NNI,Nationality\nImported Person,+235 66 00 11 22,imported.person@people.example,user,TD-BACKUP-1,Chad\n',
      'utf8',
    ),
  });
  if (imported.statusCode !== 200) throw new Error(`importing a file failed: ${imported.body}`);
  // An identity card kept with an individual: its row and its bytes in parts (docs/documents.md §1).
  const [person] = await database.db.select({ id: individuals.id }).from(individuals).limit(1);
  const kept = await app.inject({
    method: 'POST',
    url: `/api/documents?ownerKind=individual&ownerId=${person!.id}&docType=identity-card&fileName=card.png&expiresOn=2030-01-01`,
    headers: { ...admin, 'content-type': 'application/octet-stream' },
    payload: pngImage(),
  });
  if (kept.statusCode !== 200) throw new Error(`keeping a document failed: ${kept.body}`);
  // A capital credit through the app, which posts its journal entry (docs/accounting.md §3).
  const [investor] = await database.db.select({ id: subscribers.id, currency: subscribers.currency }).from(subscribers).limit(1);
  const credited = await app.inject({
    method: 'POST',
    url: '/api/update-balance',
    headers: admin,
    payload: { subscriberId: investor!.id, type: 'credit', creditType: 'new-amount', amount: '1' },
  });
  if (credited.statusCode !== 200) throw new Error(`crediting a capital failed: ${credited.body}`);
  // An approval limit, and a credit above it held for a second approver (docs/operations.md §23).
  const limits = { limits: [{ action: 'update-balance', currency: investor!.currency, amount: '1' }] };
  const limited = await app.inject({ method: 'PUT', url: '/api/approval-limits', headers: admin, payload: limits });
  if (limited.statusCode !== 200) throw new Error(`setting a limit failed: ${limited.body}`);
  const held = await app.inject({
    method: 'POST',
    url: '/api/update-balance',
    headers: admin,
    payload: { subscriberId: investor!.id, type: 'credit', creditType: 'new-amount', amount: '2' },
  });
  if (held.statusCode !== 202) throw new Error(`holding a credit above its limit failed: ${held.body}`);
  // A member's withdrawal request (docs/operations.md §13), waiting for its approver.
  const [owned] = await rowsOf<{ currency: string }>(
    database.db,
    sql`select s.currency from subscribers s join users u on u.individual_id = s.individual_id where u.email = 'member@wasit.example' and s.status = 'active' order by s.id limit 1`,
  );
  const withdrawal = await app.inject({
    method: 'POST',
    url: '/api/withdrawals',
    headers: member,
    payload: { currency: owned!.currency, amount: '1', reason: 'backup test' },
  });
  if (withdrawal.statusCode !== 200) throw new Error(`asking for a withdrawal failed: ${withdrawal.body}`);
  // A scheduled report and the alerts' settings (docs/mail.md §4, §5).
  const [reader] = await rowsOf<{ id: string }>(database.db, sql`select id from users where email = 'manager@wasit.example'`);
  const schedule = await app.inject({
    method: 'POST',
    url: '/api/scheduled-reports',
    headers: admin,
    payload: {
      report: 'operations',
      filters: { range: 'previous-month' },
      format: 'csv',
      language: 'en',
      recipientIds: [reader!.id],
      rhythm: { frequency: 'weekly', weekday: 1, hour: 7 },
    },
  });
  if (schedule.statusCode !== 201) throw new Error(`scheduling a report failed: ${schedule.body}`);
  const alerts = await app.inject({
    method: 'PUT',
    url: '/api/alerts',
    headers: admin,
    payload: { timeZone: 'Africa/Ndjamena', pendingApprovals: true, failedJobs: true, auditChain: true, waitingHours: 24, recipientIds: [reader!.id] },
  });
  if (alerts.statusCode !== 200) throw new Error(`setting the alerts failed: ${alerts.body}`);
  // Last with this session: confirming the second factor replaces it.
  const enrolment = (
    await app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: member, payload: { password: TEST_PASSWORD } })
  ).json<TTwoFactorEnrolment>();
  await app.inject({ method: 'POST', url: '/api/auth/two-factor/confirm', headers: member, payload: { code: totpCode(enrolment.manualKey) } });
  await app.close();
  await database.db.execute(sql`insert into app_secrets (name, secret) values ('backup-test', 'kept as it is')`);
  await database.db.execute(sql`update balance_transactions set amount = ${HUGE_AMOUNT}::numeric where id = (select min(id) from balance_transactions)`);
  return database;
}

const PASSPHRASE = 'a passphrase kept apart from the backups';

const countAuditRows = async (database: TestDatabase) =>
  (await rowsOf<{ count: number }>(database.db, sql`select count(*)::int as count from audit_log`))[0]!.count;

describe.each(DATABASE_KINDS)('backup and restore on %s', (kind) => {
  let source: TestDatabase;
  let folder: string;
  let file: string;

  beforeAll(async () => {
    source = await seededDatabase(kind);
    folder = await mkdtemp(path.join(tmpdir(), 'wasit-backup-'));
    file = path.join(folder, 'wasit.backup.gz');
    await backupDatabase(source.db, file);
  }, 120_000);
  afterAll(async () => {
    await source.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('restores into an empty database with the same row counts, money sums and an intact audit chain', async () => {
    const expected = await databaseFingerprint(source.db);
    const empty = Object.entries(expected.tables)
      .filter(([, table]) => table.rows === 0)
      .map(([name]) => name);
    // The test is only worth something if the backup carries rows of every table.
    expect(empty).toEqual([]);
    expect(expected.auditChain).toMatchObject({ intact: true });
    const target = await openTestDatabase(kind);
    try {
      expect(await restoreDatabase(target.db, { file, force: false })).toMatchObject({ tables: Object.keys(expected.tables).length });
      expect(await databaseFingerprint(target.db)).toEqual(expected);
      // A document's bytes come back as they were, not only its row count.
      const documentBytes = (database: TestDatabase) =>
        rowsOf<{ id: string; digest: string }>(
          database.db,
          sql`select document_id || '/' || part_no as id, md5(bytes) as digest from document_parts order by 1`,
        );
      expect(await documentBytes(target)).toEqual(await documentBytes(source));
      const [amount] = await rowsOf<{ amount: string }>(target.db, sql`select amount::text as amount from balance_transactions order by id limit 1`);
      expect(amount!.amount).toBe(HUGE_AMOUNT);
      // Sequences moved past the restored ids: a new audit row takes a fresh id and extends the chain.
      await insertAudit(target.db, { actorId: null, action: 'test.after-restore', entity: 'database', entityId: null, clientAddress: null, requestId: null });
      expect(await verifyAuditChain(target.db)).toMatchObject({ intact: true, rows: (expected.auditChain as { rows: number }).rows + 1 });
    } finally {
      await target.drop();
    }
  });

  it('writes the file for its owner only (0600)', async () => {
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it(
    'seals a backup with a passphrase: the same fingerprint back with it, refused cleanly without it, with another, or changed',
    { timeout: 240_000 },
    async () => {
      const sealed = path.join(folder, 'wasit.backup.enc');
      await backupDatabase(source.db, sealed, { passphrase: PASSPHRASE, auditKey: TEST_AUDIT_KEY });
      expect((await stat(sealed)).mode & 0o777).toBe(0o600);
      const bytes = await readFile(sealed);
      expect(bytes.subarray(0, 8).toString('ascii')).toBe('WASITENC');
      const expected = await databaseFingerprint(source.db);
      const target = await openTestDatabase(kind);
      try {
        await expect(restoreDatabase(target.db, { file: sealed, force: false, passphrase: null })).rejects.toThrow(/This backup is encrypted/);
        const wrong = restoreDatabase(target.db, { file: sealed, force: false, passphrase: 'not the passphrase at all' });
        await expect(wrong).rejects.toBeInstanceOf(BackupKeyRefused);
        await expect(wrong).rejects.toThrow(/^Wrong key/);
        const changed = path.join(folder, 'changed.backup.enc');
        const flipped = Buffer.from(bytes);
        flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
        await writeFile(changed, flipped);
        await expect(restoreDatabase(target.db, { file: changed, force: false, passphrase: PASSPHRASE })).rejects.toThrow(/changed after it was written/);
        expect(await countAuditRows(target)).toBe(0);

        const restored = await restoreDatabase(target.db, { file: sealed, force: false, passphrase: PASSPHRASE });
        expect(restored.auditKey?.equals(TEST_AUDIT_KEY)).toBe(true);
        expect(await databaseFingerprint(target.db)).toEqual(expected);
      } finally {
        await target.drop();
      }
    },
  );

  it('refuses a database that holds rows, and replaces them with --force', async () => {
    const target = await openTestDatabase(kind);
    try {
      await insertAudit(target.db, { actorId: null, action: 'test.occupied', entity: 'database', entityId: null, clientAddress: null, requestId: null });
      await expect(restoreDatabase(target.db, { file, force: false })).rejects.toThrow(/not empty \(rows in audit_log\).*--force/);
      expect(await verifyAuditChain(target.db)).toMatchObject({ intact: true, rows: 1 });
      await restoreDatabase(target.db, { file, force: true });
      expect(await databaseFingerprint(target.db)).toEqual(await databaseFingerprint(source.db));
    } finally {
      await target.drop();
    }
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('a backup of the embedded database restored on PostgreSQL', () => {
  it('gives the same fingerprint, through npm run backup and npm run restore', { timeout: 240_000 }, async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'wasit-backup-'));
    const dataDir = path.join(folder, 'data');
    const file = path.join(folder, 'embedded.backup.gz');
    const scratch = await createScratchPostgres();
    try {
      const embedded = await openMigratedPgliteFolder(dataDir);
      await loadDemoData(embedded.db, await testPasswordHash());
      const expected = await databaseFingerprint(embedded.db);
      // While a process holds the embedded database, the tool says to stop it first.
      const locked = await runTool('server/cli/backup.ts', [file], { DATA_DIR: dataDir });
      expect(locked.code).toBe(2);
      expect(locked.output).toContain('stop the Wasit server first');
      await embedded.close();

      const backup = await runTool('server/cli/backup.ts', [file], { DATA_DIR: dataDir });
      expect(backup.output).toContain('Backup written to');
      expect(backup.code).toBe(0);
      const restore = await runTool('server/cli/restore.ts', [file], { DATABASE_URL: scratch.url });
      expect(restore.output).toMatch(/Restored \d+ rows in \d+ tables/);
      expect(restore.code).toBe(0);
      const again = await runTool('server/cli/restore.ts', [file], { DATABASE_URL: scratch.url });
      expect(again.output).toContain('The database is not empty');
      expect(again.code).toBe(2);

      const restored = await openDatabase({ kind: 'postgres', url: scratch.url });
      try {
        expect(await databaseFingerprint(restored.db)).toEqual(expected);
      } finally {
        await restored.close();
      }
    } finally {
      await scratch.drop();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('npm run backup --encrypt and npm run restore with its key', () => {
  it('restores with the key file, refuses a wrong key with exit 1 and one line, and places the audit key only when asked', { timeout: 600_000 }, async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'wasit-backup-'));
    const dataDir = path.join(folder, 'data');
    const keyFile = path.join(folder, 'backup.key');
    const wrongKeyFile = path.join(folder, 'wrong.key');
    await writeFile(keyFile, `${PASSPHRASE}\n`, { mode: 0o600 });
    await writeFile(wrongKeyFile, 'another passphrase, not this one\n', { mode: 0o600 });
    try {
      const embedded = await openMigratedPgliteFolder(dataDir);
      await insertAudit(embedded.db, { actorId: null, action: 'test.backup', entity: 'database', entityId: null, clientAddress: null, requestId: null });
      const expected = await databaseFingerprint(embedded.db);
      await embedded.close();
      const sealed = path.join(folder, 'sealed.backup');
      const withKey = path.join(folder, 'with-key.backup');
      const source = { DATA_DIR: dataDir, AUDIT_KEY: TEST_AUDIT_KEY_HEX };
      const backup = await runTool('server/cli/backup.ts', [sealed, '--encrypt', '--key-file', keyFile], source);
      expect(backup.output).toContain('(encrypted)');
      expect(backup.code).toBe(0);
      expect((await stat(sealed)).mode & 0o777).toBe(0o600);
      const backupWithKey = await runTool('server/cli/backup.ts', [withKey, '--encrypt', '--include-audit-key'], { ...source, BACKUP_PASSPHRASE: PASSPHRASE });
      expect(backupWithKey.output).toContain('with the audit key');

      const wrong = await runTool('server/cli/restore.ts', [sealed, '--key-file', wrongKeyFile], { DATA_DIR: path.join(folder, 'wrong') });
      expect(wrong.output.trim()).toBe('Wrong key: this passphrase does not open the encrypted backup.');
      expect(wrong.code).toBe(1);
      const keyless = await runTool('server/cli/restore.ts', [sealed], { DATA_DIR: path.join(folder, 'keyless') });
      expect(keyless.output).toContain('This backup is encrypted');
      expect(keyless.code).toBe(1);
      // Refused before the database is opened: no new, empty data folder is left behind.
      expect(existsSync(path.join(folder, 'wrong'))).toBe(false);
      expect(existsSync(path.join(folder, 'keyless'))).toBe(false);

      // Without the audit key in the backup, a new data folder has none: the operator is told.
      const restored = await runTool('server/cli/restore.ts', [sealed, '--key-file', keyFile], { DATA_DIR: path.join(folder, 'restored') });
      expect(restored.output).toMatch(/Restored \d+ rows/);
      expect(restored.output).toContain('The audit key is not in this backup and none is configured');
      expect(restored.code).toBe(0);
      const check = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'restored') });
      try {
        expect(await databaseFingerprint(check.db)).toEqual(expected);
      } finally {
        await check.close();
      }
      // With it, the key lands in the new data folder (0600) and audit:verify finds the chain intact.
      const placed = await runTool('server/cli/restore.ts', [withKey], { DATA_DIR: path.join(folder, 'placed'), BACKUP_PASSPHRASE: PASSPHRASE });
      expect(placed.output).toContain('audit key was written to');
      expect((await stat(path.join(folder, 'placed', 'audit.key'))).mode & 0o777).toBe(0o600);
      const verified = await runTool('server/cli/audit-verify.ts', [], { DATA_DIR: path.join(folder, 'placed') });
      expect(verified.output).toMatch(/^intact: 1 audit rows/m);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
