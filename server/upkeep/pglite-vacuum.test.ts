import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesDueForVacuum } from '../../db/queries/upkeep';
import { rowsOf } from '../../db/queries/raw-rows';
import { openTestDatabase, type TestDatabase } from '../test/helper';
import { keepPgliteVacuumed, vacuumDueTables } from './pglite-vacuum';

type TableStats = { dead: number; lastVacuum: Date | null; lastAnalyze: Date | null };

/** A backend sends its counts to the shared statistics at most once a second unless asked: asked here, so each read is current. */
const flushStats = (database: TestDatabase) => database.db.execute(sql`select pg_stat_force_next_flush()`);

const statsOf = async (database: TestDatabase, table: string): Promise<TableStats> => {
  await flushStats(database);
  const [row] = await rowsOf<TableStats>(
    database.db,
    sql`select n_dead_tup::int as dead, last_vacuum as "lastVacuum", last_analyze as "lastAnalyze" from pg_stat_user_tables where relname = ${table}`,
  );
  return row!;
};

/** 2,000 people written and 600 of them deleted: past autovacuum's thresholds for the individuals table. */
const churnIndividuals = async (database: TestDatabase, prefix: string, phoneOffset: number) => {
  await database.db.execute(sql`insert into individuals (id, name, phone, email, type, nni, nationality)
    select ${prefix} || n, 'Upkeep Person ' || n, '+235 7' || lpad((n + ${phoneOffset})::text, 7, '0'), ${prefix} || n || '@upkeep.example', 'user', ${prefix} || 'NNI' || n, 'TD'
    from generate_series(1, 2000) as n`);
  await database.db.execute(sql`delete from individuals where id like ${`${prefix}%`} and right(id, 1) in ('1', '4', '7')`);
  await flushStats(database);
};

// PGlite has no autovacuum (docs/architecture.md §6); the server does its work on the embedded database.
describe('the embedded database kept vacuumed', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('vacuums and analyzes the tables past autovacuum thresholds, and only those', async () => {
    await churnIndividuals(database, 'upkeep-a-', 0);
    expect((await statsOf(database, 'individuals')).dead).toBeGreaterThan(500);
    expect(await tablesDueForVacuum(database.db)).toContain('individuals');

    const vacuumed = await vacuumDueTables(database);
    expect(vacuumed).toContain('individuals');
    const after = await statsOf(database, 'individuals');
    expect(after.dead).toBe(0);
    expect(after.lastVacuum).not.toBeNull();
    expect(after.lastAnalyze).not.toBeNull();
    // Nothing changed since: the next pass has nothing to do.
    await flushStats(database);
    expect(await tablesDueForVacuum(database.db)).toEqual([]);
    expect(await vacuumDueTables(database)).toEqual([]);
  });

  it('runs by itself on PGlite until stopped, and never on PostgreSQL', async () => {
    await churnIndividuals(database, 'upkeep-b-', 10_000);
    const before = (await statsOf(database, 'individuals')).lastVacuum;
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry), warn: (entry: unknown) => logged.push(entry) };
    const stop = keepPgliteVacuumed(database, log as never, 50);
    await expect.poll(async () => (await statsOf(database, 'individuals')).lastVacuum, { timeout: 10_000 }).not.toEqual(before);
    await stop();
    expect(logged).toContainEqual({ tables: expect.arrayContaining(['individuals']) });
    expect((await statsOf(database, 'individuals')).dead).toBe(0);

    // Stopped: new dead rows stay until the next start.
    await database.db.execute(sql`delete from individuals where id like 'upkeep-b-%'`);
    await flushStats(database);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await statsOf(database, 'individuals')).dead).toBeGreaterThan(1000);

    // PostgreSQL has autovacuum: the server leaves it alone.
    const onPostgres = keepPgliteVacuumed({ ...database, kind: 'postgres' }, log as never, 50);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await onPostgres();
    expect((await statsOf(database, 'individuals')).dead).toBeGreaterThan(1000);
  });
});
