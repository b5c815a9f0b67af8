import ExcelJS from 'exceljs';
import { CSV_BOM, csvLine } from '../../../contract/csv';
import { IMPORT_COLUMNS, type ImportKind, type ImportLanguage } from '../../../contract/imports';

/** docs/import.md §2: the kind's header line in the user's language, as CSV (UTF-8 with BOM, for Excel) or xlsx. */
export async function importTemplate(params: { kind: ImportKind; format: 'csv' | 'xlsx'; language: ImportLanguage }): Promise<Buffer> {
  const headers = IMPORT_COLUMNS[params.kind].map((item) => item.labels[params.language]);
  if (params.format === 'csv') return Buffer.from(`${CSV_BOM}${csvLine(headers)}`, 'utf8');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(params.kind, { views: [{ rightToLeft: params.language === 'ar', state: 'frozen', ySplit: 1 }] });
  sheet.addRow(headers).font = { bold: true };
  sheet.columns.forEach((item) => {
    item.width = 22;
    // Text cells: a phone, an NNI or "=…" typed in the template stays what was typed.
    item.numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
