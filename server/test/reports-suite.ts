import { beforeAll } from 'vitest';
import type { DatabaseKind } from './helper';
import { seedCapital, seedLedger, seedOperationRow, seedPerson, seedProfit, seedRun } from './member-seed';
import { useApiSuite } from './api-suite';

/** The financial reports' API tests' suite: a reader signed in, and operations, distributions and capital of 2025 to report on. */
export function useReportsSuite(kind: DatabaseKind) {
  const suite = useApiSuite(kind, { users: { reader: ['reports'] } });
  const { reader } = suite.users;

  const subscribers: string[] = [];

  const get = (url: string) => suite.app.inject({ method: 'GET', url, headers: reader.headers });

  beforeAll(async () => {
    const db = suite.database.db;
    const client = await seedPerson(db, '=HYPERLINK("x")');
    const mediator = await seedPerson(db, 'وسيط عربي');
    const rows: Array<Omit<Parameters<typeof seedOperationRow>[1], 'clientId' | 'mediatorId'>> = [
      { date: '2025-03-01', amount: '100000', shares: ['2000', '1000', '500', '25', '475'] },
      { date: '2025-03-15', amount: '200000', shares: ['4000', '2000', '500', '75', '1425'] },
      { date: '2025-03-20', currency: 'USD', amount: '1000.50', shares: ['20.01', '10.01', '5', '0.25', '4.75'] },
      { date: '2025-03-21', status: 'cancelled' },
      { date: '2025-04-01' },
    ];
    for (const row of rows) {
      await seedOperationRow(db, { clientId: client.id, mediatorId: mediator.id, ...row });
    }
    const run = await seedRun(db);
    await seedProfit(db, { runId: run, individualId: mediator.id, share: '1500', date: '2025-03-31', type: 'profit' });
    await seedProfit(db, { runId: run, individualId: mediator.id, share: '250', date: '2025-03-31', type: 'commission', paid: true });
    await seedProfit(db, { runId: run, individualId: client.id, share: '75', date: '2025-04-30', type: 'special' });
    subscribers.push(await seedCapital(db, { individualId: client.id, amount: '100000', date: '2025-01-01' }));
    subscribers.push(await seedCapital(db, { individualId: mediator.id, amount: '5000', date: '2025-02-01', currency: 'USD' }));
    subscribers.push(await seedCapital(db, { individualId: mediator.id, amount: '1', date: '2025-12-01' }));
    await seedLedger(db, { subscriberId: subscribers[0]!, date: '2025-02-10', type: 'credit', amount: '20000' });
    await seedLedger(db, { subscriberId: subscribers[0]!, date: '2025-03-10', type: 'debit', amount: '3000' });
    await seedLedger(db, { subscriberId: subscribers[0]!, date: '2025-02-11', type: 'credit', amount: '999', status: 'pending' });
    await seedLedger(db, { subscriberId: subscribers[1]!, date: '2025-03-01', type: 'credit', amount: '0.75' });
  });
  return { suite, reader, get };
}
