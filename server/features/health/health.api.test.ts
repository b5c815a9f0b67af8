import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/queries/raw-rows';
import type { App } from '../../app';
import { asBrowser, buildTestApp, DATABASE_KINDS } from '../../test/helper';
import { useApiSuite } from '../../test/api-suite';
import { useAppOnGoneDatabase } from '../../test/gone-database';

/** A migration no build of this code ships: as if a newer build had migrated the database. */
const FUTURE_MIGRATION_TIME = 4_102_444_800_000;

describe.each(DATABASE_KINDS)('liveness and readiness on %s (docs/running.md §1)', (kind) => {
  const suite = useApiSuite(kind, { users: { admin: ['all'] } });

  const get = (app: App, url: string) => app.inject({ method: 'GET', url });

  it('is alive and ready when the database answers and is migrated', async () => {
    const health = await get(suite.app, '/api/health');
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok', version: '1.0' }]);
    const ready = await get(suite.app, '/api/ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', version: '1.0' }]);
  });

  it('is unready while a migration of this build is missing, and ready beside a newer build that migrated (a rolling upgrade)', async () => {
    const db = suite.database.db;
    const rows = await rowsOf<{ id: number; hash: string; created_at: string }>(
      db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const last = rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const missing = await get(suite.app, '/api/ready');
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toMatchObject({ code: 'NOT_READY', params: { reason: 'migrations', missing: 1, unknown: 0 } });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`);
    }
    await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', ${FUTURE_MIGRATION_TIME})`);
    try {
      // docs/operations.md §11: a newer release's migrations only add, so this instance still serves.
      const newer = await get(suite.app, '/api/ready');
      expect([newer.statusCode, newer.json()]).toEqual([200, { status: 'ready', version: '1.0' }]);
    } finally {
      await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${FUTURE_MIGRATION_TIME}`);
    }
    expect((await get(suite.app, '/api/ready')).statusCode).toBe(200);
  });

  it('while draining: alive, unready with the reason stopping, and every other request refused', async () => {
    const stopping = await buildTestApp(suite.database);
    try {
      expect((await get(stopping, '/api/ready')).statusCode).toBe(200);
      expect(await stopping.drain(1_000)).toBe(0);
      const ready = await get(stopping, '/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: 'NOT_READY', params: { reason: 'stopping' }, requestId: expect.any(String) });
      expect((await get(stopping, '/api/health')).statusCode).toBe(200);
      const other = await stopping.inject({ method: 'GET', url: '/api/users', headers: asBrowser(suite.users.admin.cookie) });
      expect([other.statusCode, other.json().code]).toEqual([503, 'SERVER_SHUTTING_DOWN']);
    } finally {
      await stopping.close();
    }
  });
});

describe.each(DATABASE_KINDS)('probes when the database is gone, on %s', (kind) => {
  const suite = useAppOnGoneDatabase(kind);

  it('is still alive, and unready with the reason database', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await suite.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: 'NOT_READY', params: { reason: 'database' }, requestId: expect.any(String) });
  });
});
