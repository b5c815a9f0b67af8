import type { Tx } from '../client';
import { readPdfSettings, type PdfSettingsFields } from './pdf-settings';

export type PdfHeaderRecord = PdfSettingsFields;

/** The header of every PDF (pdf_settings, id 1); the defaults when the row is missing. */
export function findPdfHeader(db: Tx): Promise<PdfHeaderRecord> {
  return readPdfSettings(db);
}
