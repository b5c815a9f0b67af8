import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { releasingRefusedBegins } from './refused-begin';
import { withTransactionStarts } from './transaction-start';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a query function runs on: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type DatabaseConfig =
  /**
   * `snapshot`: a data folder dumped by PGlite's dumpDataDir to start from (tests: a migrated one,
   * made once). `sharedBuffers`: PostgreSQL's page cache, when not its default of 128 MB.
   */
  { kind: 'pglite'; dataDir: string | null; snapshot?: Blob; sharedBuffers?: `${number}MB` } | { kind: 'postgres'; url: string };

export type Database = {
  db: Db;
  kind: DatabaseConfig['kind'];
  close: () => Promise<void>;
  /**
   * The embedded database only: calls `onNotice` for each notification on `channel`, before the
   * statement that committed it answers (PGlite is this process's one connection). Resolves to
   * the call that stops listening.
   */
  listen?: (channel: string, onNotice: () => void) => Promise<() => Promise<void>>;
  /** The embedded database only: its data folder as a tar file, which `snapshot` opens again. */
  dumpDataDir?: () => Promise<Blob>;
  /** How its connections are used now, one entry per pool (the metrics, docs/running.md §2). */
  poolFigures: () => PoolFigures[];
};

/**
 * A pool's connections now: `total` open, `idle` among them, `waiting` statements queued for one.
 * PGlite is one connection: `waiting` counts the statements queued behind the running one.
 */
export type PoolFigures = { pool: string; total: number; idle: number; waiting: number };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises migrations of several instances starting at once against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 4_242_001;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PGlite is a single connection: a second process on the same folder would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'wasit.lock');
  if (existsSync(lockPath)) {
    const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && processAlive(holder)) {
      throw new Error(`The data folder ${dataDir} is in use by process ${holder}. Stop it first, or use DATABASE_URL for several instances.`);
    }
    rmSync(lockPath, { force: true });
  }
  const fd = openSync(lockPath, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(lockPath, { force: true });
}

/**
 * PGlite runs each statement synchronously on this thread, so statements started back to back
 * keep the thread from reading the sockets of waiting requests. Statements (and transactions)
 * start one at a time, in arrival order, each on a later turn of the event loop than the end of
 * the previous one: between two of them, finished requests answer and arrived ones are read.
 * (PGlite queues them anyway; a statement inside a transaction goes through the transaction.)
 */
function oneStatementPerTurn(client: PGlite): { client: PGlite; figures: () => { queued: number; running: boolean } } {
  let previous: Promise<unknown> = Promise.resolve();
  let queued = 0;
  let running = false;
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    queued += 1;
    const started = previous
      .then(() => setImmediatePromise())
      .then(() => {
        queued -= 1;
        running = true;
        return run();
      })
      .finally(() => {
        running = false;
      });
    previous = started.catch(() => undefined);
    return started;
  };
  const proxy = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (key !== 'query' && key !== 'transaction') return value.bind(target);
      return (...args: unknown[]) => inTurn(() => (value as (...parameters: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
  return { client: proxy, figures: () => ({ queued, running }) };
}

/** PostgreSQL's type id of bytea. */
const BYTEA_OID = 17;

/**
 * Stored files (export results, documents) cross to and from PGlite as bytea text, `\x` and two hex
 * digits a byte. PGlite's own parser reads each byte with a substring and a parseInt, and its
 * serializer writes each through an array of strings: in fifteen API test files, 5 of their 40
 * seconds of CPU (the documents' tests took 10.8 s, now 4.9). Node's hex codec does the same in
 * native code, and gives a Buffer as node-postgres does on PostgreSQL.
 */
const PGLITE_BYTEA = {
  parsers: { [BYTEA_OID]: (text: string) => Buffer.from(text.slice(2), 'hex') },
  serializers: {
    [BYTEA_OID]: (bytes: unknown) => {
      if (!(bytes instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
    },
  },
};

async function openPglite({ dataDir, snapshot, sharedBuffers }: Extract<DatabaseConfig, { kind: 'pglite' }>): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  const startParams = sharedBuffers ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] : undefined;
  const client = new PGlite({ dataDir: dataDir ?? undefined, loadDataDir: snapshot, extensions: { pg_trgm }, startParams, ...PGLITE_BYTEA });
  const inTurns = oneStatementPerTurn(client);
  const db = withTransactionStarts(drizzlePglite(inTurns.client, { schema }) as unknown as Db);
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    listen: (channel, onNotice) => client.listen(channel, onNotice),
    dumpDataDir: () => client.dumpDataDir('none'),
    poolFigures: () => {
      const { queued, running } = inTurns.figures();
      return [{ pool: 'pglite', total: 1, idle: running ? 0 : 1, waiting: queued }];
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * The handle that runs a database's named statements (planned-once.ts): on PostgreSQL a pool of
 * its own whose connections keep one generic plan per statement; elsewhere the handle itself.
 */
const namedStatementHandles = new WeakMap<Tx, Db>();

export function namedStatementHandle(db: Tx): Tx {
  return namedStatementHandles.get(db) ?? db;
}

/**
 * The two pools of a PostgreSQL database and its handle: `extra.options` are server settings every
 * connection of both pools starts with (a replica's `default_transaction_read_only`), and
 * `extra.applicationName` the name its sessions show in pg_stat_activity.
 */
function postgresPools(url: string, extra: { options?: string; applicationName?: string } = {}) {
  // A named statement (planned-once.ts) keeps one generic plan for its connection. PostgreSQL would
  // otherwise plan it again for each call's values, and the planning costs a list page more than its
  // execution. `plan_cache_mode` applies to every statement sent with parameters, unnamed ones too
  // (a generic plan of a search cannot know that its pattern is rare and walks the whole order
  // index: 420 ms instead of 5 at 100,000 individuals, issue 31), so the named statements run on a
  // pool of their own with that setting, and every other statement on a pool planned for its
  // values. A generic plan takes a `limit` parameter for a tenth of the table, and planned a page of
  // 100,000 operations in parallel: workers started for every page of 26 rows (42 ms instead of
  // 5), so the named statements' connections plan no parallel scan. Any `options` of the operator's
  // DATABASE_URL are kept, the settings added after them (node-postgres would let the URL's own
  // `options` replace the one given beside it).
  const connection = new URL(url);
  const ownOptions = [connection.searchParams.get('options'), extra.options].filter(Boolean).join(' ');
  connection.searchParams.delete('options');
  const connectionString = connection.toString();
  const named = extra.applicationName ? { application_name: extra.applicationName } : {};
  const pool = new pg.Pool({ connectionString, max: 10, ...named, ...(ownOptions ? { options: ownOptions } : {}) });
  const genericOptions = [ownOptions, '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0'].filter(Boolean).join(' ');
  const namedPool = new pg.Pool({ connectionString, max: 10, ...named, options: genericOptions });
  // A connection the server closes (PostgreSQL restarted, a failover, an operator's
  // pg_terminate_backend) is an 'error' event: of the pool while the connection is idle in it, of
  // the connection itself while a transaction holds it between two queries. Unheard, either would
  // end the process. The pool drops a broken connection and opens a new one when next asked; a
  // query running on it, or the transaction's next one, fails on its own and its request answers
  // an error the client may retry (docs/running.md §4).
  for (const each of [pool, namedPool]) {
    each.on('error', () => undefined);
    each.on('connect', (connection) => connection.on('error', () => undefined));
  }
  const db = withTransactionStarts(drizzlePg(releasingRefusedBegins(pool), { schema }) as unknown as Db);
  namedStatementHandles.set(db, drizzlePg(releasingRefusedBegins(namedPool), { schema }) as unknown as Db);
  const figuresOf = (name: string, of: pg.Pool): PoolFigures => ({ pool: name, total: of.totalCount, idle: of.idleCount, waiting: of.waitingCount });
  return {
    pool,
    db,
    poolFigures: () => [figuresOf('main', pool), figuresOf('named', namedPool)],
    close: async () => void (await Promise.all([pool.end(), namedPool.end()])),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { pool, db, poolFigures, close } = postgresPools(url);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return { db, kind: 'postgres', poolFigures, close };
}

/** What the replica's sessions call themselves (`application_name`): an operator sees them apart in pg_stat_activity. */
export const REPORTS_APPLICATION_NAME = 'wasit-reports';

/**
 * A streaming replica of the primary for the reports (docs/running.md §7): the same two pools,
 * every transaction read-only, and no migration, which a replica could not run: it follows the
 * primary's schema, which the primary's own opening brings up to date. A replica the app cannot
 * reach stops the start, as the primary does.
 */
export async function openReadReplica(url: string): Promise<Database> {
  const { pool, db, poolFigures, close } = postgresPools(url, { options: '-c default_transaction_read_only=on', applicationName: REPORTS_APPLICATION_NAME });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: 'postgres', poolFigures, close };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config);
}
