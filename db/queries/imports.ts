import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { imports, individuals, subscribers, users } from '../schema';
import type { IndividualFields } from './individuals';
import { chunks, readInParts } from './key-parts';
import { statementsByShape } from './planned-once';
import { rowsOf } from './raw-rows';

export async function findImport(db: Tx, params: { kind: string; fileSha256: string }) {
  const rows = await db
    .select({ id: imports.id })
    .from(imports)
    .where(and(eq(imports.kind, params.kind), eq(imports.fileSha256, params.fileSha256)))
    .limit(1);
  return rows[0] ?? null;
}

export type InsertImportParams = Omit<typeof imports.$inferInsert, 'id' | 'createdAt'>;

export async function insertImport(db: Tx, params: InsertImportParams): Promise<bigint> {
  const rows = await db.insert(imports).values(params).returning({ id: imports.id });
  return rows[0]!.id;
}

/**
 * The newest imports with who made them: one statement built once and planned once per connection
 * (planned-once.ts), the screen's only read of the list, its limit a placeholder.
 */
const importsStatement = statementsByShape('imports_list', (db: Tx) =>
  db
    .select({
      id: imports.id,
      kind: imports.kind,
      fileName: imports.fileName,
      fileSha256: imports.fileSha256,
      rowCount: imports.rowCount,
      importedCount: imports.importedCount,
      existingCount: imports.existingCount,
      actorName: users.name,
      createdAt: imports.createdAt,
    })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.actorId))
    .orderBy(desc(imports.id))
    .limit(sql.placeholder('limit')),
);

export function listImports(db: Tx, limit: number) {
  return importsStatement(db, null, { limit });
}

/** Individuals sharing a phone, an e-mail or an NNI with an imported row. */
export function individualsMatching(db: Tx, params: { phone: string; email: string; nni: string }) {
  return db
    .select({ id: individuals.id, phone: individuals.phone, email: individuals.email, nni: individuals.nni })
    .from(individuals)
    .where(or(eq(individuals.phone, params.phone), eq(individuals.email, params.email), eq(individuals.nni, params.nni)))
    .limit(10);
}

/** An individual as an import compares a row with it: by phone, e-mail and NNI. */
export type ImportIndividual = { id: string; phone: string; email: string; nni: string };

/**
 * Every individual sharing a phone, an e-mail or an NNI with some row of a file (docs/import.md §6):
 * one statement per key and part of a few thousand keys, each served by its column's index.
 */
export async function individualsOfKeys(db: Tx, keys: { phones: readonly string[]; emails: readonly string[]; nnis: readonly string[] }) {
  const columns = { id: individuals.id, phone: individuals.phone, email: individuals.email, nni: individuals.nni };
  const found = new Map<string, ImportIndividual>();
  for (const [column, values] of [
    [individuals.phone, keys.phones],
    [individuals.email, keys.emails],
    [individuals.nni, keys.nnis],
  ] as const) {
    const rows = await readInParts(values, (part) => db.select(columns).from(individuals).where(inArray(column, part)));
    for (const row of rows) found.set(row.id, row);
  }
  return [...found.values()];
}

/** Individuals per INSERT of an import. */
const INDIVIDUALS_PER_INSERT = 1_000;

/**
 * Many new individuals, a thousand per statement, their fields as one JSON parameter. A row whose
 * phone or e-mail another transaction has just stored is skipped, not refused: the ids answered
 * are those written, and the caller names the first row missing.
 */
export async function insertImportedIndividuals(db: Tx, rows: ReadonlyArray<IndividualFields & { id: string }>): Promise<Set<string>> {
  const written = new Set<string>();
  for (const part of chunks(rows, INDIVIDUALS_PER_INSERT)) {
    const values = JSON.stringify(
      part.map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        type: row.type,
        nni: row.nni,
        nationality: row.nationality,
        address: row.address ?? '',
        is_active: row.isActive,
      })),
    );
    const inserted = await rowsOf<{ id: string }>(
      db,
      sql`insert into individuals (id, name, phone, email, type, nni, nationality, address, is_active)
          select given.id, given.name, given.phone, given.email, given.type, given.nni, given.nationality, given.address, given.is_active
          from jsonb_to_recordset(${values}::jsonb)
            as given(id text, name text, phone text, email text, type text, nni text, nationality text, address text, is_active boolean)
          on conflict do nothing
          returning id`,
    );
    for (const row of inserted) written.add(row.id);
  }
  return written;
}

export function individualsByNni(db: Tx, nni: string) {
  return db.select({ id: individuals.id }).from(individuals).where(eq(individuals.nni, nni)).limit(2);
}

/** What an import checks a subscriber named by NNI against: its currency and its subscription. */
export const IMPORT_SUBSCRIBER_COLUMNS = {
  id: subscribers.id,
  currency: subscribers.currency,
  subscriptionDate: subscribers.subscriptionDate,
  subscriptionAmount: subscribers.subscriptionAmount,
};

export function subscribersOfNni(db: Tx, nni: string) {
  return db
    .select(IMPORT_SUBSCRIBER_COLUMNS)
    .from(subscribers)
    .innerJoin(individuals, eq(individuals.id, subscribers.individualId))
    .where(eq(individuals.nni, nni))
    .limit(20);
}
