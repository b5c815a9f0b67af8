import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKS_CURRENCIES, useBooksSuite, type BooksSuite } from '../../test/books-history';
import { describeBooksVerdict, verifyBooks } from './verify-books';

/**
 * docs/accounting.md §4 as a property: whatever money the app moves, in whatever order, every
 * invariant of the books holds after it. Each history moves money in its own year (a close in one
 * history leaves the next its months), on one database, so the histories also pile up.
 */

const currency = fc.constantFrom(...BOOKS_CURRENCIES);
const month = fc.integer({ min: 1, max: 3 });
const day = fc.integer({ min: 1, max: 28 });
const pick = fc.nat({ max: 1000 });

const step = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('subscribe'),
      currency,
      month,
      day,
      amount: fc.integer({ min: 100, max: 5000 }),
      own: fc.boolean(),
      linked: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('credit'),
      pick,
      month,
      day,
      amount: fc.integer({ min: 1, max: 900 }),
      profit: fc.boolean(),
      pending: fc.boolean(),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('debit'), pick, month, day, amount: fc.integer({ min: 1, max: 900 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constantFrom('complete', 'reverse'), pick }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('operation'),
      currency,
      month,
      day,
      amount: fc.integer({ min: 1, max: 40 }),
      complete: fc.nat({ max: 4 }).map((n) => n > 0),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant('sale'), currency, month, day, price: fc.integer({ min: 300, max: 1500 }) }), weight: 1 },
  {
    // A distribution aims at a month with a completed operation or a sold sale, or at any.
    arbitrary: fc.record({
      kind: fc.constant('distribute'),
      currency,
      month,
      pick,
      posted: fc.nat({ max: 3 }).map((n) => n > 0),
      source: fc.constantFrom('operations', 'sales'),
      percentage: fc.constantFrom('100', '80'),
      loss: fc.constantFrom('0', '1'),
    }),
    weight: 4,
  },
  // Commissions, resets and closes aim at a month a run was posted for (else nothing to do), or at any.
  {
    arbitrary: fc.record({ kind: fc.constantFrom('commissions', 'reset', 'close'), currency, month, pick, posted: fc.nat({ max: 5 }).map((n) => n > 0) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('request') }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('approval'), on: fc.boolean() }), weight: 1 },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const two = (value: number) => String(value).padStart(2, '0');

/** One step through the app's routes; true when the app did it (a refusal by a rule is an answer too, never a 5xx). */
async function run(books: BooksSuite, year: number, step: Step): Promise<boolean> {
  const monthOf = (value: number) => `${year}-${two(value)}`;
  const dateOf = (value: number, dayOf: number) => `${monthOf(value)}-${two(dayOf)}`;
  const { subscribers, ledgerRows } = books.state;
  const ok = (answer: { statusCode: number }) => answer.statusCode === 200;
  switch (step.kind) {
    case 'subscribe':
      return (
        (await books.subscribe({ ...step, date: dateOf(step.month, step.day), amount: String(step.amount * (step.currency === 'XAF' ? 100 : 1)) })) !== null
      );
    case 'credit':
    case 'debit': {
      const subscriber = subscribers[step.pick % Math.max(subscribers.length, 1)];
      if (!subscriber) return false;
      const amount = String(step.amount * (subscriber.currency === 'XAF' ? 100 : 1));
      const date = dateOf(step.month, step.day);
      const credit = step.kind === 'credit' ? { profit: step.profit, pending: step.pending } : {};
      return ok(await books.ledgerRow({ subscriberId: subscriber.id, type: step.kind, amount, date, ...credit }));
    }
    case 'complete':
    case 'reverse': {
      const row = ledgerRows[step.pick % Math.max(ledgerRows.length, 1)];
      return row !== undefined && ok(await books.rowAction(row.id, step.kind));
    }
    case 'operation': {
      const amount = String(step.amount * (step.currency === 'XAF' ? 50_000 : 100));
      return ok(await books.operation({ currency: step.currency, date: dateOf(step.month, step.day), amount, complete: step.complete }));
    }
    case 'sale':
      return ok(await books.sale({ currency: step.currency, date: dateOf(step.month, step.day), salePrice: String(step.price) }));
    case 'distribute': {
      const sources = books.state.sources.filter((one) => one.month.startsWith(`${year}-`));
      const target = step.posted && sources.length > 0 ? sources[step.pick % sources.length]! : { ...step, month: monthOf(step.month) };
      return ok(await books.distribute({ ...step, ...target }));
    }
    case 'commissions':
    case 'reset':
    case 'close': {
      const posted = books.state.runs.filter((one) => one.month.startsWith(`${year}-`));
      const target = step.posted && posted.length > 0 ? posted[step.pick % posted.length]! : { currency: step.currency, month: monthOf(step.month) };
      return ok(await books[step.kind](target));
    }
    case 'request':
      return books.profitRequest();
    case 'approval':
      await books.needApproval(step.on);
      return true;
  }
}

describe('the books over random histories on pglite (docs/accounting.md §4)', () => {
  const books = useBooksSuite('pglite');
  beforeAll(() => books.setUp());

  it('keeps every invariant after any history of subscriptions, capital rows, operations, sales, runs, commissions, requests, resets and closes', async () => {
    const done = new Map<string, number>();
    let history = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 15, maxLength: 25 }), async (steps) => {
        history += 1;
        const year = 2000 + history;
        // Each history opens with the member's capital in each currency, linked to the mediator: investors for its runs and commissions.
        for (const opening of BOOKS_CURRENCIES) {
          await books.subscribe({ currency: opening, date: `${year}-01-01`, amount: opening === 'XAF' ? '300000' : '3000', own: true, linked: true });
        }
        for (const one of steps) if (await run(books, year, one)) done.set(one.kind, (done.get(one.kind) ?? 0) + 1);
        const verdict = await verifyBooks(books.suite.database.db);
        expect(describeBooksVerdict(verdict), JSON.stringify(steps)).toMatch(/^books intact/);
      }),
      { numRuns: 10, seed: Number(process.env.BOOKS_PROPERTY_SEED ?? 32), endOnFailure: true },
    );
    // The default seed's histories move money in every way, so the property is put to the test (another seed, given by hand, may not).
    if (process.env.BOOKS_PROPERTY_SEED === undefined)
      for (const kind of [
        'subscribe',
        'credit',
        'debit',
        'complete',
        'reverse',
        'operation',
        'sale',
        'distribute',
        'commissions',
        'reset',
        'close',
        'request',
      ]) {
        expect(done.get(kind) ?? 0, kind).toBeGreaterThan(0);
      }
  }, 180_000);
});
