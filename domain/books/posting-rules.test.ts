import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../money/currency';
import { currencyTotals, type JournalLine } from './journal-entry';
import { DEFAULT_POSTING_ACCOUNTS as accounts, postingAccountsFrom, postingRuleRows } from './posting-legs';
import {
  postAdjustment,
  postCapitalMovement,
  postCommissionRun,
  postInvestorRun,
  postOperationCompleted,
  postProfitPaid,
  postProfitToCapital,
  postSaleSold,
  postSubscription,
} from './posting-rules';
import { shownLines } from '../test-support/journal-lines';

const balancedPerCurrency = (lines: JournalLine[]) => {
  for (const total of currencyTotals(lines).values()) expect(total.debitMinor).toBe(total.creditMinor);
  for (const line of lines) expect((line.debitMinor === 0n) !== (line.creditMinor === 0n)).toBe(true);
};

describe('posting rules (docs/accounting.md §3)', () => {
  it.each<[string, () => JournalLine[], string[]]>([
    [
      'capital credit of a new amount',
      () => postCapitalMovement(accounts, { subscriberId: 's1', currency: 'XAF', type: 'credit', creditType: 'new-amount', amountMinor: 500n }),
      ['D 1000 500', 'C 3100:s1 500'],
    ],
    [
      'capital credit of a profit without a profit row',
      () => postCapitalMovement(accounts, { subscriberId: 's1', currency: 'XAF', type: 'credit', creditType: 'profit', amountMinor: 70n }),
      ['D 5150 70', 'C 3100:s1 70'],
    ],
    [
      'capital debit',
      () => postCapitalMovement(accounts, { subscriberId: 's1', currency: 'USD', type: 'debit', creditType: null, amountMinor: 1250n }),
      ['D 3100:s1 1250', 'C 1000 1250'],
    ],
    [
      'subscription opened',
      () => postSubscription(accounts, { subscriberId: 's2', currency: 'XAF', amountMinor: 1_000_000n }),
      ['D 1000 1000000', 'C 3100:s2 1000000'],
    ],
    ['subscription lowered', () => postSubscription(accounts, { subscriberId: 's2', currency: 'XAF', amountMinor: -200n }), ['C 1000 200', 'D 3100:s2 200']],
    [
      // docs/operations.md §4's first vector: revenue 300.00 = investors 150.00 + mediator 20.00 + special 6.50 + company 123.50.
      'operation completed',
      () =>
        postOperationCompleted(accounts, {
          currency: 'USD',
          mediatorId: 'm1',
          revenueMinor: 30000n,
          investorShareMinor: 15000n,
          mediatorShareMinor: 2000n,
          specialShareMinor: 650n,
        }),
      ['D 1000 30000', 'C 4100 30000', 'D 5100 15000', 'C 2100 15000', 'D 5200 2000', 'C 2300:m1 2000', 'D 5300 650', 'C 2310 650'],
    ],
    [
      'operation without mediator or special share: no zero lines',
      () =>
        postOperationCompleted(accounts, {
          currency: 'XAF',
          mediatorId: 'm1',
          revenueMinor: 50n,
          investorShareMinor: 0n,
          mediatorShareMinor: 0n,
          specialShareMinor: 0n,
        }),
      ['D 1000 50', 'C 4100 50'],
    ],
    [
      'sale sold at a loss',
      () => postSaleSold(accounts, { currency: 'XAF', totalSaleMinor: 900n, totalCostMinor: 1000n }),
      ['D 1000 900', 'C 4200 900', 'D 5600 1000', 'C 1000 1000'],
    ],
    [
      // Base 1000, investor percentage 80 → 800, loss 100 → distributable 700; special 5 % of the base.
      'investor run of operations: the percentage and the loss retained, the special row on top',
      () =>
        postInvestorRun(accounts, {
          currency: 'XAF',
          source: 'operations',
          baseTotalMinor: 1000n,
          investorsPartMinor: 800n,
          shares: [
            { subscriberId: 's1', amountMinor: 467n },
            { subscriberId: 's2', amountMinor: 233n },
          ],
          special: { beneficiaryId: 'b1', amountMinor: 50n },
        }),
      ['D 2100 1000', 'C 2200:s1 467', 'C 2200:s2 233', 'C 4300 200', 'C 4310 100', 'D 5310 50', 'C 2220:b1 50'],
    ],
    [
      'investor run of sales without a beneficiary',
      () =>
        postInvestorRun(accounts, {
          currency: 'EUR',
          source: 'sales',
          baseTotalMinor: 1000n,
          investorsPartMinor: 1000n,
          shares: [{ subscriberId: 's1', amountMinor: 1000n }],
          special: null,
        }),
      ['D 5110 1000', 'C 2200:s1 1000'],
    ],
    [
      'commission run',
      () =>
        postCommissionRun(accounts, {
          currency: 'XAF',
          commissions: [
            { mediatorId: 'm1', amountMinor: 12n },
            { mediatorId: 'm2', amountMinor: 30n },
          ],
        }),
      ['D 5400 42', 'C 2210:m1 12', 'C 2210:m2 30'],
    ],
    [
      'profit added to capital',
      () => postProfitToCapital(accounts, { currency: 'XAF', amountMinor: 467n, profitSubscriberId: 's1', creditedSubscriberId: 's1' }),
      ['D 2200:s1 467', 'C 3100:s1 467'],
    ],
    [
      'commission paid in cash',
      () => postProfitPaid(accounts, { currency: 'XAF', type: 'commission', partyId: 'm2', amountMinor: 30n }),
      ['D 2210:m2 30', 'C 1000 30'],
    ],
    [
      'a profit of operations corrected upwards',
      () => postAdjustment(accounts, { row: 'profit-operations', currency: 'USD', partyId: 's1', differenceMinor: 1250n }),
      ['D 5100 1250', 'C 2200:s1 1250'],
    ],
    [
      'a profit of sales corrected downwards: the sides swapped',
      () => postAdjustment(accounts, { row: 'profit-sales', currency: 'USD', partyId: 's1', differenceMinor: -75n }),
      ['C 5110 75', 'D 2200:s1 75'],
    ],
    [
      'a commission corrected downwards',
      () => postAdjustment(accounts, { row: 'commission', currency: 'XAF', partyId: 'm1', differenceMinor: -3n }),
      ['C 5400 3', 'D 2210:m1 3'],
    ],
  ])('%s', (_name, post, expected) => {
    const lines = post();
    balancedPerCurrency(lines);
    expect(shownLines(lines)).toEqual(expected);
  });

  it('posts to the accounts the rules name', () => {
    const edited = postingAccountsFrom([
      { event: 'capital-debit', leg: 'cash', accountCode: '1010' },
      { event: 'no-such-event', leg: 'cash', accountCode: '9999' },
      { event: 'capital-debit', leg: 'no-such-leg', accountCode: '9999' },
    ]);
    const lines = postCapitalMovement(edited, { subscriberId: 's1', currency: 'XAF', type: 'debit', creditType: null, amountMinor: 5n });
    expect(shownLines(lines)).toEqual(['D 3100:s1 5', 'C 1010 5']);
    expect(postingAccountsFrom(postingRuleRows())).toEqual(accounts);
  });
});

const currency = fc.constantFrom(...CURRENCIES);
const amount = fc.bigInt({ min: 0n, max: 10n ** 15n });

describe('posting rules: every posted entry balances per currency', () => {
  it('operations, whatever their shares', () => {
    fc.assert(
      fc.property(currency, amount, amount, amount, amount, (cur, investor, mediator, special, company) => {
        const lines = postOperationCompleted(accounts, {
          currency: cur,
          mediatorId: 'm',
          revenueMinor: investor + mediator + special + company,
          investorShareMinor: investor,
          mediatorShareMinor: mediator,
          specialShareMinor: special,
        });
        balancedPerCurrency(lines);
        // The company's net is what the fee revenue keeps after the three shares.
        const net = lines.reduce(
          (sum, line) => (line.account.startsWith('4') || line.account.startsWith('5') ? sum + line.creditMinor - line.debitMinor : sum),
          0n,
        );
        expect(net).toBe(company);
      }),
    );
  });

  it('investor runs, whatever the percentage, the loss and the split', () => {
    fc.assert(
      fc.property(
        currency,
        fc.constantFrom('operations' as const, 'sales' as const),
        amount,
        fc.integer({ min: 0, max: 100 }),
        amount,
        fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 8 }),
        fc.option(amount, { nil: null }),
        (cur, source, base, percent, loss, weights, special) => {
          const investorsPartMinor = (base * BigInt(percent)) / 100n;
          const distributable = investorsPartMinor > loss ? investorsPartMinor - loss : 0n;
          // Any split of the distributable that adds up to it: the books take the rows as written.
          const totalWeight = weights.reduce((sum, weight) => sum + BigInt(weight), 0n) || 1n;
          const shares = weights.map((weight, index) => ({ subscriberId: `s${index}`, amountMinor: (distributable * BigInt(weight)) / totalWeight }));
          shares[0]!.amountMinor += distributable - shares.reduce((sum, share) => sum + share.amountMinor, 0n);
          const lines = postInvestorRun(accounts, {
            currency: cur,
            source,
            baseTotalMinor: base,
            investorsPartMinor,
            shares,
            special: special === null ? null : { beneficiaryId: 'b', amountMinor: special },
          });
          balancedPerCurrency(lines);
          const payable = lines.filter((line) => line.account === '2200').reduce((sum, line) => sum + line.creditMinor, 0n);
          expect(payable).toBe(distributable);
        },
      ),
    );
  });

  it('capital movements, sales and commissions', () => {
    fc.assert(
      fc.property(
        currency,
        amount,
        amount,
        fc.constantFrom('credit' as const, 'debit' as const),
        fc.constantFrom('new-amount' as const, 'profit' as const),
        fc.array(amount, { maxLength: 6 }),
        (cur, first, second, type, creditType, commissions) => {
          balancedPerCurrency(
            postCapitalMovement(accounts, { subscriberId: 's', currency: cur, type, creditType: type === 'credit' ? creditType : null, amountMinor: first }),
          );
          balancedPerCurrency(postSaleSold(accounts, { currency: cur, totalSaleMinor: first, totalCostMinor: second }));
          balancedPerCurrency(postSubscription(accounts, { subscriberId: 's', currency: cur, amountMinor: first - second }));
          balancedPerCurrency(
            postCommissionRun(accounts, { currency: cur, commissions: commissions.map((value, index) => ({ mediatorId: `m${index}`, amountMinor: value })) }),
          );
        },
      ),
    );
  });
});
