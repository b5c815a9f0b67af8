import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { distributionRuns } from '../../../db/schema';
import { asBrowser, buildTestApp, createTestUser, openTestDatabase, signIn } from '../../test/helper';

/** docs/distribution.md §15 on PostgreSQL: a close waits for the write that holds its month. */
describe.runIf(process.env.TEST_DATABASE_URL)('closing while a write is in flight on PostgreSQL', () => {
  it('waits for the write holding the month, and refuses the writes that come after', async () => {
    const { assertPeriodsOpen } = await import('./period-guard');
    const database = await openTestDatabase('postgres');
    const app = await buildTestApp(database);
    try {
      const closer = asBrowser(await signIn(app, (await createTestUser(database, { permissions: ['close-periods'] })).email));
      await database.db
        .insert(distributionRuns)
        .values({ id: randomUUID(), kind: 'investor', source: 'operations', year: 2025, month: 6, currency: 'XAF', parameters: {}, totals: {} });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const holding = new Promise<void>((resolve) => (locked = resolve));
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
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
