import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDatabase } from '../features/backup/backup.service';
import { openForMaintenance, runTool } from './open-for-maintenance';

/** `npm run restore -- FILE [--force]`: loads a backup into an empty database (`--force` replaces its rows). */
runTool(async () => {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error('Usage: npm run restore -- FILE [--force]');
  if (!existsSync(file)) throw new Error(`No such file: ${path.resolve(file)}`);
  const database = await openForMaintenance({ mustExist: false });
  try {
    const restored = await restoreDatabase(database.db, { file: path.resolve(file), force: values.force });
    console.log(`Restored ${restored.rows} rows in ${restored.tables} tables from ${path.resolve(file)}`);
    return 0;
  } finally {
    await database.close();
  }
});
