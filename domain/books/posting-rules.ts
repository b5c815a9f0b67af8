import type { Currency } from '../money/currency';
import { balanceEntry, journalLine, mirrorLines, type JournalLine } from './journal-entry';
import { POSTING_LEGS, type PostingAccounts, type PostingEvent, type PostingLeg } from './posting-legs';

/**
 * The posting rules of docs/accounting.md §3: each money event's figures (exact minor units) turned
 * into the lines of its one journal entry, balanced per currency or refused (`ENTRY_UNBALANCED`).
 */

type Leg<E extends PostingEvent> = { leg: PostingLeg<E>; amountMinor: bigint; partyId?: string | null };

function post<E extends PostingEvent>(accounts: PostingAccounts, event: E, currency: Currency, legs: ReadonlyArray<Leg<E>>): JournalLine[] {
  const sides = POSTING_LEGS[event] as Record<string, 'debit' | 'credit'>;
  const codes = accounts[event] as Record<string, string>;
  return balanceEntry(
    legs.map(({ leg, amountMinor, partyId }) => journalLine({ account: codes[leg]!, partyId: partyId ?? null, currency, side: sides[leg]!, amountMinor })),
  );
}

/** What a completed capital row is (docs/operations.md §1): a credit of a new amount or of a profit, or a debit. */
export type CapitalMovement = {
  subscriberId: string;
  currency: Currency;
  type: 'credit' | 'debit';
  creditType: 'new-amount' | 'profit' | null;
  amountMinor: bigint;
};

/** A completed capital credit or debit (docs/accounting.md §3). */
export function postCapitalMovement(accounts: PostingAccounts, movement: CapitalMovement): JournalLine[] {
  const { subscriberId, currency, amountMinor } = movement;
  if (movement.type === 'debit') {
    return post(accounts, 'capital-debit', currency, [
      { leg: 'capital', amountMinor, partyId: subscriberId },
      { leg: 'cash', amountMinor },
    ]);
  }
  if (movement.creditType === 'profit') {
    return post(accounts, 'capital-credit-profit', currency, [
      { leg: 'expense', amountMinor },
      { leg: 'capital', amountMinor, partyId: subscriberId },
    ]);
  }
  return post(accounts, 'capital-credit', currency, [
    { leg: 'cash', amountMinor },
    { leg: 'capital', amountMinor, partyId: subscriberId },
  ]);
}

/**
 * A subscription's opening capital, or the change of its amount: a rise posts as opened, a fall
 * with the sides swapped (docs/accounting.md §3).
 */
export function postSubscription(accounts: PostingAccounts, params: { subscriberId: string; currency: Currency; amountMinor: bigint }): JournalLine[] {
  return post(accounts, 'subscription', params.currency, [
    { leg: 'cash', amountMinor: params.amountMinor },
    { leg: 'capital', amountMinor: params.amountMinor, partyId: params.subscriberId },
  ]);
}

/** A completed operation's figures (docs/operations.md §4): revenue = investor + mediator + special + company. */
export type CompletedOperation = {
  currency: Currency;
  mediatorId: string;
  revenueMinor: bigint;
  investorShareMinor: bigint;
  mediatorShareMinor: bigint;
  specialShareMinor: bigint;
};

export function postOperationCompleted(accounts: PostingAccounts, operation: CompletedOperation): JournalLine[] {
  return post(accounts, 'operation-completed', operation.currency, [
    { leg: 'cash', amountMinor: operation.revenueMinor },
    { leg: 'revenue', amountMinor: operation.revenueMinor },
    { leg: 'investor-expense', amountMinor: operation.investorShareMinor },
    { leg: 'investor-pool', amountMinor: operation.investorShareMinor },
    { leg: 'mediator-expense', amountMinor: operation.mediatorShareMinor },
    { leg: 'mediator-payable', amountMinor: operation.mediatorShareMinor, partyId: operation.mediatorId },
    { leg: 'special-expense', amountMinor: operation.specialShareMinor },
    { leg: 'special-payable', amountMinor: operation.specialShareMinor },
  ]);
}

/** A sale sold (docs/operations.md §8): the total sale collected, the total cost paid. */
export function postSaleSold(accounts: PostingAccounts, sale: { currency: Currency; totalSaleMinor: bigint; totalCostMinor: bigint }): JournalLine[] {
  return post(accounts, 'sale-sold', sale.currency, [
    { leg: 'cash', amountMinor: sale.totalSaleMinor },
    { leg: 'revenue', amountMinor: sale.totalSaleMinor },
    { leg: 'cost', amountMinor: sale.totalCostMinor },
    { leg: 'cost-cash', amountMinor: sale.totalCostMinor },
  ]);
}

/** An investor run as posted (docs/distribution.md §3, §6, §7): its figures and its rows. */
export type PostedInvestorRun = {
  currency: Currency;
  source: 'operations' | 'sales';
  baseTotalMinor: bigint;
  /** round(base total × investor percentage / 100): the investors' part before the loss. */
  investorsPartMinor: bigint;
  shares: ReadonlyArray<{ subscriberId: string; amountMinor: bigint }>;
  special: { beneficiaryId: string; amountMinor: bigint } | null;
};

export function postInvestorRun(accounts: PostingAccounts, run: PostedInvestorRun): JournalLine[] {
  const distributedMinor = run.shares.reduce((sum, share) => sum + share.amountMinor, 0n);
  const profits = run.shares.map((share) => ({ leg: 'profit' as const, amountMinor: share.amountMinor, partyId: share.subscriberId }));
  const special = run.special
    ? [
        { leg: 'special-expense' as const, amountMinor: run.special.amountMinor },
        { leg: 'special-payable' as const, amountMinor: run.special.amountMinor, partyId: run.special.beneficiaryId },
      ]
    : [];
  if (run.source === 'sales') {
    return post(accounts, 'investor-run-sales', run.currency, [{ leg: 'expense', amountMinor: distributedMinor }, ...profits, ...special]);
  }
  return post(accounts, 'investor-run-operations', run.currency, [
    { leg: 'pool', amountMinor: run.baseTotalMinor },
    ...profits,
    { leg: 'retained-percentage', amountMinor: run.baseTotalMinor - run.investorsPartMinor },
    { leg: 'retained-loss', amountMinor: run.investorsPartMinor - distributedMinor },
    ...special,
  ]);
}

/** A commission run (docs/distribution.md §9): one row per mediator, borne by the company. */
export function postCommissionRun(
  accounts: PostingAccounts,
  run: { currency: Currency; commissions: ReadonlyArray<{ mediatorId: string; amountMinor: bigint }> },
): JournalLine[] {
  const totalMinor = run.commissions.reduce((sum, row) => sum + row.amountMinor, 0n);
  return post(accounts, 'commission-run', run.currency, [
    { leg: 'expense', amountMinor: totalMinor },
    ...run.commissions.map((row) => ({ leg: 'payable' as const, amountMinor: row.amountMinor, partyId: row.mediatorId })),
  ]);
}

/** A profit row paid into capital by an approved request (docs/distribution.md §11). */
export function postProfitToCapital(
  accounts: PostingAccounts,
  params: { currency: Currency; amountMinor: bigint; profitSubscriberId: string; creditedSubscriberId: string },
): JournalLine[] {
  return post(accounts, 'profit-to-capital', params.currency, [
    { leg: 'payable', amountMinor: params.amountMinor, partyId: params.profitSubscriberId },
    { leg: 'capital', amountMinor: params.amountMinor, partyId: params.creditedSubscriberId },
  ]);
}

/** A profit, commission or special row paid in cash: its payable settled (docs/accounting.md §3). */
export function postProfitPaid(
  accounts: PostingAccounts,
  params: { currency: Currency; type: 'profit' | 'commission' | 'special'; partyId: string; amountMinor: bigint },
): JournalLine[] {
  const leg = ({ profit: 'profit-payable', commission: 'commission-payable', special: 'special-payable' } as const)[params.type];
  return post(accounts, 'profit-paid', params.currency, [
    { leg, amountMinor: params.amountMinor, partyId: params.partyId },
    { leg: 'cash', amountMinor: params.amountMinor },
  ]);
}

/** What an adjustment corrects (docs/distribution.md §18): an investor's profit of a run of operations or of sales, or a mediator's commission. */
export type AdjustedRow = 'profit-operations' | 'profit-sales' | 'commission';

const ADJUSTMENT_EVENTS = {
  'profit-operations': 'profit-adjustment-operations',
  'profit-sales': 'profit-adjustment-sales',
  commission: 'commission-adjustment',
} as const;

/**
 * A posted row corrected by its signed difference (docs/accounting.md §3): a rise is the company's
 * further expense owed to the party (expense debited, payable credited), a fall the same lines with
 * debit and credit swapped.
 */
export function postAdjustment(
  accounts: PostingAccounts,
  params: { row: AdjustedRow; currency: Currency; partyId: string; differenceMinor: bigint },
): JournalLine[] {
  const amountMinor = params.differenceMinor < 0n ? -params.differenceMinor : params.differenceMinor;
  const lines = post(accounts, ADJUSTMENT_EVENTS[params.row], params.currency, [
    { leg: 'expense', amountMinor },
    { leg: 'payable', amountMinor, partyId: params.partyId },
  ]);
  return params.differenceMinor < 0n ? mirrorLines(lines) : lines;
}
