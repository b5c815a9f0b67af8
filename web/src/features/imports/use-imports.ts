import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportKind, TImportCommitResult, TImportList, TImportPreview } from '../../../../contract/imports';
import { ApiError, errorFromAnswer } from '../../api/api-error';
import { api } from '../../api/http';

export const IMPORTS_KEY = ['imports'] as const;

export function useImportList() {
  return useQuery({ queryKey: IMPORTS_KEY, queryFn: () => api.get<TImportList>('/api/imports') });
}

/** The share of the file sent so far, then null while the server checks the rows. */
export type UploadProgress = { sentPercent: number | null };

/**
 * The file travels as the request's body. XMLHttpRequest rather than fetch: only it reports the
 * upload's progress, which is what a 20 MB file makes the user wait for (docs/import.md §6).
 */
function upload<TAnswer>(verb: 'preview' | 'commit', kind: ImportKind, file: File, onProgress: (progress: UploadProgress) => void): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ kind, fileName: file.name.slice(0, 200) });
    request.open('POST', `/api/imports/${verb}?${query.toString()}`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => onProgress({ sentPercent: event.lengthComputable ? Math.floor((event.loaded * 100) / event.total) : null });
    request.upload.onload = () => onProgress({ sentPercent: null });
    request.onload = () => {
      let body: unknown = null;
      try {
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
    mutationFn: ({ kind, file }: { kind: ImportKind; file: File }) => upload<TImportCommitResult>('commit', kind, file, setProgress),
    onSettled: done,
    // Every list may hold imported rows now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  return { preview, commit, progress };
}
