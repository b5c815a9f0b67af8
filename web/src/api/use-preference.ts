import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPreference } from '../../../contract/preferences';
import { api } from './http';

/** A remembered choice of the signed-in user, kept on the server (a list's columns, say). */
export function usePreference(key: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['preference', key], queryFn: () => api.get<TPreference>(`/api/preferences/${key}`) });
  const save = useMutation({
    mutationFn: (preference: TPreference['preference']) => api.put<TPreference>(`/api/preferences/${key}`, { preference }),
    onSuccess: (saved) => queryClient.setQueryData(['preference', key], saved),
  });
  return { query, save };
}
