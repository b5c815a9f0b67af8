import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPreference } from '../../../contract/preferences';
import { api } from './client';

/** A remembered choice of the signed-in user, kept on the server (a list's columns, say). */
export function usePreference(key: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['preference', key], queryFn: () => api.get('/api/preferences/{key}', { params: { path: { key } } }) });
  const save = useMutation({
    mutationFn: (preference: NonNullable<TPreference['preference']>) => api.put('/api/preferences/{key}', { params: { path: { key } }, body: { preference } }),
    onSuccess: (saved) => queryClient.setQueryData(['preference', key], saved),
  });
  return { query, save };
}
