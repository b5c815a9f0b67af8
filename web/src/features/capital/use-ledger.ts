import type { CreditType, LedgerType, TCreateLedgerBody, TLedgerResult, TLedgerRow, TUpdateBalanceBody } from '../../../../contract/ledger';
import type { TSubscriberOption } from '../../../../contract/subscribers';
import type { TMoneyProposalAnswer } from '../../../../contract/approval-limits';
import { addMoney, money, parseAmount, subtractMoney, toDecimalString } from '../../../../domain';
import { api, apiHref } from '../../api/client';
import { usePagedList, type PagedQuery } from '../../api/use-paged-list';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';
import { SUBSCRIBERS_KEY } from '../subscribers/use-subscribers';

const LEDGER_KEY = ['balance-transactions'] as const;

/** One view of the history: its query string, as the list view keeps it in the URL. */
export function useLedger(query: PagedQuery<'/api/balance-transactions'>) {
  return usePagedList(LEDGER_KEY, '/api/balance-transactions', query);
}

/** Any ledger write moves balances: lists of rows and of subscribers are refetched. */
function useLedgerMutation<TVariables>(send: (variables: TVariables) => Promise<TLedgerResult | TMoneyProposalAnswer>) {
  return useRefreshingMutation([LEDGER_KEY, SUBSCRIBERS_KEY], send);
}

export function useCreateLedgerRow() {
  return useLedgerMutation((body: TCreateLedgerBody) => api.post('/api/balance-transactions', { body }));
}

export function useUpdateBalance() {
  return useLedgerMutation((body: TUpdateBalanceBody) => api.post('/api/update-balance', { body }));
}

export type LedgerAction = 'complete' | 'cancel' | 'reverse';

export function useLedgerAction() {
  return useLedgerMutation(({ id, action }: { id: string; action: LedgerAction }) =>
    api.post(`/api/balance-transactions/{id}/${action}` as const, { params: { path: { id } } }),
  );
}

/** Which actions a row offers: pending rows are completed or cancelled, completed ones reversed once. */
export function ledgerActionsFor(row: TLedgerRow): LedgerAction[] {
  if (row.status === 'pending') return ['complete', 'cancel'];
  if (row.status === 'completed' && row.reversesId === null && row.reversedById === null) return ['reverse'];
  return [];
}

/**
 * The balance a completed row would leave, computed by the core from the subscriber's balance; null
 * while the amount is not a valid amount of the currency. The server decides again on save.
 */
export function balanceAfter(subscriber: TSubscriberOption, type: LedgerType, amount: string): string | null {
  try {
    const current = parseAmount({ text: subscriber.balance, currency: subscriber.currency, allowNegative: true });
    const moved = parseAmount({ text: amount.trim(), currency: subscriber.currency });
    return toDecimalString(type === 'credit' ? addMoney(current, moved) : subtractMoney(current, moved));
  } catch {
    return null;
  }
}

/** The row's signed effect on the balance (a debit negative), exact; null while the amount is invalid. */
export function movementOf(subscriber: TSubscriberOption, type: LedgerType, amount: string): string | null {
  try {
    const moved = parseAmount({ text: amount.trim(), currency: subscriber.currency });
    return toDecimalString(type === 'credit' ? moved : subtractMoney(money({ amountMinor: 0n, currency: subscriber.currency }), moved));
  } catch {
    return null;
  }
}

/** A credit or debit as both capital forms post it (docs/operations.md §2): the kind only for a credit, the amount trimmed. */
export function movementBody(
  subscriber: TSubscriberOption | null,
  values: { type: LedgerType; creditType: CreditType | null; amount: string; note: string },
): TUpdateBalanceBody {
  return {
    subscriberId: subscriber?.id ?? '',
    type: values.type,
    creditType: values.type === 'credit' ? values.creditType : null,
    amount: values.amount.trim(),
    note: values.note,
  };
}

export function receiptUrl(id: string, lang: string): string {
  return apiHref('/api/balance-transactions/{id}/receipt.pdf', { path: { id }, query: { lang } });
}
