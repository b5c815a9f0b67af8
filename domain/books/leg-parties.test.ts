import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART } from './default-chart';
import { accountFitsLeg, isLegOf, legPartyKind } from './leg-parties';
import { postingRuleRows } from './posting-legs';
import { postCapitalMovement, postInvestorRun, postOperationCompleted, postProfitPaid } from './posting-rules';
import { DEFAULT_POSTING_ACCOUNTS as accounts } from './posting-legs';

const partyKindOf = (code: string) => DEFAULT_CHART.find((account) => account.code === code)!.partyKind;

describe('the party of each leg (docs/accounting.md §3)', () => {
  it('every default rule names an account that carries the party of its leg, and no party where the leg has none', () => {
    const misfits = postingRuleRows().filter((rule) => !accountFitsLeg(rule.event, rule.leg, partyKindOf(rule.accountCode)));
    expect(misfits).toEqual([]);
  });

  it('matches what the posting writes: lines with a party exactly on the legs that name one', () => {
    const capital = postCapitalMovement(accounts, { subscriberId: 's1', currency: 'XAF', type: 'credit', creditType: 'new-amount', amountMinor: 5n });
    expect(capital.map((line) => [line.account, line.partyId])).toEqual([
      ['1000', null],
      ['3100', 's1'],
    ]);
    const operation = postOperationCompleted(accounts, {
      currency: 'XAF',
      mediatorId: 'm1',
      revenueMinor: 10n,
      investorShareMinor: 4n,
      mediatorShareMinor: 3n,
      specialShareMinor: 2n,
    });
    expect(operation.filter((line) => line.partyId !== null).map((line) => line.account)).toEqual(['2300']);
    const run = postInvestorRun(accounts, {
      currency: 'XAF',
      source: 'operations',
      baseTotalMinor: 10n,
      investorsPartMinor: 10n,
      shares: [{ subscriberId: 's1', amountMinor: 10n }],
      special: { beneficiaryId: 'b1', amountMinor: 1n },
    });
    expect(run.filter((line) => line.partyId !== null).map((line) => line.account)).toEqual(['2200', '2220']);
    const paid = postProfitPaid(accounts, { currency: 'XAF', type: 'commission', partyId: 'm1', amountMinor: 1n });
    expect(paid.map((line) => [line.account, line.partyId])).toEqual([
      ['2210', 'm1'],
      ['1000', null],
    ]);
  });

  it('refuses an account of another party kind, or with a party on a leg without one', () => {
    expect(legPartyKind('capital-credit', 'capital')).toBe('subscriber');
    expect(accountFitsLeg('capital-credit', 'capital', 'mediator')).toBe(false);
    expect(accountFitsLeg('capital-credit', 'capital', null)).toBe(false);
    expect(accountFitsLeg('capital-credit', 'cash', 'subscriber')).toBe(false);
    expect(accountFitsLeg('operation-completed', 'special-payable', null)).toBe(true);
    expect(accountFitsLeg('investor-run-sales', 'special-payable', 'beneficiary')).toBe(true);
  });

  it('knows the legs of each event', () => {
    expect(isLegOf('sale-sold', 'cost-cash')).toBe(true);
    expect(isLegOf('sale-sold', 'capital')).toBe(false);
    expect(isLegOf('no-such-event', 'cash')).toBe(false);
    expect(isLegOf('constructor', 'cash')).toBe(false);
  });
});
