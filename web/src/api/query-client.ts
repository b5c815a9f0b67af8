import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { TSessionAnswer } from '../../../contract/auth';
import { isApiError } from './api-error';

export const SESSION_KEY = ['session'] as const;

export function createQueryClient(): QueryClient {
  // A 401 inside the app means the session ended elsewhere (expired, revoked, disabled): forget the
  // user so the shell's guard sends the visitor to /login.
  const onError = (error: unknown): void => {
    if (isApiError(error) && error.code === 'UNAUTHENTICATED' && window.location.pathname.startsWith('/app')) {
      client.setQueryData<TSessionAnswer>(SESSION_KEY, { user: null, mustEnrolTwoFactor: false });
    }
    // The company started requiring a second factor of this user: the shell's guard sends them to enrol.
    if (isApiError(error) && error.code === 'TWO_FACTOR_ENROLMENT_REQUIRED' && window.location.pathname.startsWith('/app')) {
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && isApiError(error) && (error.code === 'NETWORK' || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
  return client;
}
