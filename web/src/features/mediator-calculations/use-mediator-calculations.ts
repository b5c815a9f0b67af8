import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalculationPreviewQuery, TCalculationSettingsBody } from '../../../../contract/mediator-calculations';
import type { Currency } from '../../../../domain';
import { api, apiHref } from '../../api/client';

const KEY = ['mediator-calculations'] as const;

export function useCalculationSettings() {
  return useQuery({ queryKey: [...KEY, 'settings'], queryFn: () => api.get('/api/mediator-calculations/settings') });
}

/** Saving new rates changes what the preview computes: both are refetched. */
export function useSaveCalculationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCalculationSettingsBody) => api.put('/api/mediator-calculations/settings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...KEY, 'settings'], saved);
      return queryClient.invalidateQueries({ queryKey: [...KEY, 'preview'] });
    },
  });
}

export function useCalculationPreview(query: TCalculationPreviewQuery) {
  return useQuery({
    queryKey: [...KEY, 'preview', query],
    queryFn: () => api.get('/api/mediator-calculations/preview', { params: { query } }),
    placeholderData: keepPreviousData,
  });
}

export function useCalculationAnalytics(year: string, currency: Currency) {
  return useQuery({
    queryKey: [...KEY, 'analytics', year, currency],
    queryFn: () => api.get('/api/mediator-calculations/analytics', { params: { query: { year, currency } } }),
    placeholderData: keepPreviousData,
  });
}

/** The server writes the file in the reader's language; the browser downloads it from this address. */
export function previewExportUrl(query: TCalculationPreviewQuery, language: string): string {
  return apiHref('/api/mediator-calculations/preview/export.csv', { query: { ...query, lang: language } });
}
