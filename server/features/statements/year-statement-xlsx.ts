import ExcelJS from 'exceljs';
import { toDecimalString, type Currency } from '../../../domain';
import type { PdfLanguage } from '../../pdf/pdf-document';
import { writeCell, type SheetCell } from '../../export/streamed-xlsx';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import { movementKind } from './year-statement-pdf';
import { totalLine, YEAR_STATEMENT_COLUMNS, type YearStatementBlock } from './year-statement-blocks';
import type { CurrencyStatement, YearStatement } from './year-statement.service';

const text = (value: string): SheetCell => ({ kind: 'text', text: value });
const date = (value: string): SheetCell => ({ kind: 'date', date: value });

function addLine(sheet: ExcelJS.Worksheet, cells: SheetCell[], bold = false): void {
  const line = sheet.addRow([]);
  cells.forEach((cell, index) => writeCell(line.getCell(index + 1), cell));
  if (bold) line.font = { bold: true };
}

/** A block of a sheet after a blank line: its title and column names in bold, its rows, then its total lines in bold. */
function addBlock(sheet: ExcelJS.Worksheet, t: Translate, name: YearStatementBlock, { rows, totals }: { rows: SheetCell[][]; totals: SheetCell[][] }): void {
  addLine(sheet, []);
  addLine(sheet, [text(t(`yearStatement.${name}`))], true);
  addLine(
    sheet,
    YEAR_STATEMENT_COLUMNS[name].map((column) => text(t(`yearStatement.${column}`))),
    true,
  );
  for (const row of rows) addLine(sheet, row);
  for (const line of totals) addLine(sheet, line, true);
}

/** One sheet per currency: its summary, then its profits, approved requests and movements, each block with its total. */
function currencySheet(workbook: ExcelJS.Workbook, t: Translate, rightToLeft: boolean, statement: YearStatement, part: CurrencyStatement): void {
  const money = (amountMinor: bigint, currency: Currency = part.currency): SheetCell => ({
    kind: 'money',
    amount: toDecimalString({ amountMinor, currency }),
    currency,
  });
  const sheet = workbook.addWorksheet(part.currency, { views: [{ rightToLeft }] });
  sheet.columns = [{ width: 30 }, { width: 22 }, { width: 18 }, { width: 20 }, { width: 20 }];
  addLine(sheet, [text(t('yearStatement.title', { year: String(statement.year) })), text(statement.memberName)], true);
  addLine(sheet, [text(t('yearStatement.currency')), text(part.currency)]);
  addLine(sheet, []);
  addLine(sheet, [text(t('yearStatement.summary'))], true);
  addLine(sheet, [text(t('yearStatement.opening')), money(part.openingMinor)]);
  addLine(sheet, [text(t('yearStatement.credits')), money(part.creditsMinor)]);
  addLine(sheet, [text(t('yearStatement.debits')), money(part.debitsMinor)]);
  addLine(sheet, [text(t('yearStatement.closing')), money(part.closingMinor)]);
  addLine(sheet, [text(t('yearStatement.profitsTotal')), money(part.profitsTotalMinor)]);
  addLine(sheet, [text(t('yearStatement.requestsTotal')), money(part.requestsTotalMinor)]);

  // A block of each kind; corrections of posted rows (docs/distribution.md §18) only when the year has some.
  const total = (name: YearStatementBlock, label: string, amountMinor: bigint) =>
    totalLine(name, text(t(`yearStatement.${label}`)), text(''), money(amountMinor));
  addBlock(sheet, t, 'profits', {
    rows: part.profits.map((row) => [
      date(row.date),
      text(t(`yearStatement.types.${row.type}`)),
      text(t(row.paid ? 'yearStatement.yes' : 'yearStatement.no')),
      money(row.amountMinor),
    ]),
    totals: [total('profits', 'total', part.profitsTotalMinor)],
  });
  if (part.adjustments.length > 0)
    addBlock(sheet, t, 'adjustments', {
      rows: part.adjustments.map((row) => [
        date(row.date),
        text(t(`yearStatement.types.${row.type}`)),
        date(row.correctedDate),
        text(row.reason),
        money(row.amountMinor),
      ]),
      totals: [total('adjustments', 'total', part.adjustmentsTotalMinor)],
    });
  addBlock(sheet, t, 'requests', {
    rows: part.requests.map((row) => [date(row.decidedOn), date(row.profitDate), text(t(`yearStatement.types.${row.type}`)), money(row.amountMinor)]),
    totals: [total('requests', 'total', part.requestsTotalMinor)],
  });
  addBlock(sheet, t, 'movements', {
    rows: part.movements.map((row) => [
      date(row.date),
      text(movementKind(t, row)),
      text(t(`yearStatement.statuses.${row.status}`)),
      money(row.amountMinor),
      money(row.balanceAfterMinor),
    ]),
    totals: [total('movements', 'credits', part.creditsMinor), total('movements', 'debits', part.debitsMinor)],
  });
}

/**
 * docs/money.md §8: the year statement as .xlsx, one sheet per currency, right to left in Arabic.
 * Amounts are numbers with their currency's digits and code (docs/money.md §6), so a reader can sum them.
 */
export async function yearStatementXlsx(statement: YearStatement, language: PdfLanguage): Promise<Buffer> {
  const t = translatorFor(language);
  const rightToLeft = language === 'ar';
  const workbook = new ExcelJS.Workbook();
  if (statement.currencies.length === 0) {
    const sheet = workbook.addWorksheet(String(statement.year), { views: [{ rightToLeft }] });
    sheet.columns = [{ width: 40 }, { width: 22 }];
    addLine(sheet, [text(t('yearStatement.title', { year: String(statement.year) })), text(statement.memberName)], true);
    addLine(sheet, [text(t('yearStatement.nothing'))]);
  }
  for (const part of statement.currencies) currencySheet(workbook, t, rightToLeft, statement, part);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
