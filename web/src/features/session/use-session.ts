import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionAnswer, TSessionUser } from '../../../../contract/auth';
import { api } from '../../api/client';
import { SESSION_KEY } from '../../api/query-client';

export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: () => api.get('/api/auth/session'),
    staleTime: 60_000,
  });
}

/** The signed-in user inside the shell, where the guard has already made sure there is one. */
export function useSessionUser(): TSessionUser | null {
  return useSession().data?.user ?? null;
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out'),
    onSettled: () => {
      // Whatever the answer, the person asked to leave: forget everything cached for them.
      queryClient.clear();
      queryClient.setQueryData<TSessionAnswer>(SESSION_KEY, { user: null, mustEnrolTwoFactor: false });
    },
  });
}
