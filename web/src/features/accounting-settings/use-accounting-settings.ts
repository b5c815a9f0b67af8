import { useQuery } from '@tanstack/react-query';
import type { TAccountBody, TPostingRuleBody } from '../../../../contract/accounting-settings';
import { api } from '../../api/client';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

const ACCOUNTS_KEY = ['accounting-accounts'] as const;
const RULES_KEY = ['accounting-posting-rules'] as const;

/** The whole chart of accounts (a few dozen rows, never paged). */
export const useAccounts = () => useQuery({ queryKey: ACCOUNTS_KEY, queryFn: () => api.get('/api/accounting/accounts') });

export const usePostingRules = () => useQuery({ queryKey: RULES_KEY, queryFn: () => api.get('/api/accounting/posting-rules') });

/** Adds an account, or changes the one whose code was `code`; the rules list shows the accounts too, so both refresh. */
export function useSaveAccount() {
  return useRefreshingMutation([ACCOUNTS_KEY, RULES_KEY], ({ code, body }: { code: string | null; body: TAccountBody }) =>
    code === null ? api.post('/api/accounting/accounts', { body }) : api.put('/api/accounting/accounts/{code}', { params: { path: { code } }, body }),
  );
}

export function useSavePostingRule() {
  return useRefreshingMutation([RULES_KEY, ACCOUNTS_KEY], (body: TPostingRuleBody) => api.put('/api/accounting/posting-rules', { body }));
}
