import { createHash } from 'node:crypto';
import { LOGO_MAX_BYTES, logoTypeOf, type TPdfSettings, type TPdfSettingsBody, type TUploadLogoBody } from '../../../contract/letterhead';
import type { Tx } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import { lockPdfSettings, readPdfSettings, writePdfSettings, type PdfSettingsFields } from '../../../db/queries/pdf-settings';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';

export function getPdfSettings(deps: Deps): Promise<TPdfSettings> {
  return readPdfSettings(deps.database.db);
}

/** What the audit keeps of a logo: whether there is one, its type, size and digest (never the image: up to 512 KB). */
function logoFacts(logoUrl: string) {
  if (logoUrl === '') return { hasLogo: false };
  const [head = '', base64 = ''] = logoUrl.split(',', 2);
  const bytes = Buffer.from(base64, 'base64');
  return {
    hasLogo: true,
    logoType: head.slice('data:'.length).replace(';base64', ''),
    logoBytes: bytes.length,
    logoSha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** One transaction: lock the row, change it, audit before and after (docs/letterhead.md §3). */
function changeLetterhead(
  deps: Deps,
  context: AuditContext,
  action: string,
  change: (tx: Tx, before: PdfSettingsFields) => Promise<void>,
): Promise<TPdfSettings> {
  return deps.database.db.transaction(async (tx) => {
    const before = await lockPdfSettings(tx);
    await change(tx, before);
    const after = await readPdfSettings(tx);
    const { logoUrl: oldLogo, ...beforeText } = before;
    const { logoUrl: newLogo, ...afterText } = after;
    await insertAudit(tx, {
      ...context,
      action,
      entity: 'pdf-settings',
      entityId: '1',
      before: { ...beforeText, ...logoFacts(oldLogo) },
      after: { ...afterText, ...logoFacts(newLogo) },
    });
    return after;
  });
}

/** The letterhead's text; the logo stays as it is. */
export function savePdfSettings(deps: Deps, body: TPdfSettingsBody, context: AuditContext): Promise<TPdfSettings> {
  return changeLetterhead(deps, context, 'pdf-settings.update', (tx) => writePdfSettings(tx, body, context.actorId));
}

/**
 * docs/letterhead.md §2: the logo is judged by its bytes (PNG, JPEG or WebP magic numbers) and its
 * size once decoded; a refusal changes nothing. Kept as a data URL, ready for the PDF renderer.
 */
export function uploadLogo(deps: Deps, body: TUploadLogoBody, context: AuditContext): Promise<TPdfSettings> {
  const bytes = Buffer.from(body.content, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError('LOGO_TOO_LARGE', { maxKb: LOGO_MAX_BYTES / 1024 });
  const type = logoTypeOf(bytes);
  if (type === null) throw new AppError('LOGO_NOT_IMAGE');
  const logoUrl = `data:${type};base64,${bytes.toString('base64')}`;
  return changeLetterhead(deps, context, 'pdf-settings.upload-logo', (tx) => writePdfSettings(tx, { logoUrl }, context.actorId));
}

/** Removes the logo; removing none is a no-op that still answers the settings, and is not audited. */
export async function deleteLogo(deps: Deps, context: AuditContext): Promise<TPdfSettings> {
  const current = await readPdfSettings(deps.database.db);
  if (current.logoUrl === '') return current;
  return changeLetterhead(deps, context, 'pdf-settings.delete-logo', (tx) => writePdfSettings(tx, { logoUrl: '' }, context.actorId));
}
