import ExcelJS from 'exceljs';

/** An .xlsx file as ExcelJS reads it. */
export async function readWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's rows as lists of cell values (ExcelJS counts cells from 1: its empty first slot is dropped). */
export function sheetRows(sheet: ExcelJS.Worksheet, options: { includeEmpty?: boolean } = {}): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: options.includeEmpty ?? false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A report export: the rows of its first sheet, whether it reads right to left, and the rows of its totals sheet. */
export async function readReportWorkbook(buffer: Buffer): Promise<{ rows: unknown[][]; rightToLeft: boolean; totals: unknown[][] }> {
  const [sheet, totals] = (await readWorkbook(buffer)).worksheets;
  return { rows: sheetRows(sheet!), rightToLeft: Boolean(sheet!.views[0]?.rightToLeft), totals: sheetRows(totals!) };
}
