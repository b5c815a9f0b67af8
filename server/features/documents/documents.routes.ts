import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MAX_BYTES,
  ZDocument,
  ZDocumentContentQuery,
  ZDocumentIdParams,
  ZDocumentList,
  ZDocumentOwner,
  ZDocumentUploadQuery,
  ZExpiringDocuments,
  type DocumentContentType,
} from '../../../contract/documents';
import { readDocumentPart } from '../../../db/queries/documents';
import { AppError } from '../../app-error';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { route } from '../describe-route';
import { partsStream } from '../file-reply';
import * as service from './documents.service';

/** Individuals' papers need kyc-documents, receipts transactions: the service checks which (docs/permissions.md §6). */
const readers = { access: ['kyc-documents', 'transactions'] } as const;

const EXTENSIONS: Record<DocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * The name a download is saved under: the stored name with the extension of its real type (a PDF
 * sent as `scan.exe` is saved as `scan.pdf`), in ASCII for old clients and in UTF-8 (RFC 6266).
 */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string, type: DocumentContentType): string {
  const stem = fileName.replace(/\.[^.]*$/, '') || 'document';
  const name = `${stem}.${EXTENSIONS[type]}`;
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Documents kept with individuals, capital entries and operations (docs/documents.md). */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The file is the body whatever type the client names (the type is judged from the bytes), read
  // here up to DOCUMENT_MAX_BYTES: one byte more is refused before anything is kept.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const tooLarge = () => new AppError('DOCUMENT_TOO_LARGE', { maxBytes: DOCUMENT_MAX_BYTES });
    if (Number(request.headers['content-length']) > DOCUMENT_MAX_BYTES) {
      payload.resume();
      done(tooLarge(), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    payload.on('data', (chunk: Buffer) => {
      if (settled) return;
      total += chunk.length;
      if (total > DOCUMENT_MAX_BYTES) {
        settled = true;
        chunks.length = 0;
        done(tooLarge(), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (settled) return;
      settled = true;
      done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error) => {
      if (settled) return;
      settled = true;
      done(error, undefined);
    });
  });

  app.post(
    '/documents',
    route(readers, {
      id: 'documents.upload',
      summary:
        'Keep a file (PDF, PNG, JPEG or WebP by its content, up to 10 MB) with an individual, a capital entry or an operation; the file is the body, what it belongs to in the query',
      errors: ['DOCUMENT_TYPE_REFUSED', 'DOCUMENT_TOO_LARGE', 'DOCUMENT_OWNER_NOT_FOUND'],
      querystring: ZDocumentUploadQuery,
      response: { 200: ZDocument },
    }),
    (request) => {
      const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return service.uploadDocument(app.deps, requireUser(request), request.query, file, auditContext(request));
    },
  );
  app.get(
    '/documents',
    route(readers, {
      id: 'documents.list',
      summary: "List an owner's documents, newest first (audited)",
      errors: ['DOCUMENT_OWNER_NOT_FOUND'],
      querystring: ZDocumentOwner,
      response: { 200: ZDocumentList },
    }),
    (request) => service.listDocuments(app.deps, requireUser(request), request.query, auditContext(request)),
  );
  app.get(
    '/documents/expiring',
    route(
      { access: ['kyc-documents'] },
      {
        id: 'documents.expiring',
        summary: 'List the individuals whose identity document expires within 30 days (audited)',
        response: { 200: ZExpiringDocuments },
      },
    ),
    (request) => service.listExpiringDocuments(app.deps, auditContext(request)),
  );
  app.get(
    '/documents/:id/content',
    route(readers, {
      id: 'documents.download',
      summary: "Download a document's file, or show it (disposition=inline) for a preview; audited",
      errors: ['DOCUMENT_NOT_FOUND'],
      params: ZDocumentIdParams,
      querystring: ZDocumentContentQuery,
    }),
    async (request, reply) => {
      const disposition = request.query.disposition ?? 'attachment';
      const document = await service.readableDocument(app.deps, requireUser(request), request.params.id, disposition, auditContext(request));
      const parts = partsStream((partNo) => readDocumentPart(app.database.db, { documentId: document.id, partNo }));
      return (
        reply
          .type(document.contentType)
          .header('content-length', String(document.bytes))
          .header('content-disposition', contentDisposition(disposition, document.fileName, document.contentType))
          .header('x-content-type-options', 'nosniff')
          // Shown alone, the file may run nothing and load nothing (docs/documents.md §3).
          .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
          .send(parts)
      );
    },
  );
};
