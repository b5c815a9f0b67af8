import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { findAuditKey, MISSING_AUDIT_KEY } from '../features/audit-log/audit-key-source';
import { describeVerdict, parseExpectedLink, verifyAuditChain } from '../features/audit-log/verify-chain';
import { openForMaintenance, runTool } from './open-for-maintenance';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE = 'Usage: npm run audit:verify [-- --expect ROW:HASH ...]';

/**
 * `npm run audit:verify [-- --expect ROW:HASH ...]`: exit 0 and "intact", or exit 1 naming the first
 * broken row of the audit chain, checked with the chain's key (docs/architecture.md §9). Each
 * `--expect` is a link recorded earlier (a printed head, a closed month's stamp) that must still be there.
 */
runTool(async () => {
  const { values, positionals } = parseArgs({ options: { expect: { type: 'string', multiple: true, default: [] } }, allowPositionals: true });
  if (positionals.length > 0) throw new Error(USAGE);
  const expected = values.expect.map((text) => {
    const link = parseExpectedLink(text);
    if (!link) throw new Error(`--expect ${text}: expected ROW:HASH, a row id and the 64 hex digits of its hash.\n${USAGE}`);
    return link;
  });
  const source = await findAuditKey(readConfig(process.env, root).database, process.env, { create: false });
  if (!source) throw new Error(`Cannot verify the audit chain. ${MISSING_AUDIT_KEY}`);
  const database = await openForMaintenance({ mustExist: true });
  try {
    const verdict = await verifyAuditChain(database.db, { hashing: { kind: 'keyed', key: source.key }, expected });
    console.log(describeVerdict(verdict));
    return verdict.intact ? 0 : 1;
  } finally {
    await database.close();
  }
});
