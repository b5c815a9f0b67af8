import type { PartyKind } from './default-chart';
import { POSTING_LEGS, type PostingEvent, type PostingLeg } from './posting-legs';

/**
 * The party each leg's lines name (docs/accounting.md §3, the "(subscriber)", "(mediator)",
 * "(beneficiary)" of the account column): a leg listed here writes lines that each carry one party of
 * that kind, every other leg writes lines without a party. A leg's account must carry the same kind
 * of sub-ledger (docs/accounting.md §2), or none when the leg names no party.
 */
export const LEG_PARTIES: { [E in PostingEvent]: Partial<Record<PostingLeg<E>, PartyKind>> } = {
  'capital-credit': { capital: 'subscriber' },
  'capital-credit-profit': { capital: 'subscriber' },
  'capital-debit': { capital: 'subscriber' },
  subscription: { capital: 'subscriber' },
  'operation-completed': { 'mediator-payable': 'mediator' },
  'sale-sold': {},
  'investor-run-operations': { profit: 'subscriber', 'special-payable': 'beneficiary' },
  'investor-run-sales': { profit: 'subscriber', 'special-payable': 'beneficiary' },
  'commission-run': { payable: 'mediator' },
  'profit-to-capital': { payable: 'subscriber', capital: 'subscriber' },
  'profit-paid': { 'profit-payable': 'subscriber', 'commission-payable': 'mediator', 'special-payable': 'beneficiary' },
  'profit-adjustment-operations': { payable: 'subscriber' },
  'profit-adjustment-sales': { payable: 'subscriber' },
  'commission-adjustment': { payable: 'mediator' },
};

export function isPostingEvent(event: string): event is PostingEvent {
  return Object.hasOwn(POSTING_LEGS, event);
}

/** Whether `leg` is one of the legs of `event`. */
export function isLegOf(event: string, leg: string): boolean {
  return isPostingEvent(event) && Object.hasOwn(POSTING_LEGS[event], leg);
}

/** The kind of party the lines of a leg carry, or null when they carry none. */
export function legPartyKind(event: PostingEvent, leg: string): PartyKind | null {
  return (LEG_PARTIES[event] as Record<string, PartyKind | undefined>)[leg] ?? null;
}

/** An account fits a leg when it carries the sub-ledger of the leg's party, and none when the leg has no party. */
export function accountFitsLeg(event: PostingEvent, leg: string, accountPartyKind: PartyKind | null): boolean {
  return legPartyKind(event, leg) === accountPartyKind;
}
