import ExcelJS from 'exceljs';
import type { ExportLanguage } from '../../../contract/operations';
import { chosenColumns, parseSort } from '../../../contract/list-view';
import {
  PRECIOUS_REPORT_COLUMNS,
  PRECIOUS_REPORT_HEADERS,
  type PreciousReportColumn,
  type SaleStatus,
  type TPreciousReport,
  type TPreciousReportExportQuery,
  type TPreciousReportQuery,
  type TPreciousReportRow,
} from '../../../contract/product-sales';
import { addMoney, money, parseIsoDate, toDecimalString, type Currency, type Money } from '../../../domain';
import { withField } from '../../../contract/decimal-input';
import { numericToMinor } from '../../../db/money-columns';
import { findPdfHeader } from '../../../db/queries/pdf-header';
import { PRECIOUS_REPORT_SORTS, sumSalesByMonth, type SalesMonth } from '../../../db/queries/product-sales';
import type { Deps } from '../../deps';
import { moneyNumFmt } from '../../export/streamed-xlsx';
import { renderPdfHtml } from '../../pdf/pdf-document';
import { isolateLtr } from '../../i18n/bidi-isolate';
import { translatorFor } from '../../i18n/server-translations';
import { sortedListPage } from '../sorted-cursor';
import { moneyText } from './sale-invoice';

const DEFAULT_SORT = 'month-asc' as const;
type Translate = ReturnType<typeof translatorFor>;

type Sums = { salesCount: number; totalCost: Money; totalSale: Money; profit: Money };

type ReportFilter = Pick<TPreciousReportExportQuery, 'from' | 'to' | 'currency' | 'status'>;

function checkDates(query: ReportFilter): ReportFilter {
  for (const field of ['from', 'to'] as const) {
    const date = query[field];
    if (date) withField(field, () => parseIsoDate(date));
  }
  return { from: query.from, to: query.to, currency: query.currency, status: query.status };
}

function toReportRow(row: SalesMonth & { id: string }): TPreciousReportRow {
  const currency = row.currency as Currency;
  return { id: row.id, month: row.month, status: row.status as SaleStatus, currency, ...textOf(sumsOf(row)) };
}

function sumsOf(row: SalesMonth): Sums {
  const currency = row.currency as Currency;
  const read = (text: string) => money({ amountMinor: numericToMinor(text, currency), currency });
  return { salesCount: row.salesCount, totalCost: read(row.totalCost), totalSale: read(row.totalSale), profit: read(row.profit) };
}

/** Totals per currency of every group the filters keep that was not cancelled. */
async function reportTotals(deps: Deps, filter: ReportFilter): Promise<TPreciousReport['totals']> {
  const months = await sumSalesByMonth(deps.database.db, { ...filter, sort: { column: 'month', direction: 'asc' } });
  const totals = new Map<Currency, Sums>();
  for (const row of months) {
    if (row.status === 'cancelled') continue;
    const currency = row.currency as Currency;
    const sums = sumsOf(row);
    const zero = money({ amountMinor: 0n, currency });
    const total = totals.get(currency) ?? { salesCount: 0, totalCost: zero, totalSale: zero, profit: zero };
    totals.set(currency, {
      salesCount: total.salesCount + sums.salesCount,
      totalCost: addMoney(total.totalCost, sums.totalCost),
      totalSale: addMoney(total.totalSale, sums.totalSale),
      profit: addMoney(total.profit, sums.profit),
    });
  }
  return [...totals.entries()].map(([currency, sums]) => ({ currency, ...textOf(sums) }));
}

/** A page of months × status × currency from the database in the chosen sort, and the totals of them all. */
export async function preciousReport(deps: Deps, query: TPreciousReportQuery): Promise<TPreciousReport> {
  const filter = checkDates(query);
  const list = { sorts: PRECIOUS_REPORT_SORTS, defaultSort: DEFAULT_SORT };
  const page = await sortedListPage(query, list, (keyset) => sumSalesByMonth(deps.database.db, { ...filter, ...keyset }), toReportRow);
  return { ...page, totals: await reportTotals(deps, filter) };
}

/** What an export writes: every group of the view in its sort, the totals, and the visible columns in order. */
export async function preciousReportExport(deps: Deps, query: TPreciousReportExportQuery): Promise<ReportExport> {
  const filter = checkDates(query);
  const rows = await sumSalesByMonth(deps.database.db, { ...filter, sort: parseSort(query.sort ?? DEFAULT_SORT) });
  return { rows: rows.map(toReportRow), totals: await reportTotals(deps, filter), columns: chosenColumns(PRECIOUS_REPORT_COLUMNS, query.columns) };
}

function textOf(sums: Sums) {
  return {
    salesCount: sums.salesCount,
    totalCost: toDecimalString(sums.totalCost),
    totalSale: toDecimalString(sums.totalSale),
    profit: toDecimalString(sums.profit),
  };
}

type ReportExport = { rows: TPreciousReportRow[]; totals: TPreciousReport['totals']; columns: PreciousReportColumn[] };
type Total = TPreciousReport['totals'][number];
type Cell = { text: string; amount?: string };

const KINDS: Record<PreciousReportColumn, 'token' | 'text' | 'amount'> = {
  month: 'token',
  status: 'text',
  currency: 'token',
  salesCount: 'amount',
  totalCost: 'amount',
  totalSale: 'amount',
  profit: 'amount',
};
const AMOUNTS = ['totalCost', 'totalSale', 'profit'] as const;

/** A group's (or a total's) cell in one column; a total names itself where the month (or, hidden, the status) would be. */
function cellOf(line: TPreciousReportRow | Total, column: PreciousReportColumn, t: Translate, labelColumn: PreciousReportColumn): Cell {
  if (!('id' in line) && column === labelColumn) return { text: t('preciousReport.total') };
  if ((AMOUNTS as readonly string[]).includes(column)) return { text: '', amount: line[column as (typeof AMOUNTS)[number]] };
  if (column === 'salesCount') return { text: String(line.salesCount) };
  if (column === 'currency') return { text: line.currency };
  if (!('id' in line)) return { text: '' };
  return { text: column === 'month' ? line.month : t(`productSales.status.${line.status}`) };
}

function reportCells(report: ReportExport, t: Translate) {
  const labelColumn = report.columns.includes('month') ? 'month' : 'status';
  const line = (item: TPreciousReportRow | Total) => ({ currency: item.currency, cells: report.columns.map((column) => cellOf(item, column, t, labelColumn)) });
  return { headers: report.columns.map((column) => t(PRECIOUS_REPORT_HEADERS[column])), rows: report.rows.map(line), totals: report.totals.map(line) };
}

/** The report as .xlsx: the visible columns, amounts as numbers in their currency's format, right to left in Arabic. */
export async function preciousReportWorkbook(report: ReportExport, language: ExportLanguage): Promise<Buffer> {
  const t = translatorFor(language);
  const { headers, rows, totals } = reportCells(report, t);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('preciousReport.title'), { views: [{ rightToLeft: language === 'ar' }] });
  sheet.addRow(headers).font = { bold: true };
  const addLine = ({ currency, cells }: { currency: Currency; cells: Cell[] }) => {
    // A cell holds a double: the exact decimal text becomes a number the user can sum.
    const row = sheet.addRow(
      cells.map((cell, index) => (cell.amount !== undefined ? Number(cell.amount) : report.columns[index] === 'salesCount' ? Number(cell.text) : cell.text)),
    );
    cells.forEach((cell, index) => {
      if (cell.amount !== undefined) row.getCell(index + 1).numFmt = moneyNumFmt(currency);
    });
    return row;
  };
  rows.forEach(addLine);
  for (const total of totals) addLine(total).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function preciousReportPdf(deps: Deps, report: ReportExport, query: TPreciousReportExportQuery): Promise<Buffer> {
  const language = query.lang ?? 'en';
  const t = translatorFor(language);
  const { headers, rows } = reportCells(report, t);
  const amount = (text: string, currency: Currency) => moneyText(text, currency, language);
  const period = [query.from, query.to]
    .filter((date) => date !== undefined)
    .map(isolateLtr)
    .join(' → ');
  const html = renderPdfHtml({
    language,
    title: t('preciousReport.title'),
    subtitle: period || undefined,
    header: await findPdfHeader(deps.database.db),
    sections: [
      {
        table: {
          columns: headers,
          rows: rows.map(({ currency, cells }) => cells.map((cell) => (cell.amount !== undefined ? amount(cell.amount, currency) : cell.text))),
          kinds: report.columns.map((column) => KINDS[column]),
        },
      },
      {
        heading: t('preciousReport.total'),
        table: {
          columns: [t(PRECIOUS_REPORT_HEADERS.currency), t(PRECIOUS_REPORT_HEADERS.salesCount), ...AMOUNTS.map((column) => t(PRECIOUS_REPORT_HEADERS[column]))],
          rows: report.totals.map((total) => [total.currency, String(total.salesCount), ...AMOUNTS.map((column) => amount(total[column], total.currency))]),
          kinds: ['token', 'amount', 'amount', 'amount', 'amount'],
        },
        note: t('preciousReport.totalsNote'),
      },
    ],
  });
  return deps.pdf.render(html);
}
