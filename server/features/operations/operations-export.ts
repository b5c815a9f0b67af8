import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { DEFAULT_OPERATION_COLUMNS, OPERATION_COLUMNS, type OperationColumn, type TExportOperationsQuery, type TOperationRow } from '../../../contract/operations';
import { currencyDigits, type Currency } from '../../../domain';
import { listOperations, type OperationFilters } from '../../../db/queries/operations';
import type { Db } from '../../../db/client';
import { AppError } from '../../app-error';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import { operationFilters } from './operations.service';
import { toOperationRow } from './operation-view';

const BATCH_SIZE = 2000;

/** The columns the user is looking at, in their order; unknown names are refused, none means the default set. */
export function exportColumns(text: string | undefined): OperationColumn[] {
  if (!text) return [...DEFAULT_OPERATION_COLUMNS];
  const names = text.split(',').map((name) => name.trim()).filter(Boolean);
  const known = new Set<string>(OPERATION_COLUMNS);
  if (names.length === 0 || names.some((name) => !known.has(name))) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'columns', issue: 'invalid_value' }] });
  }
  return [...new Set(names)] as OperationColumn[];
}

type CellKind = 'text' | 'money' | 'usd' | 'decimal' | 'date';

const COLUMN_KIND: Record<OperationColumn, CellKind> = {
  number: 'text',
  date: 'date',
  sourceCountry: 'text',
  destinationCountry: 'text',
  client: 'text',
  mediator: 'text',
  amount: 'money',
  currency: 'text',
  exchangeRate: 'decimal',
  equivalentUsd: 'usd',
  serviceRate: 'decimal',
  revenue: 'money',
  investorShare: 'money',
  mediatorType: 'text',
  mediatorShare: 'money',
  specialShare: 'money',
  companyShare: 'money',
  status: 'text',
};

function textOf(row: TOperationRow, column: OperationColumn, t: Translate): string {
  switch (column) {
    case 'number':
      return row.number;
    case 'sourceCountry':
      return t(`operations.countries.${row.sourceCountry}`);
    case 'destinationCountry':
      return t(`operations.countries.${row.destinationCountry}`);
    case 'client':
      return row.clientName;
    case 'mediator':
      return row.mediatorName;
    case 'currency':
      return row.currency;
    case 'mediatorType':
      return t(`operations.mediatorTypes.${row.mediatorType}`);
    case 'status':
      return t(`operations.status.${row.status}`);
    default:
      return '';
  }
}

const DECIMAL_TEXT: Partial<Record<OperationColumn, keyof TOperationRow>> = {
  amount: 'amount',
  exchangeRate: 'exchangeRate',
  equivalentUsd: 'equivalentUsd',
  serviceRate: 'serviceRate',
  revenue: 'revenue',
  investorShare: 'investorShare',
  mediatorShare: 'mediatorShare',
  specialShare: 'specialShare',
  companyShare: 'companyShare',
};

const moneyFormat = (currency: Currency) => (currencyDigits(currency) === 0 ? '#,##0' : '#,##0.00');

/**
 * A spreadsheet cell holds a binary double: amounts go in as numbers (the user wants to sum them)
 * from the exact decimal text, with a format showing the currency's digits. Below 2^53 minor
 * units, as every stored amount is, the double shows the same digits.
 */
function writeCell(cell: ExcelJS.Cell, row: TOperationRow, column: OperationColumn, t: Translate): void {
  const kind = COLUMN_KIND[column];
  const field = DECIMAL_TEXT[column];
  if (kind === 'date') {
    cell.value = new Date(`${row.operationDate}T00:00:00Z`);
    cell.numFmt = 'yyyy-mm-dd';
  } else if (field) {
    cell.value = Number(row[field]);
    cell.numFmt = kind === 'money' ? moneyFormat(row.currency) : kind === 'usd' ? '#,##0.00' : '0.######';
  } else {
    cell.value = textOf(row, column, t);
  }
}

async function* operationBatches(db: Db, filters: OperationFilters, sort: 'date-desc' | 'date-asc') {
  let after: { date: string; id: string } | undefined;
  for (;;) {
    const rows = await listOperations(db, { ...filters, sort, after, limit: BATCH_SIZE });
    if (rows.length > 0) yield rows.map(toOperationRow);
    const last = rows.at(-1);
    if (rows.length < BATCH_SIZE || !last) return;
    after = { date: last.operationDate, id: last.id };
  }
}

export type OperationsExport = { stream: PassThrough; fileName: string; done: Promise<void> };

/**
 * Streams every row the list would show (same filters, search and order, all pages) as .xlsx:
 * rows are written and committed batch by batch, so memory stays flat whatever the count.
 */
export function exportOperations(db: Db, query: TExportOperationsQuery): OperationsExport {
  const columns = exportColumns(query.columns);
  const { columns: _columns, lang, sort, ...filterQuery } = query;
  const filters = operationFilters(filterQuery);
  const language = lang ?? 'en';
  const t = translatorFor(language);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(t('operations.title'), { views: [{ rightToLeft: language === 'ar', state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: t(`operations.columns.${column}`), key: column, width: COLUMN_KIND[column] === 'text' ? 22 : 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const fill = async () => {
    for await (const batch of operationBatches(db, filters, sort ?? 'date-desc')) {
      for (const row of batch) {
        const line = sheet.addRow([]);
        columns.forEach((column, index) => writeCell(line.getCell(index + 1), row, column, t));
        line.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  const done = fill().catch((error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  });
  return { stream, fileName: `operations-${new Date().toISOString().slice(0, 10)}.xlsx`, done };
}
