import ExcelJS from 'exceljs';
import type { ExportLanguage } from '../../../contract/operations';
import type { SaleStatus, TPreciousReport, TPreciousReportQuery } from '../../../contract/product-sales';
import { addMoney, money, parseIsoDate, toDecimalString, type Currency, type Money } from '../../../domain';
import { withField } from '../../../contract/decimal-input';
import { numericToMinor } from '../../../db/money-columns';
import { findPdfHeader } from '../../../db/queries/pdf-header';
import { sumSalesByMonth } from '../../../db/queries/product-sales';
import type { App } from '../../app';
import { moneyNumFmt } from '../../export/streamed-xlsx';
import { renderPdfHtml } from '../../pdf/pdf-document';
import { isolateLtr } from '../../i18n/bidi-isolate';
import { translatorFor } from '../../i18n/server-translations';
import { moneyText } from './sale-invoice';

type Sums = { salesCount: number; totalCost: Money; totalSale: Money; profit: Money };

/** Months × status × currency from the database; totals per currency of what was not cancelled. */
export async function preciousReport(app: App, query: TPreciousReportQuery): Promise<TPreciousReport> {
  for (const field of ['from', 'to'] as const) {
    const date = query[field];
    if (date) withField(field, () => parseIsoDate(date));
  }
  const months = await sumSalesByMonth(app.database.db, { from: query.from, to: query.to, currency: query.currency });
  const totals = new Map<Currency, Sums>();
  const rows = months.map((row) => {
    const currency = row.currency as Currency;
    const read = (text: string) => money({ amountMinor: numericToMinor(text, currency), currency });
    const sums = { salesCount: row.salesCount, totalCost: read(row.totalCost), totalSale: read(row.totalSale), profit: read(row.profit) };
    if (row.status !== 'cancelled') {
      const zero = money({ amountMinor: 0n, currency });
      const total = totals.get(currency) ?? { salesCount: 0, totalCost: zero, totalSale: zero, profit: zero };
      totals.set(currency, {
        salesCount: total.salesCount + sums.salesCount,
        totalCost: addMoney(total.totalCost, sums.totalCost),
        totalSale: addMoney(total.totalSale, sums.totalSale),
        profit: addMoney(total.profit, sums.profit),
      });
    }
    return { month: row.month, status: row.status as SaleStatus, currency, ...textOf(sums) };
  });
  return { rows, totals: [...totals.entries()].map(([currency, sums]) => ({ currency, ...textOf(sums) })) };
}

function textOf(sums: Sums) {
  return {
    salesCount: sums.salesCount,
    totalCost: toDecimalString(sums.totalCost),
    totalSale: toDecimalString(sums.totalSale),
    profit: toDecimalString(sums.profit),
  };
}

function reportColumns(language: ExportLanguage) {
  const t = translatorFor(language);
  return {
    t,
    headers: [t('preciousReport.columns.month'), t('preciousReport.columns.status'), t('productSales.fields.currency'), t('preciousReport.columns.count'), t('productSales.fields.totalCost'), t('productSales.fields.totalSale'), t('productSales.fields.profit')],
  };
}

/** The report as .xlsx: amounts as numbers in their currency's format (digits and code), right to left in Arabic. */
export async function preciousReportWorkbook(report: TPreciousReport, language: ExportLanguage): Promise<Buffer> {
  const { t, headers } = reportColumns(language);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('preciousReport.title'), { views: [{ rightToLeft: language === 'ar' }] });
  sheet.addRow(headers).font = { bold: true };
  const amountRow = (cells: Array<string | number>, currency: Currency, amounts: string[]) => {
    // A cell holds a double: the exact decimal text becomes a number the user can sum.
    const row = sheet.addRow([...cells, ...amounts.map((text) => Number(text))]);
    for (let index = cells.length + 1; index <= cells.length + amounts.length; index += 1) row.getCell(index).numFmt = moneyNumFmt(currency);
    return row;
  };
  for (const row of report.rows) amountRow([row.month, t(`productSales.status.${row.status}`), row.currency, row.salesCount], row.currency, [row.totalCost, row.totalSale, row.profit]);
  for (const total of report.totals) amountRow([t('preciousReport.total'), '', total.currency, total.salesCount], total.currency, [total.totalCost, total.totalSale, total.profit]).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function preciousReportPdf(app: App, report: TPreciousReport, query: TPreciousReportQuery): Promise<Buffer> {
  const language = query.lang ?? 'en';
  const { t, headers } = reportColumns(language);
  const amount = (text: string, currency: Currency) => moneyText(text, currency, language);
  const period = [query.from, query.to].filter((date) => date !== undefined).map(isolateLtr).join(' → ');
  const html = renderPdfHtml({
    language,
    title: t('preciousReport.title'),
    subtitle: period || undefined,
    header: await findPdfHeader(app.database.db),
    sections: [
      {
        table: {
          columns: headers,
          rows: report.rows.map((row) => [row.month, t(`productSales.status.${row.status}`), row.currency, String(row.salesCount), amount(row.totalCost, row.currency), amount(row.totalSale, row.currency), amount(row.profit, row.currency)]),
          kinds: ['token', 'text', 'token', 'amount', 'amount', 'amount', 'amount'],
        },
      },
      {
        heading: t('preciousReport.total'),
        table: {
          columns: [t('productSales.fields.currency'), t('preciousReport.columns.count'), headers[4] ?? '', headers[5] ?? '', headers[6] ?? ''],
          rows: report.totals.map((total) => [total.currency, String(total.salesCount), amount(total.totalCost, total.currency), amount(total.totalSale, total.currency), amount(total.profit, total.currency)]),
          kinds: ['token', 'amount', 'amount', 'amount', 'amount'],
        },
        note: t('preciousReport.totalsNote'),
      },
    ],
  });
  return app.pdf.render(html);
}
