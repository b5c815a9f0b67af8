import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOkAnswer, TSessionAnswer, TSignedInAnswer } from '../../../../contract/auth';
import type { TTwoFactorEnrolment, TTwoFactorSetting } from '../../../../contract/two-factor';
import type { TUserRow } from '../../../../contract/users';
import { api } from '../../api/http';
import { SESSION_KEY } from '../../api/query-client';

/** The sign-in's second step: the session exists only after it. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<TSignedInAnswer>('/api/auth/sign-in/two-factor', { code }),
    onSuccess: (answer) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData<TSessionAnswer>(SESSION_KEY, { user: answer.user, mustEnrolTwoFactor: answer.mustEnrolTwoFactor });
    },
  });
}

export function useStartEnrolment() {
  return useMutation({ mutationFn: (password: string) => api.post<TTwoFactorEnrolment>('/api/auth/two-factor/enable', { password }) });
}

/** Confirming (or turning off) replaces the session: read it again. */
export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<TOkAnswer>('/api/auth/two-factor/confirm', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post<TOkAnswer>('/api/auth/two-factor/disable', { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.post<TUserRow>(`/api/users/${encodeURIComponent(userId)}/two-factor/reset`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

const SETTING_KEY = ['company-settings', 'two-factor'] as const;

export function useTwoFactorSetting() {
  return useQuery({ queryKey: SETTING_KEY, queryFn: () => api.get<TTwoFactorSetting>('/api/company-settings/two-factor') });
}

export function useSaveTwoFactorSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => api.put<TTwoFactorSetting>('/api/company-settings/two-factor', { required }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTING_KEY, saved);
      return queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
