import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../client';

/** Raw rows of a report query; both drivers answer `{ rows }`. */
export async function reportRowsOf<TRow>(db: Tx, query: SQL): Promise<TRow[]> {
  const answer = (await db.execute(query)) as unknown as { rows: TRow[] };
  return answer.rows;
}

export type ReportPdfHeader = { companyName: string; address: string; phone: string; email: string; website: string; logoUrl: string };

/** The company header of the report PDFs (pdf_settings row 1), or the defaults when it was never saved. */
export async function reportPdfHeader(db: Tx): Promise<ReportPdfHeader> {
  const [row] = await reportRowsOf<ReportPdfHeader>(
    db,
    sql`select company_name as "companyName", address, phone, email, website, logo_url as "logoUrl" from pdf_settings where id = 1`,
  );
  return row ?? { companyName: 'Wasit', address: '', phone: '', email: '', website: '', logoUrl: '' };
}
