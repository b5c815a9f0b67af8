import { describeVerdict, verifyAuditChain } from '../features/audit-log/verify-chain';
import { openForMaintenance, runTool } from './open-for-maintenance';

/** `npm run audit:verify`: exit 0 and "intact", or exit 1 naming the first broken row of the audit chain. */
runTool(async () => {
  const database = await openForMaintenance({ mustExist: true });
  try {
    const verdict = await verifyAuditChain(database.db);
    console.log(describeVerdict(verdict));
    return verdict.intact ? 0 : 1;
  } finally {
    await database.close();
  }
});
