import type { Tx } from '../../db/client';
import { insertAudit } from '../../db/queries/audit';
import type { AuditContext } from './audit-context';

/** The settings tables hold one row each, whose audit rows all name it as entity id 1. */
const SETTINGS_ROW_ID = '1';

/** The audit row of a change to a settings row (company settings and their second-factor requirement, PDF settings). */
export function insertSettingsAudit(
  tx: Tx,
  context: AuditContext,
  change: { entity: 'company-settings' | 'pdf-settings'; action: string; before: unknown; after: unknown },
): Promise<void> {
  return insertAudit(tx, { ...context, ...change, entityId: SETTINGS_ROW_ID });
}
