import ExcelJS from 'exceljs';
import { toDecimalString, type Currency } from '../../../domain';
import type { PdfLanguage } from '../../pdf/pdf-document';
import { writeCell, type SheetCell } from '../../export/streamed-xlsx';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import { movementKind } from './year-statement-pdf';
import type { CurrencyStatement, YearStatement } from './year-statement.service';

const text = (value: string): SheetCell => ({ kind: 'text', text: value });
const date = (value: string): SheetCell => ({ kind: 'date', date: value });

function addLine(sheet: ExcelJS.Worksheet, cells: SheetCell[], bold = false): void {
  const line = sheet.addRow([]);
  cells.forEach((cell, index) => writeCell(line.getCell(index + 1), cell));
  if (bold) line.font = { bold: true };
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

  addLine(sheet, []);
  addLine(sheet, [text(t('yearStatement.profits'))], true);
  addLine(sheet, [text(t('yearStatement.date')), text(t('yearStatement.type')), text(t('yearStatement.paid')), text(t('yearStatement.amount'))], true);
  for (const row of part.profits)
    addLine(sheet, [
      date(row.date),
      text(t(`yearStatement.types.${row.type}`)),
      text(t(row.paid ? 'yearStatement.yes' : 'yearStatement.no')),
      money(row.amountMinor),
    ]);
  addLine(sheet, [text(t('yearStatement.total')), text(''), text(''), money(part.profitsTotalMinor)], true);

  // Corrections of posted rows (docs/distribution.md §18): a block only when the year has some.
  if (part.adjustments.length > 0) {
    addLine(sheet, []);
    addLine(sheet, [text(t('yearStatement.adjustments'))], true);
    addLine(
      sheet,
      [
        text(t('yearStatement.date')),
        text(t('yearStatement.type')),
        text(t('yearStatement.corrects')),
        text(t('yearStatement.reason')),
        text(t('yearStatement.amount')),
      ],
      true,
    );
    for (const row of part.adjustments)
      addLine(sheet, [date(row.date), text(t(`yearStatement.types.${row.type}`)), date(row.correctedDate), text(row.reason), money(row.amountMinor)]);
    addLine(sheet, [text(t('yearStatement.total')), text(''), text(''), text(''), money(part.adjustmentsTotalMinor)], true);
  }

  addLine(sheet, []);
  addLine(sheet, [text(t('yearStatement.requests'))], true);
  addLine(
    sheet,
    [text(t('yearStatement.decidedOn')), text(t('yearStatement.profitDate')), text(t('yearStatement.type')), text(t('yearStatement.amount'))],
    true,
  );
  for (const row of part.requests)
    addLine(sheet, [date(row.decidedOn), date(row.profitDate), text(t(`yearStatement.types.${row.type}`)), money(row.amountMinor)]);
  addLine(sheet, [text(t('yearStatement.total')), text(''), text(''), money(part.requestsTotalMinor)], true);

  addLine(sheet, []);
  addLine(sheet, [text(t('yearStatement.movements'))], true);
  addLine(
    sheet,
    [
      text(t('yearStatement.date')),
      text(t('yearStatement.type')),
      text(t('yearStatement.status')),
      text(t('yearStatement.amount')),
      text(t('yearStatement.balance')),
    ],
    true,
  );
  for (const row of part.movements)
    addLine(sheet, [
      date(row.date),
      text(movementKind(t, row)),
      text(t(`yearStatement.statuses.${row.status}`)),
      money(row.amountMinor),
      money(row.balanceAfterMinor),
    ]);
  addLine(sheet, [text(t('yearStatement.credits')), text(''), text(''), money(part.creditsMinor)], true);
  addLine(sheet, [text(t('yearStatement.debits')), text(''), text(''), money(part.debitsMinor)], true);
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
