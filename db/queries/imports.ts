import { and, desc, eq, or } from 'drizzle-orm';
import type { Tx } from '../client';
import { imports, individuals, subscribers, users } from '../schema';

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

export async function listImports(db: Tx, limit: number) {
  return db
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
    .limit(limit);
}

/** Individuals sharing a phone, an e-mail or an NNI with an imported row. */
export function individualsMatching(db: Tx, params: { phone: string; email: string; nni: string }) {
  return db
    .select({ id: individuals.id, phone: individuals.phone, email: individuals.email, nni: individuals.nni })
    .from(individuals)
    .where(or(eq(individuals.phone, params.phone), eq(individuals.email, params.email), eq(individuals.nni, params.nni)))
    .limit(10);
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
