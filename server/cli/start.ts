import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../db/client';
import { DEMO_ADMIN } from '../../db/demo/demo-data';
import { loadDemoData } from '../demo/demo-data';
import { countUsers } from '../../db/queries/users';
import { loadReferenceData } from '../../db/reference-data';
import { build } from '../app';
import { postBooksAtStart } from '../features/books/backfill-entries';
import { requireAuditKey } from '../features/audit-log/audit-key-source';
import { prepareAuditChain } from '../features/audit-log/key-audit-chain';
import { describeVerdict } from '../features/audit-log/verify-chain';
import { hashPassword, OWASP_COST, passwordCost, TEST_COST_VARIABLE } from '../auth/password-hash';
import { readConfig } from '../config';
import { keepPgliteVacuumed } from '../upkeep/pglite-vacuum';
import { buildWebIfNeeded } from './build-web';
import { stopOnSignals } from './stop-on-signals';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  const config = readConfig(process.env, root);
  // Read now, so that a wrong value stops the start; a lowered cost is said, never silent.
  const cost = passwordCost(process.env);
  if (cost.N !== OWASP_COST.N) console.warn(`Passwords are hashed at scrypt N = ${cost.N} (${TEST_COST_VARIABLE}): for tests only, never in production.`);
  if (process.env.SKIP_WEB_BUILD !== 'true') buildWebIfNeeded(root);
  const database = await openDatabase(config.database);
  const auditKey = await requireAuditKey(config.database, process.env);
  if (auditKey.created) console.log(`Audit key made: ${auditKey.origin} (mode 0600). Keep a copy apart from the backups; npm run audit:verify needs it.`);
  const keying = await prepareAuditChain(database.db, auditKey.key, auditKey);
  if (keying.kind === 'rekeyed')
    console.log(
      `Audit chain keyed: ${keying.rows} rows written before the key now carry keyed hashes (the unkeyed chain was ${describeVerdict(keying.unkeyed)}).`,
    );
  await loadReferenceData(database.db);
  // The books of what was written before them, once (docs/accounting.md §7); every later start reads one row.
  const backfill = await postBooksAtStart(database.db);
  if (backfill && backfill.entries > 0) console.log(`Books posted for the money already in the database: ${backfill.entries} journal entries.`);
  const empty = (await countUsers(database.db)) === 0;
  const wantsDemo = config.database.kind === 'pglite' || process.env.DEMO_DATA === 'true';
  if (empty && wantsDemo) await loadDemoData(database.db, await hashPassword(DEMO_ADMIN.password));

  const app = await build({ config, database });
  const stopUpkeep = keepPgliteVacuumed(database, app.log);
  app.addHook('onClose', async () => {
    await stopUpkeep();
    await database.close();
  });
  stopOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(`Wasit is serving on ${config.appUrl} (${where}).`);
  if (empty && wantsDemo) console.log(`Demo data loaded. Sign in as ${DEMO_ADMIN.email} with the password ${DEMO_ADMIN.password}`);
  if (empty && !wantsDemo) console.log('The database has no user yet: create the first administrator with npm run create-admin.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
