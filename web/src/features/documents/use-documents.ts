import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentType, TDocument, TDocumentOwner } from '../../../../contract/documents';
import { ApiError, errorFromAnswer } from '../../api/api-error';
import { api, apiHref, type ApiPath } from '../../api/client';

export const DOCUMENTS_KEY = ['documents'] as const;
const EXPIRING_KEY = [...DOCUMENTS_KEY, 'expiring'] as const;

/** An owner's documents; the server audits each reading. */
export function useDocuments(owner: TDocumentOwner) {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, owner.ownerKind, owner.ownerId],
    queryFn: () => api.get('/api/documents', { params: { query: owner } }),
  });
}

/** Individuals whose identity paper expires within 30 days; asked only by holders of kyc-documents. */
export function useExpiringDocuments(enabled: boolean) {
  return useQuery({ queryKey: EXPIRING_KEY, queryFn: () => api.get('/api/documents/expiring'), enabled });
}

export type DocumentUpload = { file: File; docType: DocumentType; issuedOn: string; expiresOn: string };

/**
 * The file travels as the request's body, as an import's does (docs/documents.md §1); the server
 * judges its type from its bytes, so the body is sent as plain bytes whatever the file's name.
 */
async function sendDocument(owner: TDocumentOwner, upload: DocumentUpload): Promise<TDocument> {
  const query = new URLSearchParams({ ...owner, docType: upload.docType, fileName: upload.file.name.slice(0, 200) || 'document' });
  if (upload.issuedOn) query.set('issuedOn', upload.issuedOn);
  if (upload.expiresOn) query.set('expiresOn', upload.expiresOn);
  const path: ApiPath<'post'> = '/api/documents';
  let response: Response;
  try {
    response = await fetch(`${path}?${query.toString()}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/octet-stream', accept: 'application/json' },
      body: upload.file,
    });
  } catch {
    throw new ApiError({ code: 'NETWORK', status: 0 });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromAnswer(response.status, body);
  return body as TDocument;
}

export function useUploadDocument(owner: TDocumentOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: DocumentUpload) => sendDocument(owner, upload),
    onSuccess: () => client.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

/** The address that downloads a document (saved under its name; audited as a download). */
export const documentDownloadUrl = (id: string) => apiHref('/api/documents/{id}/content', { path: { id } });

/**
 * A document's bytes for its preview (audited as a view), as a blob of the type the server judged
 * it to be: the preview is shown from it, never from a type the file claimed.
 */
export async function fetchDocumentBlob(document: TDocument): Promise<Blob> {
  const href = apiHref('/api/documents/{id}/content', { path: { id: document.id }, query: { disposition: 'inline' } });
  let response: Response;
  try {
    response = await fetch(href, { credentials: 'same-origin' });
  } catch {
    throw new ApiError({ code: 'NETWORK', status: 0 });
  }
  if (!response.ok) throw errorFromAnswer(response.status, await response.json().catch(() => null));
  return new Blob([await response.arrayBuffer()], { type: document.contentType });
}
