import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../db/client';
import { readConfig } from '../config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Opens the configured database (DATABASE_URL, else the embedded one in DATA_DIR) for a
 * command-line tool. The embedded database is one process's: while the server runs, its data
 * folder is locked, and the tool says how to proceed.
 */
export async function openForMaintenance(options: { mustExist: boolean }): Promise<Database> {
  const config = readConfig(process.env, root).database;
  if (config.kind === 'pglite' && config.dataDir && options.mustExist && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${config.dataDir}: set DATA_DIR to its folder, or DATABASE_URL for PostgreSQL.`);
  }
  try {
    return await openDatabase(config);
  } catch (error) {
    if (config.kind !== 'pglite') throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${reason}\nThe embedded database can only be opened by one process: stop the Wasit server first (Ctrl-C or SIGTERM), then run this command again. On PostgreSQL (DATABASE_URL) backups run while the server serves.`,
    );
  }
}

/** Runs a tool's main and exits with its code; an error is printed as one message, exit 2. */
export function runTool(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
