import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { rowsOf } from '../db/queries/raw-rows';
import { DATABASE_KINDS, openScratchTestDatabase, type ScratchTestDatabase } from './test/helper';

/**
 * Between the app and PostgreSQL, a relay that can cut a connection as a restart does: when told,
 * the next bytes a client sends are not passed on, and both sides are closed. The client learns of
 * the cut only then, as a pooled connection does when PostgreSQL went away while it sat idle.
 */
async function startRelay(to: { hostname: string; port: number }): Promise<{ port: number; cutNext: () => void; close: () => Promise<void> }> {
  let cutting = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(to.port, to.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => {
      if (!cutting) return void upstream.write(chunk);
      cutting = false;
      client.destroy();
      upstream.destroy();
    });
    upstream.pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    cutNext: () => void (cutting = true),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const takenClients = (database: Database) => database.poolFigures!().reduce((sum, pool) => sum + pool.total - pool.idle, 0);

describe.runIf(DATABASE_KINDS.includes('postgres'))('a transaction on a connection PostgreSQL cut, on PostgreSQL (docs/running.md §4)', () => {
  let scratch: ScratchTestDatabase;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let database: Database;

  beforeAll(async () => {
    scratch = await openScratchTestDatabase();
    const url = new URL(scratch.url);
    relay = await startRelay({ hostname: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${relay.port}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
  });

  afterAll(async () => {
    // Closed by the test already unless it failed before (a second close is refused, and ignored).
    await database?.close().catch(() => undefined);
    await relay?.close();
    await scratch?.drop();
  });

  it('gives its client back to the pool when the BEGIN is refused: the pool neither runs short nor keeps its close waiting', async () => {
    // A pooled connection, idle after a statement; then cut before the BEGIN of the next transaction.
    await database.db.execute(sql`select 1`);
    relay.cutNext();
    await expect(database.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(takenClients(database)).toBe(0);
    // The pool opens a new connection for the next one, which commits.
    const [row] = await database.db.transaction((tx) => rowsOf<{ answer: number }>(tx, sql`select 41 + 1 as answer`));
    expect(row?.answer).toBe(42);
    expect(takenClients(database)).toBe(0);
    // Closing waits for no client.
    await database.close();
  });
});
