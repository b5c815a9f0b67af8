import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../test-support/error-code';
import { computeMediatorCommissions } from './compute-mediator-commissions';
import type { MediatorLink } from './compute-mediator-commissions';

const link = (mediatorId: string, investorId: string, numerator: bigint, denominator = 1n, status: MediatorLink['status'] = 'active'): MediatorLink => ({
  mediatorId,
  investorId,
  percentage: { numerator, denominator },
  status,
});

describe('computeMediatorCommissions', () => {
  it('sums a mediator links, ignores inactive ones and sorts by id', () => {
    const result = computeMediatorCommissions({
      links: [link('m2', 'a', 10n), link('m1', 'a', 10n), link('m1', 'b', 25n, 10n), link('m3', 'a', 20n, 1n, 'inactive')],
      profits: [
        { investorId: 'a', amountMinor: 100000n },
        { investorId: 'a', amountMinor: 23455n },
        { investorId: 'b', amountMinor: 80001n },
      ],
    });
    expect(result.rows).toEqual([
      { mediatorId: 'm1', amountMinor: 12346n + 2000n },
      { mediatorId: 'm2', amountMinor: 12346n },
    ]);
    expect(result.totalMinor).toBe(26692n);
  });

  it('leaves out mediators whose investors earned nothing', () => {
    const result = computeMediatorCommissions({ links: [link('m1', 'nobody', 50n), link('m2', 'a', 0n)], profits: [{ investorId: 'a', amountMinor: 10n }] });
    expect(result).toEqual({ totalMinor: 0n, rows: [] });
  });

  it('rounds each link half away from zero', () => {
    const result = computeMediatorCommissions({ links: [link('m', 'a', 5n)], profits: [{ investorId: 'a', amountMinor: 10n }] });
    expect(result.totalMinor).toBe(1n);
  });

  it.each<[string, () => unknown, string]>([
    ['a percentage above 100', () => computeMediatorCommissions({ links: [link('m', 'a', 101n)], profits: [] }), 'PERCENTAGE_OUT_OF_RANGE'],
    ['a negative profit', () => computeMediatorCommissions({ links: [], profits: [{ investorId: 'a', amountMinor: -1n }] }), 'NEGATIVE_AMOUNT'],
    [
      'an unknown link status',
      () => computeMediatorCommissions({ links: [{ ...link('m', 'a', 1n), status: 'paused' as 'active' }], profits: [] }),
      'INVALID_INPUT',
    ],
  ])('refuses %s', (_title, run, code) => {
    expect(errorCodeOf(run)).toBe(code);
  });
});
