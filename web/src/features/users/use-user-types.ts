import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TUserType } from '../../../../contract/users';
import { userTypeKey } from '../../../../contract/user-types';
import { api } from '../../api/client';

/** docs/permissions.md §10: the lookup loads once; on error the list is empty and labels fall back. */
export function useUserTypes(): TUserType[] {
  const query = useQuery({
    queryKey: ['user-types'],
    queryFn: async () => (await api.get('/api/user-types')).items,
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? [];
}

function capitalize(code: string): string {
  return code ? code.charAt(0).toUpperCase() + code.slice(1) : code;
}

/** docs/permissions.md §10: the current language's name, else English, else the capitalized code. */
export function userTypeLabel(types: readonly TUserType[], code: string, language: string): string {
  const found = types.find((type) => userTypeKey(type.code) === userTypeKey(code));
  if (!found) return capitalize(code);
  const localized = language === 'ar' ? found.nameAr : language === 'fr' ? found.nameFr : found.nameEn;
  return localized || found.nameEn || capitalize(code);
}

export function useUserTypeLabel(): (code: string) => string {
  const types = useUserTypes();
  const { i18n } = useTranslation();
  return (code) => userTypeLabel(types, code, i18n.language);
}
