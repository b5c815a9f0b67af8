import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertJournalEntry } from '../../../db/queries/books';
import { distributionRuns } from '../../../db/schema';
import { verifyClosedMonths } from '../books/verify-closed-months';
import type { App } from '../../app';
import type { assertPeriodsOpen } from './period-guard';
import { asBrowser, buildTestApp, createTestUser, openTestDatabase, signIn, type TestDatabase } from '../../test/helper';

type Closing = {
  database: TestDatabase;
  app: App;
  /** A browser's headers of a user who may close months. */
  closer: Record<string, string>;
  assertPeriodsOpen: typeof assertPeriodsOpen;
};

/** Runs `test` on a PostgreSQL database holding June 2025's investor run in XAF, with an app and a closer; closes and drops them after. */
async function withJuneToClose(test: (closing: Closing) => Promise<void>): Promise<void> {
  const { assertPeriodsOpen } = await import('./period-guard');
  const database = await openTestDatabase('postgres');
  const app = await buildTestApp(database);
  try {
    const closer = asBrowser(await signIn(app, (await createTestUser(database, { permissions: ['close-periods'] })).email));
    await database.db
      .insert(distributionRuns)
      .values({ id: randomUUID(), kind: 'investor', source: 'operations', year: 2025, month: 6, currency: 'XAF', parameters: {}, totals: {} });
    await test({ database, app, closer, assertPeriodsOpen });
  } finally {
    await app.close();
    await database.drop();
  }
}

/** A promise that settles only when `open` is called: the test's hand on when a transaction goes on. */
function gate(): { open: () => void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** docs/distribution.md §15 on PostgreSQL: a close waits for the write that holds its month. */
describe.runIf(process.env.TEST_DATABASE_URL)('closing while a write is in flight on PostgreSQL', () => {
  it('waits for the write holding the month, and refuses the writes that come after', () =>
    withJuneToClose(async ({ database, app, closer, assertPeriodsOpen }) => {
      const { open: release, opened: held } = gate();
      const { open: locked, opened: holding } = gate();
      const events: string[] = [];
      const write = database.db.transaction(async (tx) => {
        await assertPeriodsOpen(tx, [{ date: '2025-06-10', currency: 'XAF' }]);
        locked();
        await held;
        events.push('write committed');
      });
      await holding;
      const close = app
        .inject({ method: 'POST', url: '/api/periods/close', headers: closer, payload: { year: '2025', month: '6', currency: 'XAF' } })
        .then((answer) => {
          events.push('close answered');
          return answer;
        });
      // The close is queued on the month's row: give it every chance to overtake the write.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(events).toEqual([]);
      release();
      await write;
      expect((await close).statusCode).toBe(200);
      expect(events).toEqual(['write committed', 'close answered']);
      await expect(database.db.transaction((tx) => assertPeriodsOpen(tx, [{ date: '2025-06-11', currency: 'XAF' }]))).rejects.toMatchObject({
        code: 'PERIOD_CLOSED',
      });
    }));

  it('stamps exactly the entries its snapshot saw: an earlier month’s write still in flight at the close is left out of the stamp and of the check', () =>
    withJuneToClose(async ({ database, app, closer, assertPeriodsOpen }) => {
      const { open: release, opened: held } = gate();
      const { open: posted, opened: posting } = gate();
      // A write dated in May, still open: it holds May's row, not June's, so June's close does not wait for it.
      const write = database.db.transaction(async (tx) => {
        await assertPeriodsOpen(tx, [{ date: '2025-05-20', currency: 'XAF' }]);
        await insertJournalEntry(tx, {
          entryDate: '2025-05-20',
          memo: 'race',
          sourceKind: 'race',
          sourceId: 'may',
          auditId: null,
          lines: [
            { account: '1000', partyId: null, currency: 'XAF', debitMinor: 700n, creditMinor: 0n },
            { account: '4100', partyId: null, currency: 'XAF', debitMinor: 0n, creditMinor: 700n },
          ],
        });
        posted();
        await held;
      });
      await posting;
      const close = await app.inject({ method: 'POST', url: '/api/periods/close', headers: closer, payload: { year: '2025', month: '6', currency: 'XAF' } });
      expect(close.statusCode, close.body).toBe(200);
      release();
      await write;
      // The May entry began before the close but committed after its stamp: June's trial balance as stamped did not count it, nor does the check.
      const report = await app.inject({ method: 'GET', url: '/api/periods/report?year=2025&month=6&currency=XAF', headers: closer });
      expect(report.json<{ trialBalance: unknown }>().trialBalance).toMatchObject({ lines: [], totalDebit: '0', totalCredit: '0' });
      expect(await verifyClosedMonths(database.db)).toEqual({ intact: true, months: 1 });
    }));
});
