import type pg from 'pg';

/**
 * The pool as drizzle should see it: a client it takes for a transaction goes back to the pool when
 * the transaction's BEGIN is refused.
 *
 * drizzle-orm 0.45 (the newest) takes a client from the pool for a transaction and sends its BEGIN
 * before the try/finally that gives the client back (drizzle-team/drizzle-orm#6241, still open).
 * PostgreSQL refuses the BEGIN when it cut the connection while the client sat idle in the pool (a
 * restart, a failover, an operator's pg_terminate_backend) and the pool handed it out before hearing
 * of it: the client then stays taken for good. Ten such cuts and the pool has none left; before that,
 * closing the pool waits for it forever, so a stop ends in exit 1 (the cluster test's rolling
 * replacement found it after the PostgreSQL restart). drizzle asks the pool for a client only for a
 * transaction (its other statements go through `pool.query`), and the first statement it sends on
 * that client is the BEGIN; when that one fails, the client is given back here, with the error, so
 * that the pool ends it instead of handing it out again. A library would do this only by patching
 * drizzle's installed files, hence these lines.
 */
export function releasingRefusedBegins(pool: pg.Pool): pg.Pool {
  const checkedOut = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    const own = client as { query: pg.PoolClient['query'] };
    const query = client.query;
    own.query = (async (...args: unknown[]) => {
      // From the second statement on, the client's own method again.
      delete (own as Partial<typeof own>).query;
      try {
        return await (query as (...inner: unknown[]) => Promise<unknown>).apply(client, args);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    }) as pg.PoolClient['query'];
    return client;
  };
  return new Proxy(pool, {
    get(target, key, receiver) {
      if (key !== 'connect') return Reflect.get(target, key, receiver) as unknown;
      // With a callback (pool.query's own checkout) the pool's connect, untouched.
      return (...args: unknown[]) => (args.length > 0 ? (target.connect as (...inner: unknown[]) => unknown).apply(receiver, args) : checkedOut());
    },
  });
}
