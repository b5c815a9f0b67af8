import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '../../../contract/errors';
import { IMPORT_PROGRESS_TYPE, type TImportCommitResult, type TImportPreview, type TImportProgressLine } from '../../../contract/imports';
import type { TBulkProgressLine, TBulkSummary } from '../../../contract/bulk-actions';
import { isDomainError } from '../../../domain';
import { AppError } from '../../app-error';

/** Rows done of rows total, as the checking or the writing goes. */
export type RowProgress = (rowsDone: number, rowsTotal: number) => Promise<void>;

export function refusalOf(error: unknown): { code: ErrorCode; params: Record<string, unknown> } | null {
  if (error instanceof AppError) return { code: error.code, params: error.params };
  if (isDomainError(error)) return { code: error.code, params: error.params };
  return null;
}

/**
 * docs/import.md §6 (and a bulk action's, docs/operations.md §12): a browser that accepts `application/x-ndjson` is sent the rows done as they
 * go, one JSON line each, then a last line with the answer or the refusal. The stream starts at
 * the first rows reported: a file refused before any row is checked answers as any other request,
 * with its 4xx; other clients get the plain JSON answer.
 */
export async function withRowProgress<TAnswer extends TImportPreview | TImportCommitResult | TBulkSummary>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (progress?: RowProgress) => Promise<TAnswer>,
): Promise<TAnswer> {
  if (!(request.headers.accept ?? '').includes(IMPORT_PROGRESS_TYPE)) return work();
  let stream: PassThrough | null = null;
  const line = (content: { rowsDone: number; rowsTotal: number } | { answer: TAnswer } | TImportProgressLine | TBulkProgressLine) =>
    `${JSON.stringify(content)}\n`;
  const progress: RowProgress = async (rowsDone, rowsTotal) => {
    if (!stream) {
      stream = new PassThrough();
      void reply.type(IMPORT_PROGRESS_TYPE).header('cache-control', 'no-store').send(stream);
    }
    // A browser that left stops reading; the work goes on (a commit finishes) and writes nowhere.
    if (!stream.destroyed) stream.write(line({ rowsDone, rowsTotal }));
  };
  try {
    const answer = await work(progress);
    if (!stream) return answer;
    (stream as PassThrough).end(line({ answer }));
  } catch (error) {
    if (!stream) throw error;
    const refusal = refusalOf(error);
    if (!refusal) request.log.error({ err: error }, 'unexpected error');
    const { code, params } = refusal ?? { code: 'INTERNAL' as const, params: {} };
    (stream as PassThrough).end(line({ refusal: { status: ERROR_STATUS[code], code, params, requestId: request.id } }));
  }
  // An async handler that sent its answer itself returns the reply (Fastify's rule for reply.send).
  return reply as unknown as TAnswer;
}
