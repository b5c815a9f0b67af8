import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordBody, TSessionAnswer, TUpdateProfileBody } from '../../../../contract/auth';
import { api } from '../../api/client';
import { SESSION_KEY } from '../../api/query-client';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileBody) => api.patch('/api/profile', { body }),
    onSuccess: ({ user }) =>
      queryClient.setQueryData<TSessionAnswer>(SESSION_KEY, (cached) => ({ user, mustEnrolTwoFactor: cached?.mustEnrolTwoFactor ?? false })),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: TChangePasswordBody) => api.post('/api/auth/change-password', { body }) });
}
