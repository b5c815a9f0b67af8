import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TConfirmSignUpBody,
  TForgotPasswordBody,
  TResetPasswordBody,
  TSessionAnswer,
  TSignInLinkBody,
  TSignInBody,
  TSignUpBody,
} from '../../../../contract/auth';
import { api } from '../../api/client';
import { SESSION_KEY } from '../../api/query-client';

/** A sign-in answered: nothing cached for the previous user is kept, and the session is the one it opened, if it opened one. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (answer: TSessionAnswer | null) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    if (answer) queryClient.setQueryData<TSessionAnswer>(SESSION_KEY, { user: answer.user, mustEnrolTwoFactor: answer.mustEnrolTwoFactor });
  };
}

export function useSignIn() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: TSignInBody) => api.post('/api/auth/sign-in', { body }),
    // A second factor to give, or a mailed link to follow: still nobody signed in.
    onSuccess: (answer) => signedIn('twoFactorRequired' in answer || 'signInLinkSent' in answer ? null : answer),
  });
}

/** docs/permissions.md §9: the mailed link's token opens a session. */
export function useSignInWithLink() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: TSignInLinkBody) => api.post('/api/auth/sign-in/link', { body }),
    onSuccess: (answer) => signedIn(answer),
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: (body: TSignUpBody) => api.post('/api/auth/sign-up', { body }) });
}

export function useConfirmSignUp() {
  return useMutation({ mutationFn: (body: TConfirmSignUpBody) => api.post('/api/auth/sign-up/confirm', { body }) });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (body: TForgotPasswordBody) => api.post('/api/auth/forgot-password', { body }) });
}

export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => api.post('/api/auth/reset-password/check', { body: { token } }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: TResetPasswordBody) => api.post('/api/auth/reset-password', { body }) });
}
