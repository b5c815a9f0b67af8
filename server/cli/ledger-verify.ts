import { parseArgs } from 'node:util';
import { describeBooksVerdict, verifyBooks } from '../features/books/verify-books';
import { openForMaintenance, runTool } from './open-for-maintenance';

/**
 * `npm run ledger:verify`: exit 0 and "intact", or exit 1 naming the first broken invariant of the
 * books (docs/accounting.md §4), like `audit:verify` for the audit chain.
 */
runTool(async () => {
  const { positionals } = parseArgs({ options: {}, allowPositionals: true });
  if (positionals.length > 0) throw new Error('Usage: npm run ledger:verify');
  const database = await openForMaintenance({ mustExist: true });
  try {
    const verdict = await verifyBooks(database.db);
    console.log(describeBooksVerdict(verdict));
    return verdict.intact ? 0 : 1;
  } finally {
    await database.close();
  }
});
