import type { Db } from '../../db/client';
import { loadDemoBase } from '../../db/demo/demo-data';
import { insertAudit } from '../../db/queries/audit';
import { seedBooks } from '../../db/queries/books';
import { postMissingEntries } from '../features/books/backfill-entries';
import { loadDemoHistory } from './demo-history';

/**
 * Loads the demo data into an empty database in one transaction: the people, operations and
 * settings of db/demo, then the distribution history written through the distribution service.
 */
export async function loadDemoData(db: Db, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The chart and posting rules the history's runs post to (docs/accounting.md §2), as every start loads them.
    await seedBooks(tx);
    const base = await loadDemoBase(tx, passwordHash, new Date());
    const history = await loadDemoHistory(tx, { today: base.today, people: { proposer: base.admin, approver: base.approver } });
    // The money db/demo writes straight through queries gets the entries the services post (docs/accounting.md §7).
    const entries = await postMissingEntries(tx);
    await insertAudit(tx, {
      actorId: null,
      action: 'demo-data.load',
      entity: 'database',
      entityId: null,
      after: { ...base.summary, ...history, entries },
      clientAddress: null,
      requestId: null,
    });
  });
}
