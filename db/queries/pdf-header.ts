import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { pdfSettings } from '../schema';

export type PdfHeaderRecord = { companyName: string; address: string; phone: string; email: string; website: string; logoUrl: string };

/** The header of every PDF (pdf_settings, id 1); the defaults when the row is missing. */
export async function findPdfHeader(db: Tx): Promise<PdfHeaderRecord> {
  const rows = await db
    .select({
      companyName: pdfSettings.companyName,
      address: pdfSettings.address,
      phone: pdfSettings.phone,
      email: pdfSettings.email,
      website: pdfSettings.website,
      logoUrl: pdfSettings.logoUrl,
    })
    .from(pdfSettings)
    .where(eq(pdfSettings.id, 1))
    .limit(1);
  return rows[0] ?? { companyName: 'Wasit', address: '', phone: '', email: '', website: '', logoUrl: '' };
}
