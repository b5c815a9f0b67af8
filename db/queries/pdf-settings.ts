import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { pdfSettings } from '../schema';

/** The letterhead as stored (docs/letterhead.md §1). */
export type PdfSettingsFields = Pick<
  typeof pdfSettings.$inferSelect,
  'companyName' | 'address' | 'phone' | 'email' | 'website' | 'tradeRegister' | 'taxId' | 'logoUrl'
>;
/** What the letterhead's form changes: everything but the logo. */
export type PdfSettingsText = Omit<PdfSettingsFields, 'logoUrl'>;

const DEFAULTS: PdfSettingsFields = { companyName: 'Wasit', address: '', phone: '', email: '', website: '', tradeRegister: '', taxId: '', logoUrl: '' };

/** The single settings row, or the defaults while nobody has saved any. */
export async function readPdfSettings(db: Tx): Promise<PdfSettingsFields> {
  const rows = await db.select().from(pdfSettings).where(eq(pdfSettings.id, 1)).limit(1);
  const row = rows[0];
  if (!row) return DEFAULTS;
  return {
    companyName: row.companyName,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    tradeRegister: row.tradeRegister,
    taxId: row.taxId,
    logoUrl: row.logoUrl,
  };
}

/** Locks the row (creating it first if needed) so that two saves apply one after the other. */
export async function lockPdfSettings(db: Tx): Promise<PdfSettingsFields> {
  await db.insert(pdfSettings).values({ id: 1 }).onConflictDoNothing();
  await db.select({ id: pdfSettings.id }).from(pdfSettings).where(eq(pdfSettings.id, 1)).for('update');
  return readPdfSettings(db);
}

/** Writes the text, or the logo alone; the row is locked first (lockPdfSettings). */
export async function writePdfSettings(db: Tx, fields: PdfSettingsText | Pick<PdfSettingsFields, 'logoUrl'>, actorId: string | null): Promise<void> {
  await db
    .update(pdfSettings)
    .set({ ...fields, updatedBy: actorId, updatedAt: new Date() })
    .where(eq(pdfSettings.id, 1));
}
