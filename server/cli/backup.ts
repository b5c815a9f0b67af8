import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { findAuditKey, MISSING_AUDIT_KEY } from '../features/audit-log/audit-key-source';
import { readPassphrase } from '../features/backup/backup-crypto';
import { backupDatabase } from '../features/backup/backup.service';
import { openForMaintenance, runTool } from './open-for-maintenance';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE = 'Usage: npm run backup -- FILE [--encrypt [--key-file KEYFILE]] [--include-audit-key]';

/**
 * `npm run backup -- FILE`: every table of the database, in one consistent snapshot, to a gzipped
 * file readable by its owner only; `--encrypt` seals it with a passphrase, `--include-audit-key`
 * adds the audit chain's key (docs/architecture.md §9).
 */
runTool(async () => {
  const { values, positionals } = parseArgs({
    options: { encrypt: { type: 'boolean', default: false }, 'key-file': { type: 'string' }, 'include-audit-key': { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error(USAGE);
  if (values['key-file'] && !values.encrypt) throw new Error(`--key-file goes with --encrypt.\n${USAGE}`);
  const passphrase = values.encrypt ? await readPassphrase(values['key-file'], process.env) : null;
  if (values.encrypt && passphrase === null) throw new Error(`--encrypt needs a passphrase: --key-file KEYFILE, or BACKUP_PASSPHRASE.\n${USAGE}`);
  const config = readConfig(process.env, root);
  const auditKey = values['include-audit-key'] ? await findAuditKey(config.database, process.env, { create: false }) : null;
  if (values['include-audit-key'] && !auditKey) throw new Error(`--include-audit-key: ${MISSING_AUDIT_KEY}`);
  const database = await openForMaintenance({ mustExist: true });
  try {
    await backupDatabase(database.db, path.resolve(file), { passphrase, auditKey: auditKey?.key ?? null });
    console.log(`Backup written to ${path.resolve(file)}${passphrase ? ' (encrypted)' : ''}${auditKey ? ', with the audit key' : ''}`);
    return 0;
  } finally {
    await database.close();
  }
});
