import { useMatches } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUrlPatch } from '../../app/use-url-patch';
import { api } from '../../api/client';
import { usePagedList } from '../../api/use-paged-list';
import { formatAmount } from '../../app/format-amount';
import { useLanguage } from '../../app/inputs/use-language';
import type { Currency } from '../../../../domain';

/** The books' reports (docs/accounting.md §8), read with the account names of the reader's language. */
export const BOOKS_REPORTS_KEY = ['books-reports'] as const;

/** A report's filters in the page's URL: each change a history entry, an emptied one removed. */
export function useReportParams<Name extends string>(names: readonly Name[]) {
  const [params, patch] = useUrlPatch();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>;
  const set = (changes: Partial<Record<Name, string | null>>) => patch(changes);
  return { values, set };
}

/** A report as of a day or over a period, in the reader's language; the one shown stays while the next comes. */
function useBooksReport<Report extends 'trial-balance' | 'balance-sheet' | 'income-statement'>(report: Report, query: Record<string, string | undefined>) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...BOOKS_REPORTS_KEY, report, query, lang],
    queryFn: () => api.getWithUrlQuery(`/api/accounting/${report}`, { ...query, lang }),
    placeholderData: keepPreviousData,
  });
}

/** A report as of a day (trial balance, balance sheet), read with the day and currency in the URL; `params` drive its filters. */
export function useAsOfReport<Report extends 'trial-balance' | 'balance-sheet'>(report: Report) {
  const { values, set } = useReportParams(['date', 'currency'] as const);
  const query = { date: values.date || undefined, currency: values.currency || undefined };
  return { params: { values, set, query }, report: useBooksReport(report, query) };
}

export type AsOfParams = ReturnType<typeof useAsOfReport>['params'];

export const useIncomeStatement = (query: { period: string; currency?: string }) => useBooksReport('income-statement', query);

export function useGeneralLedger(query: { account: string; currency: string; party?: string; from?: string; to?: string; sort?: string }) {
  const lang = useLanguage();
  return usePagedList(
    [...BOOKS_REPORTS_KEY, 'general-ledger', lang],
    '/api/accounting/general-ledger',
    { ...query, lang },
    { enabled: Boolean(query.account && query.currency) },
  );
}

/**
 * A report's type size and card padding: smaller on a phone, so that an account and its two amounts
 * fit 390 px without the table scrolling sideways.
 */
export function useReportDensity() {
  return { fz: useMatches({ base: 'xs', sm: 'sm' } as const), padding: useMatches({ base: 'xs', sm: 'md' } as const) };
}

/** An amount of the wire in the reader's language with its currency. */
export function useMoney() {
  const language = useLanguage();
  return (amount: string, currency: string) => formatAmount({ amount, currency: currency as Currency, language });
}

/**
 * The address of an account's general ledger on the accounting screen (its `general-ledger` tab):
 * every figure of the reports opens the lines behind it, as of its day or over its period.
 */
export function ledgerSearch(target: { account: string; currency: string; party?: string | null; from?: string; to?: string }): string {
  const params = new URLSearchParams({ tab: 'general-ledger', account: target.account, currency: target.currency });
  if (target.party) params.set('party', target.party);
  if (target.from) params.set('from', target.from);
  if (target.to) params.set('to', target.to);
  return `?${params.toString()}`;
}
