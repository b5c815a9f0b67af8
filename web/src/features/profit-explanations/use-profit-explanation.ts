import { useQuery } from '@tanstack/react-query';
import type { TProfitExplanation } from '../../../../contract/profit-explanations';
import { api } from '../../api/http';

/** One profit row's explanation (docs/distribution.md §17); the server decides who may read it. */
export function useProfitExplanation(profitRowId: string | null) {
  return useQuery({
    queryKey: ['profit-explanation', profitRowId],
    queryFn: () => api.get<TProfitExplanation>(`/api/profit-explanations/${profitRowId ?? ''}`),
    enabled: profitRowId !== null,
  });
}

export const explanationPdfUrl = (profitRowId: string, lang: string) => `/api/profit-explanations/${profitRowId}/pdf?lang=${encodeURIComponent(lang)}`;
