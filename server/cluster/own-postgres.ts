import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../test/server-process';

const run = promisify(execFile);

/** Where Debian keeps a version's server programs (initdb and pg_ctl are not on PATH for every user). */
function serverBin(): string {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql (Debian: apt-get install postgresql)');
  return `/usr/lib/postgresql/${newest}/bin`;
}

export type OwnPostgres = {
  port: number;
  /** The `postgres` database of this server, for creating the test's own. */
  adminUrl: string;
  /** The server's log (pg_ctl -l): every statement when `settings` asked for log_statement = 'all'. */
  logFile: string;
  /** Stops the server as an operator restarting it does (fast: sessions cut, nothing lost) and starts it again. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its data folder. */
  dispose: () => Promise<void>;
};

export type OwnPostgresOptions = {
  /**
   * A primary a streaming replica can follow (startReplicaOf): WAL for a standby, senders for it and
   * for pg_basebackup, and the loopback allowed to connect for replication without a password.
   */
  replication?: boolean;
  /** More postgresql.conf lines (a replica made from this server copies them). */
  settings?: string[];
};

type Runner = (program: string, args: string[]) => Promise<unknown>;

/** A folder of the test's own in /tmp, the `postgres` user's when root, and how to run the server programs as that user. */
async function ownFolder(): Promise<{ folder: string; as: Runner }> {
  const bin = serverBin();
  const folder = mkdtempSync(path.join(tmpdir(), 'wasit-cluster-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number.parseInt(stdout, 10);
    const { stdout: gidText } = await run('id', ['-g', 'postgres']);
    chownSync(folder, uid, Number.parseInt(gidText, 10));
  }
  const as: Runner = (program, args) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]) : run(path.join(bin, program), args);
  return { folder, as };
}

/** Starts the server of a data folder on `port`, and waits until it answers. */
async function serve(folder: string, dataDir: string, port: number, as: Runner): Promise<OwnPostgres> {
  const logFile = path.join(folder, 'server.log');
  const pgCtl = (args: string[]) => as('pg_ctl', ['-D', dataDir, '-w', '-t', '60', ...args]);
  const start = async () => {
    await pgCtl(['-l', logFile, 'start']);
  };
  const stop = async () => {
    await pgCtl(['-m', 'fast', 'stop']);
  };
  await start();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const probe = new pg.Client({ connectionString: adminUrl });
  await probe.connect();
  await probe.end();
  return {
    port,
    adminUrl,
    logFile,
    start,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    dispose: async () => {
      await stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** This server's own lines of postgresql.conf: loopback only, the socket in the test's folder. */
const placeLines = (port: number, folder: string) => [`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${folder}'`];

/**
 * A PostgreSQL server of the test's own (initdb on a free port, a data folder in /tmp), so that
 * restarting it touches no other test. As root the server runs as the `postgres` user, which
 * PostgreSQL requires.
 */
export async function startOwnPostgres(options: OwnPostgresOptions = {}): Promise<OwnPostgres> {
  const port = await freePort();
  const { folder, as } = await ownFolder();
  const dataDir = path.join(folder, 'data');
  await as('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // fsync kept on: a restart must lose nothing it acknowledged.
  const replication = options.replication ? ['wal_level = replica', 'max_wal_senders = 5', 'hot_standby = on'] : [];
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    ['', ...placeLines(port, folder), 'max_connections = 200', ...replication, ...(options.settings ?? []), ''].join('\n'),
  );
  if (options.replication) appendFileSync(path.join(dataDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
  return serve(folder, dataDir, port, as);
}

/**
 * A streaming replica of `primary` (started with `replication`) on a free port of its own:
 * pg_basebackup copies the primary's data folder and settings, `-R` makes it a standby that
 * follows the primary, and hot_standby lets it answer read-only queries.
 */
export async function startReplicaOf(primary: OwnPostgres): Promise<OwnPostgres> {
  const port = await freePort();
  const { folder, as } = await ownFolder();
  const dataDir = path.join(folder, 'data');
  await as('pg_basebackup', ['-D', dataDir, '-R', '-X', 'stream', '-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres']);
  // The copied postgresql.conf names the primary's port and folder: the lines added last win.
  appendFileSync(path.join(dataDir, 'postgresql.conf'), ['', ...placeLines(port, folder), 'hot_standby = on', ''].join('\n'));
  return serve(folder, dataDir, port, as);
}
