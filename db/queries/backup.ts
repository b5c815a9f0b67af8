import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

/** The application's tables with what a logical copy needs of each: its key, its serial columns. */
export type TableShape = { name: string; keyColumns: string[]; serialColumns: string[]; numericColumns: string[]; parents: string[] };

/** Parents a trigger checks instead of a foreign key (docs/accounting.md §1): a line's entry and account. */
const CHECKED_PARENTS: Record<string, string[]> = { journal_lines: ['journal_entries', 'gl_accounts'] };

export async function readTableShapes(db: Tx): Promise<TableShape[]> {
  const tables = await rowsOf<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const keys = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column" from pg_index i
        join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        join lateral unnest(i.indkey) with ordinality k(attnum, position) on true
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indisprimary and n.nspname = 'public' order by c.relname, k.position`,
  );
  const columns = await rowsOf<{ table: string; column: string; serial: boolean; numeric: boolean }>(
    db,
    sql`select table_name as "table", column_name as "column", coalesce(column_default like 'nextval(%', false) as serial, data_type = 'numeric' as numeric
        from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const links = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select distinct c.relname as child, p.relname as parent from pg_constraint f
        join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid join pg_namespace n on n.oid = c.relnamespace
        where f.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  return tables.map(({ name }) => ({
    name,
    keyColumns: keys.filter((key) => key.table === name).map((key) => key.column),
    serialColumns: columns.filter((column) => column.table === name && column.serial).map((column) => column.column),
    numericColumns: columns.filter((column) => column.table === name && column.numeric).map((column) => column.column),
    parents: [...links.filter((link) => link.child === name).map((link) => link.parent), ...(CHECKED_PARENTS[name] ?? [])],
  }));
}

/** Version of the schema: how many migrations ran and when the newest was generated. */
export async function readMigrationVersion(db: Tx): Promise<{ migrations: number; newestAt: string | null }> {
  const rows = await rowsOf<{ migrations: number; newestAt: string | null }>(
    db,
    sql`select count(*)::int as migrations, max(created_at)::text as "newestAt" from drizzle.__drizzle_migrations`,
  );
  return rows[0] ?? { migrations: 0, newestAt: null };
}

/**
 * One page of a table, each row as PostgreSQL's own JSON text: numerics keep every digit (never
 * read into a JavaScript number) and times carry their offset. Paged by key, within the caller's
 * snapshot.
 */
export async function readRowsAsJson(db: Tx, params: { table: TableShape; offset: number; limit: number }): Promise<string[]> {
  const order =
    params.table.keyColumns.length > 0
      ? sql.join(
          params.table.keyColumns.map((column) => sql.identifier(column)),
          sql`, `,
        )
      : sql`ctid`;
  const rows = await rowsOf<{ line: string }>(
    db,
    sql`select row_to_json(t)::text as line from ${sql.identifier(params.table.name)} t order by ${order} limit ${params.limit} offset ${params.offset}`,
  );
  return rows.map((row) => row.line);
}

/** Inserts rows given as the JSON text `readRowsAsJson` produced, cast by the table's own column types. */
export async function insertRowsFromJson(db: Tx, params: { table: string; lines: string[] }): Promise<void> {
  const table = sql.identifier(params.table);
  await db.execute(sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${`[${params.lines.join(',')}]`}::json)`);
}

export async function countRows(db: Tx, table: string): Promise<number> {
  const rows = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from ${sql.identifier(table)}`);
  return rows[0]?.total ?? 0;
}

/** Sums as exact decimal text, one per numeric column. */
export async function sumColumns(db: Tx, params: { table: string; columns: string[] }): Promise<Record<string, string>> {
  if (params.columns.length === 0) return {};
  const sums = sql.join(
    params.columns.map((column) => sql`coalesce(sum(${sql.identifier(column)}), 0)::text as ${sql.identifier(column)}`),
    sql`, `,
  );
  const rows = await rowsOf<Record<string, string>>(db, sql`select ${sums} from ${sql.identifier(params.table)}`);
  return rows[0] ?? {};
}

export async function truncateTables(db: Tx, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(
    sql`truncate ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )} restart identity cascade`,
  );
}

/** Moves each serial's sequence past the restored rows, so the next insert takes a fresh id. */
export async function resetSequence(db: Tx, params: { table: string; column: string }): Promise<void> {
  const column = sql.identifier(params.column);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${params.table}, ${params.column}), coalesce(max(${column}), 1), max(${column}) is not null) from ${sql.identifier(params.table)}`,
  );
}
