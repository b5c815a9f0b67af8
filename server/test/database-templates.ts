import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../db/client';

/**
 * A new database costs most of a test file's set-up: PGlite runs initdb and PostgreSQL the
 * migrations, each time. The test run migrates one database per engine instead, and each test
 * database starts as a copy of it (docs/architecture.md §3). vitest's global set-up makes them and
 * names them to the test processes through these variables.
 */
export const PGLITE_SNAPSHOT_ENV = 'WASIT_TEST_PGLITE_SNAPSHOT';
export const POSTGRES_TEMPLATE_ENV = 'WASIT_TEST_POSTGRES_TEMPLATE';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrationsFolder = path.join(root, 'db/migrations');
const cacheFolder = path.join(root, 'node_modules/.cache/wasit-tests');

/** Changes with any migration file and with the PGlite release, whose data folder format it is. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}, dumped after a checkpoint\n`);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(migrationsFolder, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(path.join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The path of a migrated PGlite data folder, dumped as a tar file. It is kept between runs under
 * node_modules/.cache, named for the migrations it holds, so that running one test file does not
 * pay for initdb either; a changed migration makes a new one.
 */
export async function migratedPgliteSnapshot(): Promise<string> {
  const file = path.join(cacheFolder, `pglite-${migrationsFingerprint()}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    if (!database.dumpDataDir) throw new Error('PGlite database without dumpDataDir');
    // Written out to its data files first: a copy then starts without reading the migrations' log
    // back (with the smaller page cache of the tests' copies, 327 ms instead of 354 a start).
    await database.db.execute(sql`checkpoint`);
    const dump = await database.dumpDataDir();
    mkdirSync(cacheFolder, { recursive: true });
    // Written aside then renamed, so that a run started meanwhile never reads half a file.
    const partial = `${file}.${randomUUID()}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

export function readPgliteSnapshot(file: string): Blob {
  return new Blob([readFileSync(file)]);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits until no session is connected to `name`: pool.end() resolves before its connections have left. */
export async function waitForSessionsToLeave(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type PostgresTemplate = { name: string; drop: () => Promise<void> };

/**
 * A migrated PostgreSQL database for this run, which `create database … template` copies. Nobody
 * may stay connected to it: PostgreSQL refuses to copy a database in use.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<PostgresTemplate> {
  const name = `wasit_template_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    await database.close();
    await waitForSessionsToLeave(admin, name);
  } finally {
    await admin.end();
  }
  return {
    name,
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
