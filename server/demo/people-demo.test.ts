import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceAt, LEDGER_END, lowestBalanceFrom, parseIsoDate } from '../../domain';
import { ledgerEntriesOf } from '../../db/queries/ledger';
import { findSubscriberById } from '../../db/queries/subscribers';
import { individuals, subAllocations, subscribers, users } from '../../db/schema';
import { demoDatabaseForTests } from './demo-test-database';

describe('people demo data', () => {
  const database = demoDatabaseForTests();

  it('holds 30 individuals with some mediators, 20 subscribers and a few allocations', async () => {
    const people = await database.db.select().from(individuals);
    expect(people).toHaveLength(30);
    expect(people.filter((person) => person.type === 'mediator').length).toBeGreaterThanOrEqual(5);
    expect(await database.db.select().from(subscribers)).toHaveLength(20);
    expect((await database.db.select().from(subAllocations)).length).toBeGreaterThanOrEqual(3);
  });

  it('gives every subscriber a ledger whose balance is never negative and whose cache equals the core', async () => {
    for (const { id } of await database.db.select({ id: subscribers.id }).from(subscribers)) {
      const subscriber = (await findSubscriberById(database.db, id))!;
      const entries = await ledgerEntriesOf(database.db, id, subscriber.currency);
      expect(entries.length).toBeGreaterThan(5);
      expect(subscriber.balanceMinor).toBe(balanceAt({ subscriptionAmountMinor: subscriber.subscriptionAmountMinor, entries, date: LEDGER_END }));
      expect(
        lowestBalanceFrom({ subscriptionAmountMinor: subscriber.subscriptionAmountMinor, entries, from: parseIsoDate(subscriber.subscriptionDate) }) >= 0n,
      ).toBe(true);
    }
  });

  it('links the demo member to the first subscriber’s individual', async () => {
    const [member] = await database.db.select().from(users).where(eq(users.email, 'member@wasit.example'));
    expect(member?.individualId).toBe('demo-individual-01');
  });
});
