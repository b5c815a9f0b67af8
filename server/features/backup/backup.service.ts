import type { Db, Tx } from '../../../db/client';
import {
  countRows,
  insertRowsFromJson,
  readMigrationVersion,
  readRowsAsJson,
  readTableShapes,
  resetSequence,
  truncateTables,
} from '../../../db/queries/backup';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, readLines, writeLines, ZBackupHeader, ZEndLine, ZTableLine, type TBackupHeader } from './backup-file';
import { inForeignKeyOrder } from './table-order';

const PAGE_ROWS = 1000;

/** Rows these tables hold in a database that was never used: the migrations' and every start's. */
const SEEDED_TABLES = new Set(['company_settings', 'pdf_settings', 'user_types', 'app_secrets', 'gl_accounts', 'posting_rules', 'books_backfill']);

/** Tables a trigger keeps from others' rows (the books' monthly balances, docs/accounting.md §8): written empty, and rebuilt as the restore writes the lines. */
const DERIVED_TABLES = new Set(['gl_monthly_balances', 'gl_account_months']);

export type BackupOptions = {
  /** Seals the file with this passphrase (backup-crypto.ts); null writes it gzipped only. */
  passphrase: string | null;
  /** The audit chain's key, carried only when asked (docs/architecture.md §9). */
  auditKey: Buffer | null;
};

async function* backupLines(tx: Tx, options: BackupOptions): AsyncGenerator<string> {
  const version = await readMigrationVersion(tx);
  const header: TBackupHeader = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    migrations: version.migrations,
    newestMigrationAt: version.newestAt,
    ...(options.auditKey ? { auditKey: options.auditKey.toString('hex') } : {}),
  };
  yield `${JSON.stringify(header)}\n`;
  const tables = inForeignKeyOrder(await readTableShapes(tx));
  for (const table of tables) {
    if (DERIVED_TABLES.has(table.name)) {
      yield `${JSON.stringify({ table: table.name, rows: 0 })}\n`;
      continue;
    }
    yield `${JSON.stringify({ table: table.name, rows: await countRows(tx, table.name) })}\n`;
    for (let offset = 0; ; offset += PAGE_ROWS) {
      const lines = await readRowsAsJson(tx, { table, offset, limit: PAGE_ROWS });
      if (lines.length > 0) yield `${lines.join('\n')}\n`;
      if (lines.length < PAGE_ROWS) break;
    }
  }
  yield `${JSON.stringify({ end: true, tables: tables.length })}\n`;
}

/** Writes every table of the database to FILE from one consistent snapshot, while others may keep writing. */
export async function backupDatabase(db: Db, file: string, options: BackupOptions = { passphrase: null, auditKey: null }): Promise<void> {
  await db.transaction((tx) => writeLines(file, backupLines(tx, options), { passphrase: options.passphrase }), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

export class RestoreRefused extends Error {}

function parseLine<T>(line: string | null, schema: { parse: (input: unknown) => T }, what: string): T {
  if (line === null) throw new RestoreRefused(`The backup file ends early: ${what} is missing.`);
  try {
    return schema.parse(JSON.parse(line));
  } catch {
    throw new RestoreRefused(`The backup file is not a Wasit backup, or is damaged: ${what} expected.`);
  }
}

async function populatedTables(tx: Tx): Promise<string[]> {
  const names: string[] = [];
  for (const table of await readTableShapes(tx)) {
    if (!SEEDED_TABLES.has(table.name) && (await countRows(tx, table.name)) > 0) names.push(table.name);
  }
  return names;
}

/**
 * Replaces the database's rows with the file's, in one transaction: the schema must be the
 * backup's (same migrations), and a database holding rows is refused unless `force`.
 */
export async function restoreDatabase(
  db: Db,
  params: { file: string; force: boolean; passphrase?: string | null },
): Promise<{ tables: number; rows: number; auditKey: Buffer | null }> {
  const lines = await readLines(params.file, { passphrase: params.passphrase ?? null });
  let readingRows = false;
  try {
    const header = parseLine(await lines.next(), ZBackupHeader, 'the header');
    const version = await readMigrationVersion(db);
    if (header.migrations !== version.migrations || header.newestMigrationAt !== version.newestAt) {
      throw new RestoreRefused(
        `The backup was made with schema version ${header.migrations} (${header.newestMigrationAt}); this database is at ${version.migrations} (${version.newestAt}). Restore it with the Wasit version that made it.`,
      );
    }
    return await db.transaction(async (tx) => {
      const populated = await populatedTables(tx);
      if (populated.length > 0 && !params.force)
        throw new RestoreRefused(
          `The database is not empty (rows in ${populated.join(', ')}). Restore into an empty database, or pass --force to replace its rows.`,
        );
      const shapes = await readTableShapes(tx);
      await truncateTables(
        tx,
        shapes.map((shape) => shape.name),
      );
      const known = new Map(shapes.map((shape) => [shape.name, shape]));
      readingRows = true;
      let rows = 0;
      let tables = 0;
      for (;;) {
        const line = await lines.next();
        if (line === null) throw new RestoreRefused('The backup file ends early: its end line is missing.');
        if (line.startsWith('{"end"')) {
          const end = parseLine(line, ZEndLine, 'the end line');
          if (end.tables !== tables) throw new RestoreRefused(`The backup file names ${end.tables} tables but holds ${tables}.`);
          break;
        }
        const table = parseLine(line, ZTableLine, 'a table line');
        if (!known.has(table.table)) throw new RestoreRefused(`The backup holds a table this database does not have: ${table.table}.`);
        for (let done = 0; done < table.rows;) {
          const batch: string[] = [];
          while (batch.length < PAGE_ROWS && done + batch.length < table.rows) {
            const row = await lines.next();
            if (row === null) throw new RestoreRefused(`The backup file ends early, inside table ${table.table}.`);
            batch.push(row);
          }
          await insertRowsFromJson(tx, { table: table.table, lines: batch });
          done += batch.length;
        }
        rows += table.rows;
        tables += 1;
      }
      // An encrypted file's tag is checked once it is all read: a changed byte rolls the restore back.
      await lines.finished();
      for (const shape of shapes) for (const column of shape.serialColumns) await resetSequence(tx, { table: shape.name, column });
      return { tables, rows, auditKey: header.auditKey ? Buffer.from(header.auditKey, 'hex') : null };
    });
  } catch (error) {
    // A row refused (rolled back) may be a changed byte of an encrypted file: its tag, when it fails, is the reason given.
    if (readingRows) await lines.authenticate();
    throw error;
  } finally {
    lines.close();
  }
}
