import path from 'node:path';
import { backupDatabase } from '../features/backup/backup.service';
import { openForMaintenance, runTool } from './open-for-maintenance';

/** `npm run backup -- FILE`: every table of the database, in one consistent snapshot, to a gzipped file. */
runTool(async () => {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) throw new Error('Usage: npm run backup -- FILE');
  const database = await openForMaintenance({ mustExist: true });
  try {
    await backupDatabase(database.db, path.resolve(file));
    console.log(`Backup written to ${path.resolve(file)}`);
    return 0;
  } finally {
    await database.close();
  }
});
