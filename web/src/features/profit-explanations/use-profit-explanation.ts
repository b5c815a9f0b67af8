import { useQuery } from '@tanstack/react-query';
import { api, apiHref } from '../../api/client';

/** One profit row's explanation (docs/distribution.md §17); the server decides who may read it. */
export function useProfitExplanation(profitRowId: string | null) {
  return useQuery({
    queryKey: ['profit-explanation', profitRowId],
    queryFn: () => api.get('/api/profit-explanations/{profitRowId}', { params: { path: { profitRowId: profitRowId ?? '' } } }),
    enabled: profitRowId !== null,
  });
}

export const explanationPdfUrl = (profitRowId: string, lang: string) =>
  apiHref('/api/profit-explanations/{profitRowId}/pdf', { path: { profitRowId }, query: { lang } });
