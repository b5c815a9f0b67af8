import type { Tx } from '../../../db/client';
import { countRows, readTableShapes, sumColumns } from '../../../db/queries/backup';
import { verifyAuditChain, type ChainVerdict } from '../audit-log/verify-chain';

export type DatabaseFingerprint = { tables: Record<string, { rows: number; sums: Record<string, string> }>; auditChain: ChainVerdict };

/** Row counts and exact sums of every numeric (money) column per table, and the audit chain's verdict. */
export async function databaseFingerprint(db: Tx): Promise<DatabaseFingerprint> {
  const tables: DatabaseFingerprint['tables'] = {};
  for (const table of await readTableShapes(db)) {
    tables[table.name] = { rows: await countRows(db, table.name), sums: await sumColumns(db, { table: table.name, columns: table.numericColumns }) };
  }
  return { tables, auditChain: await verifyAuditChain(db) };
}
