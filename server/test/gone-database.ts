import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase } from '../../db/client';
import type { App } from '../app';
import { buildTestApp, createScratchPostgres, type DatabaseKind, type ScratchPostgres } from './helper';

/**
 * An app whose database is closed under it once it answered ready: what the probes and the error
 * handler do when the database is gone. On PostgreSQL the database is a scratch one of its own.
 * The returned object is empty until the file's tests run: read `app` inside hooks and tests.
 */
export function useAppOnGoneDatabase(kind: DatabaseKind): { app: App } {
  const suite = {} as { app: App };
  let scratch: ScratchPostgres | null = null;

  beforeAll(async () => {
    scratch = kind === 'postgres' ? await createScratchPostgres() : null;
    const gone = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: null });
    suite.app = await buildTestApp(gone);
    expect((await suite.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await gone.close();
  });
  afterAll(async () => {
    await suite.app.close();
    await scratch?.drop();
  });
  return suite;
}
