import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/queries/raw-rows';

type Column = { table: string; column: string };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One statement that reads, for every table of the schema, its row count and the sum of each of its
 * numeric columns: any write a refused request would make moves one of them. `rate_limits` is left
 * out on purpose: counting refused sign-in attempts is its job. An accepted export keeps running in
 * the background while later requests are sent, moving its job's progress and adding file parts:
 * `jobs` is counted by rows only (a refused request may not add one), and `job_file_parts`, written
 * only under a job, is left out.
 */
export async function fingerprintQuery(db: Tx): Promise<string> {
  const columns = await rowsOf<Column & { numeric: boolean }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column",
          c.data_type in ('numeric', 'integer', 'bigint', 'smallint', 'real', 'double precision') as "numeric"
        from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name not in ('rate_limits', 'job_file_parts', '__drizzle_migrations')
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column, numeric } of columns) {
    const sums = tables.get(table) ?? [];
    if (numeric && table !== 'jobs') sums.push(`'${column}', sum(${quote(column)})::text`);
    tables.set(table, sums);
  }
  const parts = [...tables].map(
    ([table, sums]) =>
      `select '${table}' as name, json_build_object('rows', count(*)${sums.map((sum) => `, ${sum}`).join('')})::text as state from ${quote(table)}`,
  );
  return `${parts.join(' union all ')} order by name`;
}

export type Fingerprint = Record<string, string>;

/**
 * Waits until no job is running or due (up to `limitMs`): a posted distribution queues its
 * statement mails (docs/mail.md §1), which then write the outbox and their job rows in the
 * background. A fingerprint taken meanwhile would count those writes against the request under test.
 */
export async function jobsSettled(db: Tx, limitMs = 30_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const [busy] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from jobs where status = 'running' or (status = 'queued' and run_after <= now())`,
    );
    if (!busy || busy.count === 0) return;
    if (Date.now() - started > limitMs) throw new Error(`${busy.count} jobs still running or due after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function takeFingerprint(db: Tx, query: string): Promise<Fingerprint> {
  const rows = await rowsOf<{ name: string; state: string }>(db, sql.raw(query));
  return Object.fromEntries(rows.map((row) => [row.name, row.state]));
}

/**
 * The database's state as the probes judge it: its fingerprint, and the WAL position read just before
 * it was taken.
 */
export type DatabaseState = { walPosition: string; fingerprint: Fingerprint };

/**
 * The fingerprint of the database now, taken again only when the WAL moved since `last` was read:
 * a row can change only in a transaction that took a transaction id, and committing such a
 * transaction always inserts a commit record into the WAL, whatever the table (this schema has no
 * unlogged ones, and it would hold for them too) and whatever `wal_level` or `synchronous_commit`
 * say: `pg_current_wal_insert_lsn()` moves with every record inserted, flushed or not. A read
 * inserts none (checked on PGlite and PostgreSQL); a statement rolled back moves the position all
 * the same, which costs a full fingerprint, never a missed change. The position is read before the
 * fingerprint, so that a commit landing between the two moves it past `last.walPosition` and the
 * next call fingerprints again. Unchanged position: no row changed since `last`, by construction.
 * On PostgreSQL the WAL is the whole server's: another database's writes move it too, and only cost
 * a full fingerprint. The full fingerprint stays the judge whenever anything moved.
 */
export async function readState(db: Tx, query: string, last?: DatabaseState): Promise<DatabaseState> {
  const [position] = await rowsOf<{ lsn: string }>(db, sql`select pg_current_wal_insert_lsn()::text as lsn`);
  if (!position) throw new Error('pg_current_wal_insert_lsn() answered no row');
  if (last && last.walPosition === position.lsn) return last;
  return { walPosition: position.lsn, fingerprint: await takeFingerprint(db, query) };
}

const auditRows = (state: string | undefined) => (state ? (JSON.parse(state) as { rows: number }).rows : 0);

/**
 * The tables whose count or sums differ, with both states, for a readable failure. `auditedRefusals`
 * requests were refused with an audit row on purpose (a failed sign-in): that many rows may appear.
 */
export function fingerprintChanges(before: Fingerprint, after: Fingerprint, auditedRefusals: number): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name] !== after[name])
    .filter(
      (name) =>
        !(name === 'audit_log' && auditRows(after[name]) - auditRows(before[name]) <= auditedRefusals && auditRows(after[name]) >= auditRows(before[name])),
    )
    .map((name) => `${name}: ${before[name]} -> ${after[name]}`);
}
