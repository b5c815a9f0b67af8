import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionAnswer } from '../../../../contract/auth';
import { api } from '../../api/client';
import { SESSION_KEY } from '../../api/query-client';

/** The sign-in's second step: the session exists only after it. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/auth/sign-in/two-factor', { body: { code } }),
    onSuccess: (answer) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData<TSessionAnswer>(SESSION_KEY, { user: answer.user, mustEnrolTwoFactor: answer.mustEnrolTwoFactor });
    },
  });
}

export function useStartEnrolment() {
  return useMutation({ mutationFn: (password: string) => api.post('/api/auth/two-factor/enable', { body: { password } }) });
}

/** Confirming (or turning off) replaces the session: read it again. */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/auth/two-factor/confirm', { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post('/api/auth/two-factor/disable', { body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.post('/api/users/{id}/two-factor/reset', { params: { path: { id: userId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

const SETTING_KEY = ['company-settings', 'two-factor'] as const;

export function useTwoFactorSetting() {
  return useQuery({ queryKey: SETTING_KEY, queryFn: () => api.get('/api/company-settings/two-factor') });
}

export function useSaveTwoFactorSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => api.put('/api/company-settings/two-factor', { body: { required } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTING_KEY, saved);
      return queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
