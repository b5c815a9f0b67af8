import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { rowsOf } from './raw-rows';

export type ReportPdfHeader = { companyName: string; address: string; phone: string; email: string; website: string; logoUrl: string };

/** The company header of the report PDFs (pdf_settings row 1), or the defaults when it was never saved. */
export async function reportPdfHeader(db: Tx): Promise<ReportPdfHeader> {
  const [row] = await rowsOf<ReportPdfHeader>(
    db,
    sql`select company_name as "companyName", address, phone, email, website, logo_url as "logoUrl" from pdf_settings where id = 1`,
  );
  return row ?? { companyName: 'Wasit', address: '', phone: '', email: '', website: '', logoUrl: '' };
}
