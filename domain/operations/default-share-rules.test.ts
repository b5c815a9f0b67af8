import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../test-support/error-code';
import { defaultShareRules } from './default-share-rules';
import type { CompanyShareSettings } from './default-share-rules';
import { mediatorShareRule } from './mediator-share-rule';
import type { MediatorType } from './mediator-share-rule';

const settings: CompanyShareSettings = {
  mediatorNormalAmountMinor: 2000n,
  mediatorTraderRatio: { numerator: 15n, denominator: 1n },
  traderMediatorRatio: { numerator: 10n, denominator: 1n },
};

describe('mediatorShareRule', () => {
  it.each<[MediatorType, string]>([
    ['normal', 'fixed'],
    ['mediator-trader', 'percent-of-remainder'],
    ['trader-mediator', 'percent-of-remainder'],
  ])('a %s mediator takes a %s share', (mediatorType, kind) => {
    expect(mediatorShareRule({ mediatorType, fixedAmountMinor: 100n, percentage: { numerator: 10n, denominator: 1n } }).kind).toBe(kind);
  });
});

describe('defaultShareRules', () => {
  it('defaults to 50% of the revenue for investors and 5% of the remainder for special services', () => {
    expect(defaultShareRules({ settings, mediatorType: 'normal' })).toEqual({
      investor: { kind: 'percent-of-revenue', percentage: { numerator: 50n, denominator: 1n } },
      mediator: { kind: 'fixed', amountMinor: 2000n },
      special: { kind: 'percent-of-remainder', percentage: { numerator: 5n, denominator: 1n } },
    });
  });

  it.each<[MediatorType, bigint]>([
    ['mediator-trader', 15n],
    ['trader-mediator', 10n],
  ])('a %s takes its own setting from the remainder', (mediatorType, numerator) => {
    expect(defaultShareRules({ settings, mediatorType }).mediator).toEqual({
      kind: 'percent-of-remainder',
      percentage: { numerator, denominator: 1n },
    });
  });

  it('uses the settings and the amount typed on the operation when given', () => {
    const rules = defaultShareRules({
      settings: { ...settings, investorRatio: { numerator: 40n, denominator: 1n }, specialServiceRatio: { numerator: 3n, denominator: 1n } },
      mediatorType: 'normal',
      mediatorFixedAmountMinor: 750n,
    });
    expect(rules.investor).toEqual({ kind: 'percent-of-revenue', percentage: { numerator: 40n, denominator: 1n } });
    expect(rules.mediator).toEqual({ kind: 'fixed', amountMinor: 750n });
    expect(rules.special).toEqual({ kind: 'percent-of-remainder', percentage: { numerator: 3n, denominator: 1n } });
  });

  it('refuses a ratio above 100', () => {
    expect(
      errorCodeOf(() => defaultShareRules({ settings: { ...settings, investorRatio: { numerator: 101n, denominator: 1n } }, mediatorType: 'normal' })),
    ).toBe('PERCENTAGE_OUT_OF_RANGE');
  });
});
