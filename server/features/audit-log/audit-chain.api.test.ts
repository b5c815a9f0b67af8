import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Tx } from '../../../db/client';
import { insertAudit, type AuditEntry } from '../../../db/queries/audit';
import { rowsOf } from '../../../db/queries/raw-rows';
import { createScratchPostgres, DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/helper';
import { runTool } from '../../test/run-tool';
import { ROOT } from '../../test/server-process';
import { verifyAuditChain } from './verify-chain';

const entry = (index: number): AuditEntry => ({
  actorId: `actor-${index % 3}`,
  action: 'operation.update',
  entity: 'operation',
  entityId: `op-${index}`,
  before: { amount: '100.00', note: 'before', nested: { b: 1, a: [1, 'x'] } },
  after: { amount: `${index}.50`, note: 'after «عربي»', nested: { a: [1, 'x'], b: 2 } },
  clientAddress: '127.0.0.1',
  requestId: `req-${index}`,
});

const ids = async (database: TestDatabase) =>
  (await rowsOf<{ id: string }>(database.db, sql`select id::text as id from audit_log order by audit_log.id`)).map((row) => row.id);

describe.each(DATABASE_KINDS)('audit chain on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    for (let index = 0; index < 6; index += 1) await insertAudit(database.db, entry(index));
    // One inside a transaction that also changes something, as services do.
    await database.db.transaction((tx) => insertAudit(tx, entry(6)));
    // A rolled-back transaction leaves a gap in the ids, which is no break.
    await database.db
      .transaction(async (tx) => {
        await insertAudit(tx, entry(7));
        tx.rollback();
      })
      .catch(() => undefined);
    await insertAudit(database.db, entry(8));
  });
  afterAll(() => database.drop());

  it('links every row to the one before it, and the verifier finds the chain intact', async () => {
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: true, rows: 8 });
    const rows = await rowsOf<{ prev: string | null; hash: string }>(database.db, sql`select prev_hash as prev, hash from audit_log order by id`);
    expect(rows[0]!.prev).toBeNull();
    rows.slice(1).forEach((row, index) => expect(row.prev).toBe(rows[index]!.hash));
  });

  it('names a row whose content was changed in the database, and why', async () => {
    const [, , third] = await ids(database);
    await database.db.execute(sql`update audit_log set after = jsonb_set(after, '{amount}', '"999.50"') where id = ${third}::bigint`);
    const verdict = await verifyAuditChain(database.db);
    expect(verdict).toMatchObject({ intact: false, reason: 'hash-mismatch', brokenAt: { id: third }, rows: 2 });
    await database.db.execute(sql`update audit_log set after = jsonb_set(after, '{amount}', '"2.50"') where id = ${third}::bigint`);
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: true });
  });

  it('names the row after a deleted one as following a missing row', async () => {
    const [, second, third] = await ids(database);
    await database.db.execute(sql`delete from audit_log where id = ${second}::bigint`);
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: false, reason: 'missing-row', brokenAt: { id: third } });
  });
});

describe('npm run audit:verify', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wasit-audit-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('prints "intact" on the embedded database, then names a row changed by hand and exits 1', { timeout: 120_000 }, async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    for (let index = 0; index < 4; index += 1) await insertAudit(database.db, entry(index));
    await database.close();
    const intact = await runTool('server/cli/audit-verify.ts', [], { DATA_DIR: dataDir });
    expect(intact.output).toMatch(/^intact: 4 audit rows, head hash [0-9a-f]{64}$/m);
    expect(intact.code).toBe(0);

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const [row] = await rowsOf<{ id: string; at: string }>(
      reopened.db,
      sql`select id::text as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from audit_log order by audit_log.id offset 1 limit 1`,
    );
    await reopened.db.execute(sql`update audit_log set actor_id = 'someone-else' where id = ${row!.id}::bigint`);
    await reopened.close();
    const broken = await runTool('server/cli/audit-verify.ts', [], { DATA_DIR: dataDir });
    expect(broken.output).toContain(`broken at audit row ${row!.id} (${row!.at}): hash-mismatch`);
    expect(broken.code).toBe(1);
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('audit chain under concurrency on PostgreSQL', () => {
  it('stays one unbroken chain when two app instances write at once', { timeout: 120_000 }, async () => {
    const scratch = await createScratchPostgres();
    const first = await openDatabase({ kind: 'postgres', url: scratch.url });
    const second = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      const writers = Array.from({ length: 40 }, (_, index) =>
        (index % 2 === 0 ? first : second).db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(${(index % 5) / 1000})`);
          await insertAudit(tx, entry(index));
        }),
      );
      await Promise.all(writers);
      expect(await verifyAuditChain(first.db)).toMatchObject({ intact: true, rows: 40 });

      const cli = await runTool('server/cli/audit-verify.ts', [], { DATABASE_URL: scratch.url });
      expect(cli.output).toMatch(/^intact: 40 audit rows/m);
      expect(cli.code).toBe(0);
      await first.db.execute(sql`delete from audit_log where id = (select min(id) + 5 from audit_log)`);
      const broken = await runTool('server/cli/audit-verify.ts', [], { DATABASE_URL: scratch.url });
      expect(broken.output).toMatch(/broken at audit row \d+ \(.+\): missing-row/);
      expect(broken.code).toBe(1);
    } finally {
      await first.close();
      await second.close();
      await scratch.drop();
    }
  });
});

describe('the migration that starts the chain', () => {
  it('chains the rows written before it, in id order, so the verifier checks them too', { timeout: 120_000 }, async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'wasit-migrations-'));
    const source = path.join(ROOT, 'db/migrations');
    try {
      // The migrations as they stood before the chain: every one up to the chain's, excluded.
      const journal = JSON.parse(await readFile(path.join(source, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
      const chainAt = journal.entries.findIndex((migration) => migration.tag.endsWith('_audit_chain'));
      await cp(source, folder, { recursive: true });
      await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, chainAt) }));
      const client = new PGlite({ extensions: { pg_trgm } });
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folder });
      for (let index = 0; index < 5; index += 1) {
        await db.execute(
          sql`insert into audit_log (actor_id, action, entity, entity_id, before, after) values (${`a${index}`}, 'user.type', 'user', ${`u${index}`}, '{"type":"user"}', ${JSON.stringify({ type: 'manager', n: index })}::jsonb)`,
        );
      }
      await migrate(db, { migrationsFolder: source });
      const verdict = await verifyAuditChain(db as unknown as Tx);
      expect(verdict).toMatchObject({ intact: true, rows: 5 });
      await db.execute(sql`update audit_log set entity_id = 'forged' where entity_id = 'u3'`);
      expect(await verifyAuditChain(db as unknown as Tx)).toMatchObject({ intact: false, reason: 'hash-mismatch' });
      await client.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
