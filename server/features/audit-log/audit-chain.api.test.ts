import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db, type Tx } from '../../../db/client';
import { insertAudit, type AuditEntry } from '../../../db/queries/audit';
import { rowsOf } from '../../../db/queries/raw-rows';
import {
  createScratchPostgres,
  DATABASE_KINDS,
  openMigratedPgliteFolder,
  openTestDatabase,
  TEST_AUDIT_KEY,
  TEST_AUDIT_KEY_HEX,
  type TestDatabase,
} from '../../test/helper';
import { runTool } from '../../test/run-tool';
import { useTestDatabase } from '../../test/use-test-database';
import { ROOT } from '../../test/server-process';
import { prepareAuditChain } from './key-audit-chain';
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

/** The attack of a writer of the table: change a row, then re-hash it and every later row in one transaction with the database's own function. */
const forgeAndRechain = (fromId: string, hashing: 'audit_row_hash' | 'sha256-of-keyed-message') => sql`
  do $$
  declare
    "row" record;
    "previous" text := (select hash from audit_log where id < ${sql.raw(`${BigInt(fromId)}`)} order by id desc limit 1);
  begin
    update audit_log set actor_id = 'forger' where id = ${sql.raw(`${BigInt(fromId)}`)};
    for "row" in select * from audit_log where id >= ${sql.raw(`${BigInt(fromId)}`)} order by id loop
      update audit_log set prev_hash = "previous", hash = ${sql.raw(
        hashing === 'audit_row_hash'
          ? `audit_row_hash("row".id, "row".at, "row".actor_id, "row".action, "row".entity, "row".entity_id, "row".before, "row".after, "row".client_address, "row".request_id, "previous")`
          : `encode(sha256(convert_to(coalesce("previous", '') || chr(10) || audit_row_content("row".id, "row".at, "row".actor_id, "row".action, "row".entity, "row".entity_id, "row".before, "row".after, "row".client_address, "row".request_id), 'UTF8')), 'hex')`,
      )}
        where id = "row".id returning hash into "previous";
    end loop;
  end $$`;

describe.each(DATABASE_KINDS)('the keyed chain against a writer of the table on %s', (kind) => {
  const suite = useTestDatabase(kind);

  it.each(['audit_row_hash', 'sha256-of-keyed-message'] as const)('finds a row changed and re-chained with %s, from that row', async (hashing) => {
    await suite.database.db.execute(sql`truncate audit_log`);
    for (let index = 0; index < 5; index += 1) await insertAudit(suite.database.db, entry(index));
    const [, , third] = await ids(suite.database);
    await suite.database.db.execute(forgeAndRechain(third!, hashing));
    // Every stored link names the stored hash before it: only the key tells the forgery apart.
    const links = await rowsOf<{ prev: string | null; hash: string }>(suite.database.db, sql`select prev_hash as prev, hash from audit_log order by id`);
    links.slice(1).forEach((link, index) => expect(link.prev).toBe(links[index]!.hash));
    expect(await verifyAuditChain(suite.database.db)).toMatchObject({ intact: false, reason: 'hash-mismatch', brokenAt: { id: third }, rows: 2 });
  });

  it('checks links recorded earlier with expected: a chain rewritten whole, or cut at its end, fails them', async () => {
    await suite.database.db.execute(sql`truncate audit_log`);
    for (let index = 0; index < 4; index += 1) await insertAudit(suite.database.db, entry(index));
    const recorded = await verifyAuditChain(suite.database.db);
    if (!recorded.intact) throw new Error('the new chain is broken');
    const head = { id: recorded.headId!, hash: recorded.headHash! };
    for (let index = 4; index < 6; index += 1) await insertAudit(suite.database.db, entry(index));
    expect(await verifyAuditChain(suite.database.db, { expected: [head] })).toMatchObject({ intact: true, rows: 6 });
    const wrongHash = { id: head.id, hash: 'f'.repeat(64) };
    expect(await verifyAuditChain(suite.database.db, { expected: [wrongHash] })).toMatchObject({
      intact: false,
      reason: 'expected-hash-mismatch',
      brokenAt: { id: head.id },
      rows: 3,
    });
    // Deleting the newest rows leaves no broken link; the recorded one notices.
    await suite.database.db.execute(sql`delete from audit_log where id >= ${head.id}::bigint`);
    expect(await verifyAuditChain(suite.database.db)).toMatchObject({ intact: true, rows: 3 });
    expect(await verifyAuditChain(suite.database.db, { expected: [head] })).toMatchObject({
      intact: false,
      reason: 'expected-row-missing',
      brokenAt: { id: head.id },
    });
  });

  it('refuses to start on a chain written with another key, and on a data folder key whose chain was rewritten unkeyed', async () => {
    await suite.database.db.execute(sql`truncate audit_log`);
    for (let index = 0; index < 3; index += 1) await insertAudit(suite.database.db, entry(index));
    expect(await prepareAuditChain(suite.database.db, TEST_AUDIT_KEY)).toEqual({ kind: 'keyed' });
    const [first] = await ids(suite.database);
    await suite.database.db.execute(forgeAndRechain(first!, 'audit_row_hash'));
    await expect(prepareAuditChain(suite.database.db, TEST_AUDIT_KEY, { mayRekey: false })).rejects.toThrow(/rewritten without the key/);
    await suite.database.db.execute(sql`update audit_log set hash = md5(hash) || md5(hash) where id = ${first}::bigint`);
    await expect(prepareAuditChain(suite.database.db, TEST_AUDIT_KEY)).rejects.toThrow(/not written with this audit key/);
  });
});

describe('npm run audit:verify', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wasit-audit-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'prints "intact" with the head to expect later, checks --expect ROW:HASH, then names a row changed by hand and exits 1',
    { timeout: 400_000 },
    async () => {
      const database = await openMigratedPgliteFolder(dataDir);
      for (let index = 0; index < 4; index += 1) await insertAudit(database.db, entry(index));
      await database.close();
      const keyless = await runTool('server/cli/audit-verify.ts', [], { DATA_DIR: dataDir });
      expect(keyless.output).toMatch(/^Cannot verify the audit chain\. No audit key/m);
      expect(keyless.output).not.toMatch(/\n\s+at /);
      expect(keyless.code).toBe(2);
      const keyed = { DATA_DIR: dataDir, AUDIT_KEY: TEST_AUDIT_KEY_HEX };
      const intact = await runTool('server/cli/audit-verify.ts', [], keyed);
      expect(intact.output).toMatch(/^intact: 4 audit rows, head hash [0-9a-f]{64} \(--expect \d+:[0-9a-f]{64}\)$/m);
      expect(intact.code).toBe(0);
      const head = /--expect (\d+:[0-9a-f]{64})/.exec(intact.output)![1]!;
      const second = await openDatabase({ kind: 'pglite', dataDir });
      await insertAudit(second.db, entry(4));
      await second.close();
      const later = await runTool('server/cli/audit-verify.ts', ['--expect', head], keyed);
      expect(later.output).toMatch(/^intact: 5 audit rows/m);
      expect(later.code).toBe(0);
      const [headId] = head.split(':');
      const wrong = await runTool('server/cli/audit-verify.ts', ['--expect', `${headId}:${'0'.repeat(64)}`], keyed);
      expect(wrong.output).toContain(`broken at audit row ${headId}`);
      expect(wrong.output).toContain('expected-hash-mismatch');
      expect(wrong.code).toBe(1);
      const malformed = await runTool('server/cli/audit-verify.ts', ['--expect', 'last'], keyed);
      expect(malformed.output).toContain('--expect last: expected ROW:HASH');
      expect(malformed.code).toBe(2);

      const reopened = await openDatabase({ kind: 'pglite', dataDir });
      const [row] = await rowsOf<{ id: string; at: string }>(
        reopened.db,
        sql`select id::text as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from audit_log order by audit_log.id offset 1 limit 1`,
      );
      await reopened.db.execute(sql`update audit_log set actor_id = 'someone-else' where id = ${row!.id}::bigint`);
      await reopened.close();
      const broken = await runTool('server/cli/audit-verify.ts', [], keyed);
      expect(broken.output).toContain(`broken at audit row ${row!.id} (${row!.at}): hash-mismatch`);
      expect(broken.code).toBe(1);
    },
  );
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

      const cli = await runTool('server/cli/audit-verify.ts', [], { DATABASE_URL: scratch.url, AUDIT_KEY: TEST_AUDIT_KEY_HEX });
      expect(cli.output).toMatch(/^intact: 40 audit rows/m);
      expect(cli.code).toBe(0);
      await first.db.execute(sql`delete from audit_log where id = (select min(id) + 5 from audit_log)`);
      const broken = await runTool('server/cli/audit-verify.ts', [], { DATABASE_URL: scratch.url, AUDIT_KEY: TEST_AUDIT_KEY_HEX });
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
  it('chains the rows written before it, in id order, and the first start with a key re-keys them', { timeout: 120_000 }, async () => {
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
      const chained = db as unknown as Tx;
      expect(await verifyAuditChain(chained, { hashing: { kind: 'unkeyed' } })).toMatchObject({ intact: true, rows: 5 });
      // The first start with a key: the unkeyed chain is verified, re-keyed, and that is recorded in the chain.
      const keying = await prepareAuditChain(db as unknown as Db, TEST_AUDIT_KEY);
      expect(keying).toMatchObject({ kind: 'rekeyed', rows: 5, unkeyed: { intact: true, rows: 5 } });
      expect(await verifyAuditChain(chained)).toMatchObject({ intact: true, rows: 6 });
      const [record] = await rowsOf<{ action: string; after: { rows: number; unkeyedVerdict: string } }>(
        chained,
        sql`select action, after from audit_log order by id desc limit 1`,
      );
      expect(record).toMatchObject({ action: 'audit.chain-keyed', after: { rows: 5, unkeyedVerdict: expect.stringMatching(/^intact: 5 audit rows/) } });
      expect(await prepareAuditChain(db as unknown as Db, TEST_AUDIT_KEY)).toEqual({ kind: 'keyed' });
      await db.execute(sql`update audit_log set entity_id = 'forged' where entity_id = 'u3'`);
      expect(await verifyAuditChain(chained)).toMatchObject({ intact: false, reason: 'hash-mismatch' });
      await client.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
