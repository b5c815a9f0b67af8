import { afterAll, beforeAll } from 'vitest';
import { installAuditKey } from '../../db/audit-key';
import { openDatabase, type Database } from '../../db/client';
import { TEST_AUDIT_KEY } from '../test/helper';
import { loadDemoData } from './demo-data';

/**
 * For a test file about the demo data: a fresh in-memory PGlite database holding it, opened before
 * the file's tests and closed after them. Read `db` inside a test, once it is open.
 */
export function demoDatabaseForTests(): { readonly db: Database['db'] } {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    // The demo writes audit rows, and every link of the chain is keyed (docs/architecture.md §9).
    installAuditKey(TEST_AUDIT_KEY);
    await loadDemoData(database.db, 'not-a-real-hash');
    // The demo's six months of distributions go through the service: minutes on a loaded machine.
  }, 600_000);
  afterAll(() => database.close());
  return {
    get db() {
      return database.db;
    },
  };
}
