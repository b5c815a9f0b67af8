import type { TBulkProgressLine, TBulkSummary } from '../../../../../contract/bulk-actions';
import { IDEMPOTENCY_HEADER } from '../../../../../contract/idempotency';
import { IMPORT_PROGRESS_TYPE } from '../../../../../contract/imports';
import { ApiError, errorFromAnswer } from '../../../api/api-error';
import type { ApiPath } from '../../../api/client';
import { submitOnce } from '../../../api/submit-once';

/** Rows done of rows total, as the server reports them. */
export type BulkProgress = { done: number; total: number };

function parseLine(line: string): TBulkProgressLine | null {
  try {
    return JSON.parse(line) as TBulkProgressLine;
  } catch {
    return null;
  }
}

/**
 * One sending of a bulk action: its progress read line by line as the server streams it
 * (docs/operations.md §12, the import's protocol of docs/import.md §6), then its summary or refusal.
 */
async function sendOnce(path: ApiPath<'post'>, body: object, onProgress: (progress: BulkProgress) => void, key?: string): Promise<TBulkSummary> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: `${IMPORT_PROGRESS_TYPE}, application/json`, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ code: 'NETWORK', status: 0 });
  }
  const streamed = (response.headers.get('content-type') ?? '').includes(IMPORT_PROGRESS_TYPE);
  if (!streamed || !response.body) {
    const text = await response.text().catch(() => '');
    const answer = parseLine(text) as unknown;
    if (!response.ok) throw errorFromAnswer(response.status, answer);
    return answer as TBulkSummary;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  let last: TBulkProgressLine | null = null;
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch {
      throw new ApiError({ code: 'NETWORK', status: 0 });
    }
    if (chunk.done) break;
    pending += chunk.value;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines) {
      const line = text.trim() ? parseLine(text) : null;
      if (!line) continue;
      last = line;
      if ('rowsDone' in line) onProgress({ done: line.rowsDone, total: line.rowsTotal });
    }
  }
  if (pending.trim()) last = parseLine(pending) ?? last;
  if (last && 'answer' in last) return last.answer;
  if (last && 'refusal' in last) throw errorFromAnswer(last.refusal.status, last.refusal);
  throw new ApiError({ code: 'NETWORK', status: 0 });
}

/**
 * A bulk action sent with its progress followed; a money write (`idempotent`) goes with an
 * Idempotency-Key, and again with it when no answer came back (web/src/api/submit-once.ts).
 */
export function runBulk(
  path: ApiPath<'post'>,
  body: object,
  options: { idempotent: boolean; onProgress: (progress: BulkProgress) => void },
): Promise<TBulkSummary> {
  if (!options.idempotent) return sendOnce(path, body, options.onProgress);
  return submitOnce((key) => sendOnce(path, body, options.onProgress, key));
}
