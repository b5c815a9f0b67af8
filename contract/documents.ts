import { z } from 'zod';
import { zId } from './fields';
import { zIsoDate } from './money';
import type { Permission } from './permissions';

/**
 * Documents kept with an individual (identity papers), a capital entry or an operation (receipts):
 * docs/documents.md. The file travels as the request's body, as an import's does; what it is
 * attached to and its dates travel in the query.
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Only these, judged from the file's first bytes on the server (never its name or the browser's type). */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

export const DOCUMENT_OWNER_KINDS = ['individual', 'capital-entry', 'operation'] as const;
export type DocumentOwnerKind = (typeof DOCUMENT_OWNER_KINDS)[number];

export const IDENTITY_DOCUMENT_TYPES = ['identity-card', 'passport'] as const;
export const DOCUMENT_TYPES = ['identity-card', 'passport', 'proof-of-address', 'receipt', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Which types each owner takes: an individual's papers, a receipt for money moved. */
export const DOCUMENT_TYPES_OF: Record<DocumentOwnerKind, readonly DocumentType[]> = {
  individual: ['identity-card', 'passport', 'proof-of-address', 'other'],
  'capital-entry': ['receipt', 'other'],
  operation: ['receipt', 'other'],
};

/** The permission that shows an owner's documents (docs/permissions.md §6). */
export const DOCUMENT_PERMISSION_OF: Record<DocumentOwnerKind, Permission> = {
  individual: 'kyc-documents',
  'capital-entry': 'transactions',
  operation: 'transactions',
};

/** How many days ahead an identity paper's expiry is listed as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;

/** A calendar day that exists (no 30 February). */
const zRealDay = zIsoDate.refine(
  (text) => {
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
  },
  { message: 'invalid_value' },
);

export const ZDocumentOwner = z.strictObject({ ownerKind: z.enum(DOCUMENT_OWNER_KINDS), ownerId: zId });
export type TDocumentOwner = z.infer<typeof ZDocumentOwner>;

export const ZDocumentUploadQuery = z
  .strictObject({
    ownerKind: z.enum(DOCUMENT_OWNER_KINDS),
    ownerId: zId,
    docType: z.enum(DOCUMENT_TYPES),
    fileName: z.string().trim().min(1, { message: 'required' }).max(200, { message: 'max_length' }),
    issuedOn: zRealDay.optional(),
    expiresOn: zRealDay.optional(),
  })
  .superRefine((query, context) => {
    if (!DOCUMENT_TYPES_OF[query.ownerKind].includes(query.docType)) context.addIssue({ code: 'custom', path: ['docType'], message: 'invalid_value' });
    if (query.issuedOn && query.expiresOn && query.expiresOn < query.issuedOn) {
      context.addIssue({ code: 'custom', path: ['expiresOn'], message: 'out_of_range' });
    }
  });
export type TDocumentUploadQuery = z.infer<typeof ZDocumentUploadQuery>;

export const ZDocumentIdParams = z.strictObject({ id: zId });
/** `inline`: shown in the page (a preview) rather than saved; the answer is the same file. */
export const ZDocumentContentQuery = z.strictObject({ disposition: z.enum(['attachment', 'inline']).optional() });

export const ZDocument = z.object({
  id: z.string(),
  ownerKind: z.enum(DOCUMENT_OWNER_KINDS),
  ownerId: z.string(),
  docType: z.enum(DOCUMENT_TYPES),
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_CONTENT_TYPES),
  bytes: z.number().int(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentList = z.object({ items: z.array(ZDocument) });
export type TDocumentList = z.infer<typeof ZDocumentList>;

export const ZExpiringDocument = z.object({
  id: z.string(),
  individualId: z.string(),
  individualName: z.string(),
  docType: z.enum(DOCUMENT_TYPES),
  expiresOn: z.string(),
});
export const ZExpiringDocuments = z.object({ withinDays: z.number().int(), items: z.array(ZExpiringDocument) });
export type TExpiringDocuments = z.infer<typeof ZExpiringDocuments>;
