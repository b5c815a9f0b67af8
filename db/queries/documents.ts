import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { balanceTransactions, documentParts, documents, individuals, operations } from '../schema';

export type DocumentRecord = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
/** One owner, by the column its kind fills. */
export type DocumentOwnerRef = { individualId: string } | { balanceTransactionId: bigint } | { operationId: string };

export async function insertDocument(db: Tx, values: NewDocument): Promise<DocumentRecord> {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('insert into documents returned no row');
  return row;
}

export async function insertDocumentPart(db: Tx, params: { documentId: string; partNo: number; bytes: Uint8Array }): Promise<void> {
  await db.insert(documentParts).values(params);
}

/** One part of a document's file, or null past the last one. */
export async function readDocumentPart(db: Tx, params: { documentId: string; partNo: number }): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: documentParts.bytes })
    .from(documentParts)
    .where(and(eq(documentParts.documentId, params.documentId), eq(documentParts.partNo, params.partNo)));
  return row?.bytes ?? null;
}

export async function findDocument(db: Tx, id: string): Promise<DocumentRecord | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row ?? null;
}

function ownerCondition(owner: DocumentOwnerRef) {
  if ('individualId' in owner) return eq(documents.individualId, owner.individualId);
  if ('balanceTransactionId' in owner) return eq(documents.balanceTransactionId, owner.balanceTransactionId);
  return eq(documents.operationId, owner.operationId);
}

/** An owner's documents, newest first. */
export function listOwnerDocuments(db: Tx, owner: DocumentOwnerRef): Promise<DocumentRecord[]> {
  return db.select().from(documents).where(ownerCondition(owner)).orderBy(desc(documents.createdAt), desc(documents.id));
}

/** Whether the owner exists: a document is only ever kept with a real one. */
export async function documentOwnerExists(db: Tx, owner: DocumentOwnerRef): Promise<boolean> {
  const found =
    'individualId' in owner
      ? await db.select({ id: individuals.id }).from(individuals).where(eq(individuals.id, owner.individualId))
      : 'balanceTransactionId' in owner
        ? await db.select({ id: balanceTransactions.id }).from(balanceTransactions).where(eq(balanceTransactions.id, owner.balanceTransactionId))
        : await db.select({ id: operations.id }).from(operations).where(eq(operations.id, owner.operationId));
  return found.length > 0;
}

export type ExpiringIdentityRow = { id: string; individualId: string; individualName: string; docType: string; expiresOn: string };

/**
 * Individuals whose identity paper with the latest expiry (a newer passport replaces an old card)
 * expires between `from` and `to`, both included; soonest first.
 */
export async function listExpiringIdentityDocuments(db: Tx, params: { from: string; to: string }): Promise<ExpiringIdentityRow[]> {
  const latest = db
    .selectDistinctOn([documents.individualId], {
      id: documents.id,
      individualId: documents.individualId,
      docType: documents.docType,
      expiresOn: documents.expiresOn,
    })
    .from(documents)
    .where(and(inArray(documents.docType, ['identity-card', 'passport']), sql`${documents.expiresOn} is not null`))
    .orderBy(asc(documents.individualId), desc(documents.expiresOn), desc(documents.createdAt))
    .as('latest');
  const rows = await db
    .select({ id: latest.id, individualId: individuals.id, individualName: individuals.name, docType: latest.docType, expiresOn: latest.expiresOn })
    .from(latest)
    .innerJoin(individuals, eq(individuals.id, latest.individualId))
    .where(and(sql`${latest.expiresOn} >= ${params.from}::date`, sql`${latest.expiresOn} <= ${params.to}::date`))
    .orderBy(asc(latest.expiresOn), asc(individuals.name));
  return rows.map((row) => ({ ...row, expiresOn: String(row.expiresOn) }));
}
