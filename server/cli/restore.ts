import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readAuditKeyFile, writeAuditKeyFile } from '../../db/audit-key';
import type { Db } from '../../db/client';
import { readConfig } from '../config';
import { findAuditKey } from '../features/audit-log/audit-key-source';
import { verifyAuditChain } from '../features/audit-log/verify-chain';
import { BackupKeyRefused, readPassphrase } from '../features/backup/backup-crypto';
import { checkBackupKey } from '../features/backup/backup-file';
import { restoreDatabase } from '../features/backup/backup.service';
import { openForMaintenance, runTool } from './open-for-maintenance';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Puts a key the backup carried where the server reads it, never over another key. */
async function placeAuditKey(key: Buffer, backupFile: string): Promise<string> {
  const config = readConfig(process.env, root);
  if (config.auditKey)
    return config.auditKey.equals(key)
      ? 'The backup’s audit key is the configured one.'
      : 'Warning: AUDIT_KEY(_FILE) is not the backup’s audit key; the server will refuse to start on this chain until it is.';
  if (config.database.kind === 'pglite' && config.database.dataDir) {
    const existing = await readAuditKeyFile(config.database.dataDir);
    if (!existing) return `The backup’s audit key was written to ${await writeAuditKeyFile(config.database.dataDir, key)} (mode 0600).`;
    return existing.equals(key)
      ? 'The backup’s audit key is the data folder’s.'
      : `Warning: ${config.database.dataDir}/audit.key is not the backup’s audit key; replace it, or the server will refuse to start on this chain.`;
  }
  const file = `${backupFile}.audit.key`;
  await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return `The backup’s audit key was written to ${file} (mode 0600): give it to every instance as AUDIT_KEY_FILE.`;
}

/** Tells whether the restored chain can be verified with the key the server would use (docs/architecture.md §9). */
async function checkRestoredChain(db: Db): Promise<string> {
  const source = await findAuditKey(readConfig(process.env, root).database, process.env, { create: false });
  if (!source)
    return 'The audit key is not in this backup and none is configured: npm run audit:verify cannot verify the restored chain, and the server will refuse to start on it, until the key it was written with is in DATA_DIR/audit.key, AUDIT_KEY or AUDIT_KEY_FILE (or restore a backup made with --include-audit-key).';
  const verdict = await verifyAuditChain(db, { hashing: { kind: 'keyed', key: source.key } });
  return verdict.intact
    ? `The audit chain is intact with the audit key of ${source.origin}.`
    : `Warning: the audit key of ${source.origin} does not verify the restored chain (${verdict.reason} at row ${verdict.brokenAt.id}): is it the key the chain was written with?`;
}

/** A missing or wrong passphrase, or a sealed file changed: the operator's to fix, said in one line (exit 1). */
function keyRefused(error: unknown): number {
  if (!(error instanceof BackupKeyRefused)) throw error;
  console.error(error.message);
  return 1;
}

/** `npm run restore -- FILE [--force] [--key-file KEYFILE]`: loads a backup into an empty database (`--force` replaces its rows). */
runTool(async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false }, 'key-file': { type: 'string' } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error('Usage: npm run restore -- FILE [--force] [--key-file KEYFILE]');
  if (!existsSync(file)) throw new Error(`No such file: ${path.resolve(file)}`);
  const passphrase = await readPassphrase(values['key-file'], process.env);
  // Refused before the database is opened: a wrong key neither waits on a migration nor leaves a new, empty data folder behind.
  try {
    await checkBackupKey(path.resolve(file), passphrase);
  } catch (error) {
    return keyRefused(error);
  }
  const database = await openForMaintenance({ mustExist: false });
  try {
    const restored = await restoreDatabase(database.db, { file: path.resolve(file), force: values.force, passphrase });
    console.log(`Restored ${restored.rows} rows in ${restored.tables} tables from ${path.resolve(file)}`);
    console.log(restored.auditKey ? await placeAuditKey(restored.auditKey, path.resolve(file)) : await checkRestoredChain(database.db));
    return 0;
  } catch (error) {
    return keyRefused(error);
  } finally {
    await database.close();
  }
});
