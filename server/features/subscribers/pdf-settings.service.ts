import type { TPdfSettings, TPdfSettingsBody } from '../../../contract/subscribers';
import { insertAudit } from '../../../db/queries/audit';
import { lockPdfSettings, readPdfSettings, writePdfSettings } from '../../../db/queries/pdf-settings';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';

export function getPdfSettings(deps: Deps): Promise<TPdfSettings> {
  return readPdfSettings(deps.database.db);
}

/** The logo is kept out of the audit row (it can be 200 kB); whether it changed is recorded. */
export function savePdfSettings(deps: Deps, body: TPdfSettingsBody, context: AuditContext): Promise<TPdfSettings> {
  return deps.database.db.transaction(async (tx) => {
    const before = await lockPdfSettings(tx);
    await writePdfSettings(tx, body, context.actorId);
    const { logoUrl: oldLogo, ...beforeText } = before;
    const { logoUrl: newLogo, ...afterText } = body;
    await insertAudit(tx, {
      ...context,
      action: 'pdf-settings.update',
      entity: 'pdf-settings',
      entityId: '1',
      before: { ...beforeText, hasLogo: oldLogo !== '' },
      after: { ...afterText, hasLogo: newLogo !== '', logoChanged: oldLogo !== newLogo },
    });
    return readPdfSettings(tx);
  });
}
