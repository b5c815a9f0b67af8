import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/day-number';
import { parseIsoDate, type IsoDate } from '../calendar/iso-date';
import { DayBalances } from './day-balances';
import { lowestBalanceFrom } from './ledger-statement';
import type { LedgerEntry } from './ledger-entry';

/** A small deterministic generator, so a failure names a seed that replays it. */
function generator(seed: number) {
  let state = seed;
  return (limit: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % limit;
  };
}

describe('DayBalances', () => {
  it('answers what lowestBalanceFrom answers as entries join in any order', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const next = generator(seed);
      const start = parseIsoDate('2025-01-01');
      const days: IsoDate[] = Array.from({ length: 1 + next(30) }, () => addDays({ date: start, days: next(60) }));
      const opening = BigInt(next(5_000));
      const balances = new DayBalances(days, opening);
      const entries: LedgerEntry[] = [];
      for (let step = 0; step < 60; step += 1) {
        const day = days[next(days.length)]!;
        const entry: LedgerEntry = {
          date: day,
          type: next(2) === 0 ? 'credit' : 'debit',
          status: next(4) === 0 ? 'pending' : 'completed',
          amountMinor: BigInt(next(900)),
        };
        entries.push(entry);
        if (entry.status === 'completed') balances.add(day, entry.type === 'credit' ? entry.amountMinor : -entry.amountMinor);
        const probe = days[next(days.length)]!;
        expect(balances.lowestFrom(probe), `seed ${seed} step ${step}`).toBe(lowestBalanceFrom({ subscriptionAmountMinor: opening, entries, from: probe }));
      }
    }
  });

  it('refuses a day it was not given', () => {
    expect(() => new DayBalances([parseIsoDate('2025-01-01')], 0n).lowestFrom(parseIsoDate('2025-01-02'))).toThrow();
  });
});
