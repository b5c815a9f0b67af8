import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPdfSettings, TPdfSettingsBody } from '../../../../contract/letterhead';
import { api } from '../../api/client';

const LETTERHEAD_KEY = ['pdf-settings'] as const;

/** The letterhead printed on every PDF (docs/letterhead.md §1). */
export function usePdfSettings() {
  return useQuery({ queryKey: LETTERHEAD_KEY, queryFn: () => api.get('/api/pdf-settings') });
}

/** Each change answers the letterhead as it now stands; the cache takes it as is. */
function useLetterheadChange<Input>(send: (input: Input) => Promise<TPdfSettings>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (saved) => queryClient.setQueryData(LETTERHEAD_KEY, saved) });
}

export function useSavePdfSettings() {
  return useLetterheadChange((body: TPdfSettingsBody) => api.put('/api/pdf-settings', { body }));
}

/** The file's bytes as base64; the server judges them (docs/letterhead.md §2). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const step = 0x8000;
  for (let start = 0; start < bytes.length; start += step) binary += String.fromCharCode(...bytes.subarray(start, start + step));
  return btoa(binary);
}

export function useUploadLogo() {
  return useLetterheadChange(async (file: File) => api.put('/api/pdf-settings/logo', { body: { content: await base64Of(file) } }));
}

export function useDeleteLogo() {
  return useLetterheadChange(() => api.delete('/api/pdf-settings/logo'));
}
