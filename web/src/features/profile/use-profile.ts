import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordBody, TOkAnswer, TSessionAnswer, TSessionUser, TUpdateProfileBody } from '../../../../contract/auth';
import { api } from '../../api/http';
import { SESSION_KEY } from '../../api/query-client';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileBody) => api.patch<{ user: TSessionUser }>('/api/profile', body),
    onSuccess: ({ user }) =>
      queryClient.setQueryData<TSessionAnswer>(SESSION_KEY, (cached) => ({ user, mustEnrolTwoFactor: cached?.mustEnrolTwoFactor ?? false })),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: TChangePasswordBody) => api.post<TOkAnswer>('/api/auth/change-password', body) });
}
