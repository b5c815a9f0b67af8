import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_PERMISSION_OF,
  EXPIRING_WITHIN_DAYS,
  type DocumentContentType,
  type DocumentOwnerKind,
  type DocumentType,
  type TDocument,
  type TDocumentList,
  type TDocumentOwner,
  type TDocumentUploadQuery,
  type TExpiringDocuments,
} from '../../../contract/documents';
import { holdsPermission } from '../../../contract/permissions';
import { insertAudit } from '../../../db/queries/audit';
import {
  documentOwnerExists,
  findDocument,
  insertDocument,
  insertDocumentPart,
  listExpiringIdentityDocuments,
  listOwnerDocuments,
  type DocumentOwnerRef,
  type DocumentRecord,
} from '../../../db/queries/documents';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { SessionUser } from '../../plugins/access';
import type { AuditContext } from '../audit-context';
import { serverDay } from '../server-day';
import { sniffDocumentType } from './sniff-type';

/** About a megabyte per stored part, as a job's file (docs/architecture.md §4). */
export const DOCUMENT_PART_BYTES = 1024 * 1024;

/** The owner's documents need the permission of its screen: `kyc-documents` for an individual's papers. */
function requireOwnerPermission(user: SessionUser, kind: DocumentOwnerKind): void {
  const needed = DOCUMENT_PERMISSION_OF[kind];
  if (!holdsPermission(user.permissions, needed)) throw new AppError('FORBIDDEN', { needed: [needed] });
}

/** The owner's column and value; an id that cannot be one (a capital entry's is a number) names no owner. */
function ownerRef(owner: TDocumentOwner): DocumentOwnerRef {
  if (owner.ownerKind === 'individual') return { individualId: owner.ownerId };
  if (owner.ownerKind === 'operation') return { operationId: owner.ownerId };
  if (!/^[1-9]\d{0,17}$/.test(owner.ownerId)) throw new AppError('DOCUMENT_OWNER_NOT_FOUND');
  return { balanceTransactionId: BigInt(owner.ownerId) };
}

async function existingOwner(deps: Deps, owner: TDocumentOwner): Promise<DocumentOwnerRef> {
  const ref = ownerRef(owner);
  if (!(await documentOwnerExists(deps.database.db, ref))) throw new AppError('DOCUMENT_OWNER_NOT_FOUND');
  return ref;
}

function ownerOf(row: DocumentRecord): TDocumentOwner {
  const kind = row.ownerKind as DocumentOwnerKind;
  const id = kind === 'individual' ? row.individualId : kind === 'operation' ? row.operationId : row.balanceTransactionId;
  return { ownerKind: kind, ownerId: String(id) };
}

export function toDocument(row: DocumentRecord): TDocument {
  return {
    id: row.id,
    ...ownerOf(row),
    docType: row.docType as DocumentType,
    fileName: row.fileName,
    contentType: row.contentType as DocumentContentType,
    bytes: row.bytes,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Keeps a file with its owner: refused before anything is written when the owner is not the
 * caller's to see, does not exist, the file is too large or is not a PDF, PNG, JPEG or WebP by its
 * content. The row, its parts and the audit row land in one transaction.
 */
export async function uploadDocument(deps: Deps, user: SessionUser, query: TDocumentUploadQuery, file: Uint8Array, context: AuditContext): Promise<TDocument> {
  requireOwnerPermission(user, query.ownerKind);
  const owner = await existingOwner(deps, query);
  if (file.length > DOCUMENT_MAX_BYTES) throw new AppError('DOCUMENT_TOO_LARGE', { maxBytes: DOCUMENT_MAX_BYTES });
  const contentType = sniffDocumentType(file);
  if (!contentType) throw new AppError('DOCUMENT_TYPE_REFUSED');
  return deps.database.db.transaction(async (tx) => {
    const row = await insertDocument(tx, {
      id: randomUUID(),
      ownerKind: query.ownerKind,
      ...owner,
      docType: query.docType,
      fileName: query.fileName,
      contentType,
      bytes: file.length,
      issuedOn: query.issuedOn ?? null,
      expiresOn: query.expiresOn ?? null,
      uploadedBy: user.id,
    });
    for (let offset = 0, partNo = 0; offset < file.length; offset += DOCUMENT_PART_BYTES, partNo += 1) {
      await insertDocumentPart(tx, { documentId: row.id, partNo, bytes: file.subarray(offset, offset + DOCUMENT_PART_BYTES) });
    }
    const document = toDocument(row);
    const { uploadedBy: _by, createdAt: _at, ...after } = document;
    await insertAudit(tx, { ...context, action: 'document.upload', entity: 'document', entityId: row.id, after });
    return document;
  });
}

/** An owner's documents, newest first; the view is audited. */
export async function listDocuments(deps: Deps, user: SessionUser, owner: TDocumentOwner, context: AuditContext): Promise<TDocumentList> {
  requireOwnerPermission(user, owner.ownerKind);
  const ref = await existingOwner(deps, owner);
  const rows = await listOwnerDocuments(deps.database.db, ref);
  await insertAudit(deps.database.db, {
    ...context,
    action: 'document.list',
    entity: 'document',
    entityId: null,
    after: { ...owner, documents: rows.map((row) => row.id) },
  });
  return { items: rows.map(toDocument) };
}

/**
 * A document to send, once its reader is known to hold its owner's permission; the view or the
 * download is audited before a byte is sent.
 */
export async function readableDocument(
  deps: Deps,
  user: SessionUser,
  id: string,
  disposition: 'attachment' | 'inline',
  context: AuditContext,
): Promise<TDocument> {
  const row = await findDocument(deps.database.db, id);
  if (!row) throw new AppError('DOCUMENT_NOT_FOUND');
  const document = toDocument(row);
  requireOwnerPermission(user, document.ownerKind);
  await insertAudit(deps.database.db, {
    ...context,
    action: disposition === 'inline' ? 'document.view' : 'document.download',
    entity: 'document',
    entityId: row.id,
    after: { ownerKind: document.ownerKind, ownerId: document.ownerId, fileName: document.fileName },
  });
  return document;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Individuals whose identity paper expires within EXPIRING_WITHIN_DAYS from today; the view is audited. */
export async function listExpiringDocuments(deps: Deps, context: AuditContext, now: Date = new Date()): Promise<TExpiringDocuments> {
  const from = serverDay(now);
  const rows = await listExpiringIdentityDocuments(deps.database.db, { from, to: addDays(from, EXPIRING_WITHIN_DAYS) });
  await insertAudit(deps.database.db, {
    ...context,
    action: 'document.expiring',
    entity: 'document',
    entityId: null,
    after: { from, documents: rows.map((row) => row.id) },
  });
  return { withinDays: EXPIRING_WITHIN_DAYS, items: rows.map((row) => ({ ...row, docType: row.docType as DocumentType })) };
}
