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
  /** Stops the server as an operator restarting it does (fast: sessions cut, nothing lost) and starts it again. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its data folder. */
  dispose: () => Promise<void>;
};

/**
 * A PostgreSQL server of the test's own (initdb on a free port, a data folder in /tmp), so that
 * restarting it touches no other test. As root the server runs as the `postgres` user, which
 * PostgreSQL requires.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = serverBin();
  const port = await freePort();
  const folder = mkdtempSync(path.join(tmpdir(), 'wasit-cluster-pg-'));
  const dataDir = path.join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number.parseInt(stdout, 10);
    const { stdout: gidText } = await run('id', ['-g', 'postgres']);
    chownSync(folder, uid, Number.parseInt(gidText, 10));
  }
  const as = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]) : run(path.join(bin, program), args);
  await as('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // Loopback only, the socket in the test's folder; fsync kept on: a restart must lose nothing it acknowledged.
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    ['', `port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${folder}'`, 'max_connections = 200', ''].join('\n'),
  );
  const pgCtl = (args: string[]) => as('pg_ctl', ['-D', dataDir, '-w', '-t', '60', ...args]);
  const start = async () => {
    await pgCtl(['-l', path.join(folder, 'server.log'), 'start']);
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
