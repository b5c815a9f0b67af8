import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IMPORT_PROGRESS_TYPE, type ImportKind, type TImportCommitResult, type TImportPreview, type TImportProgressLine } from '../../../../contract/imports';
import { ApiError, errorFromAnswer } from '../../api/api-error';
import { IDEMPOTENCY_HEADER } from '../../../../contract/idempotency';
import { api, type ApiPath } from '../../api/client';
import { submitOnce } from '../../api/submit-once';
import { JOBS_KEY } from '../jobs/use-jobs';

export const IMPORTS_KEY = ['imports'] as const;

export function useImportList() {
  return useQuery({ queryKey: IMPORTS_KEY, queryFn: () => api.get('/api/imports') });
}

/**
 * The share of the file sent so far; then null while the server reads it; then the rows checked
 * (or written) of the file's rows, as the server reports them (docs/import.md §6).
 */
export type UploadProgress = { sentPercent: number | null; rows: { done: number; total: number } | null };

/** The complete lines of the streamed answer so far; the last, partial one waits for the rest. */
function completeLines(text: string): TImportProgressLine[] {
  const end = text.lastIndexOf('\n');
  if (end < 0) return [];
  return text
    .slice(0, end)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TImportProgressLine);
}

/**
 * The file travels as the request's body. XMLHttpRequest rather than fetch: only it reports the
 * upload's progress, which is what a 20 MB file makes the user wait for; and it reads the rows'
 * progress that the server streams back, one JSON line at a time (docs/import.md §6).
 */
function upload<TAnswer>(
  verb: 'preview' | 'commit',
  kind: ImportKind,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  idempotencyKey?: string,
): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ kind, fileName: file.name.slice(0, 200) });
    // The file is the body and the answer streams its progress: XMLHttpRequest, the path still one the server has.
    const path: ApiPath<'post'> = `/api/imports/${verb}`;
    request.open('POST', `${path}?${query.toString()}`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('accept', `${IMPORT_PROGRESS_TYPE}, application/json`);
    if (idempotencyKey) request.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    const streamed = () => (request.getResponseHeader('content-type') ?? '').includes(IMPORT_PROGRESS_TYPE);
    request.upload.onprogress = (event) =>
      onProgress({ sentPercent: event.lengthComputable ? Math.floor((event.loaded * 100) / event.total) : null, rows: null });
    request.upload.onload = () => onProgress({ sentPercent: null, rows: null });
    request.onprogress = () => {
      if (!streamed()) return;
      const last = completeLines(request.responseText).findLast((line) => 'rowsDone' in line);
      if (last && 'rowsDone' in last) onProgress({ sentPercent: null, rows: { done: last.rowsDone, total: last.rowsTotal } });
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        if (streamed()) {
          const last = completeLines(`${request.responseText}\n`).at(-1);
          if (last && 'answer' in last) return resolve(last.answer as TAnswer);
          if (last && 'refusal' in last) return reject(errorFromAnswer(last.refusal.status, last.refusal));
          return reject(new ApiError({ code: 'NETWORK', status: 0 }));
        }
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as TAnswer);
      else reject(errorFromAnswer(request.status, body));
    };
    request.onerror = () => reject(new ApiError({ code: 'NETWORK', status: 0 }));
    request.send(file);
  });
}

export function useImportUpload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const done = () => setProgress(null);
  const preview = useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => upload<TImportPreview>('preview', kind, file, setProgress),
    onSettled: done,
  });
  const commit = useMutation({
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => {
      let listed = false;
      const onProgress = (next: UploadProgress) => {
        setProgress(next);
        // The first rows reported: the server has written the commit's job row; the jobs menu follows it from now on.
        if (next.rows && !listed) {
          listed = true;
          void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
        }
      };
      // A money write: one key for this commit, sent again with it if no answer came back (docs/operations.md §10).
      return submitOnce((key) => upload<TImportCommitResult>('commit', kind, file, onProgress, key));
    },
    onSettled: done,
    // Every list may hold imported rows now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  return { preview, commit, progress };
}
