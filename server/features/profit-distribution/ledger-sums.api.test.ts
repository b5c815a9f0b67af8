import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investorLedgerSums } from '../../../db/queries/distribution-investors';
import { addDays, balanceAt, parseAmount, parseIsoDate, type Currency, type IsoDate, type LedgerEntry } from '../../../domain';
import { seedLedgerRows, seedSubscriber } from '../../test/distribution-seed';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/helper';

type RawRow = { subscriberId: string; date: string; type: string; status: string; amount: string };

/** The database's per-subscriber sums, split at month start, against the core's balanceAt over the raw rows. */
describe.each(DATABASE_KINDS)('investor ledger sums on %s', (kind) => {
  let database: TestDatabase;
  const raw: RawRow[] = [];
  const subscriptions = new Map<string, { currency: Currency; amount: string }>();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    const seeds: Array<{ currency: Currency; amount: string; status?: string; date?: string }> = [
      { currency: 'USD', amount: '1000.00' },
      { currency: 'USD', amount: '0' },
      { currency: 'USD', amount: '250.50', status: 'inactive' },
      { currency: 'USD', amount: '75.25', date: '2026-04-02' },
      { currency: 'XAF', amount: '500000' },
    ];
    // A fixed pseudo-random ledger: every status, both types, rows before, inside and after March.
    let seed = 7;
    const next = (modulo: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % modulo;
    };
    for (const [index, fields] of seeds.entries()) {
      const { id } = await seedSubscriber(db, {
        name: `Investor ${index}`,
        currency: fields.currency,
        subscriptionDate: fields.date ?? '2025-06-01',
        subscriptionAmount: fields.amount,
        status: fields.status,
      });
      subscriptions.set(id, { currency: fields.currency, amount: fields.amount });
      for (let row = 0; row < 40; row += 1) {
        const date = addDays({ date: parseIsoDate('2026-01-15'), days: next(100) });
        const amount = fields.currency === 'XAF' ? `${next(90_000)}` : `${next(9_000)}.${String(next(100)).padStart(2, '0')}`;
        raw.push({
          subscriberId: id,
          date,
          type: next(3) === 0 ? 'debit' : 'credit',
          status: ['completed', 'completed', 'pending', 'cancelled'][next(4)] as string,
          amount,
        });
      }
    }
    await seedLedgerRows(db, raw);
  });

  afterAll(async () => {
    await database.drop();
  });

  it.each<[Currency, number]>([
    ['USD', 2],
    ['XAF', 1],
  ])('agree with balanceAt at the day before the month and at every day of it (%s, %i investors read)', async (currency, expectedCount) => {
    const monthStart = parseIsoDate('2026-03-01');
    const ledgers = await investorLedgerSums(database.db, { monthStart, monthEnd: '2026-03-31', currency });
    expect(ledgers.length).toBe(expectedCount);
    for (const ledger of ledgers) {
      const subscription = subscriptions.get(ledger.subscriberId);
      expect(subscription?.currency).toBe(currency);
      const subscriptionAmountMinor = parseAmount({ text: subscription?.amount ?? '', currency }).amountMinor;
      expect(ledger.subscriptionAmountMinor).toBe(subscriptionAmountMinor);
      const entries: LedgerEntry[] = raw
        .filter((row) => row.subscriberId === ledger.subscriberId)
        .map((row) => ({
          date: parseIsoDate(row.date),
          type: row.type as LedgerEntry['type'],
          status: row.status as LedgerEntry['status'],
          amountMinor: parseAmount({ text: row.amount, currency }).amountMinor,
        }));
      const balanceOn = (date: IsoDate) => balanceAt({ subscriptionAmountMinor, entries, date });
      let balanceMinor = subscriptionAmountMinor + ledger.openingMinor;
      expect(balanceMinor).toBe(balanceOn(addDays({ date: monthStart, days: -1 })));
      for (let day = 0; day < 31; day += 1) {
        const date = addDays({ date: monthStart, days: day });
        balanceMinor += ledger.days.find((moved) => moved.date === date)?.netMinor ?? 0n;
        expect(balanceMinor).toBe(balanceOn(date));
      }
    }
  });
});
