import type { TFunction } from 'i18next';
import type { TSaleRow } from '../../../../contract/product-sales';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import { badgeColumn, ltrColumn } from '../../app/tables/column-builders';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';
import { SaleActions } from './SaleActions';

const STATUS_COLORS = { pending: 'yellow', sold: 'teal', cancelled: 'gray' } as const;

type SaleColumnsOptions = { formatNumber: (text: string) => string; onEdit: (row: TSaleRow) => void };

/** The sales list's columns; the sortable ones are those the API sorts by (contract/product-sales.ts SALE_SORT_COLUMNS). */
export function saleColumns(t: TFunction, { formatNumber, onEdit }: SaleColumnsOptions): DataColumn<TSaleRow>[] {
  const label = (key: string) => t(`productSales.fields.${key}`);
  const money = (key: 'totalCost' | 'totalSale' | 'profit'): DataColumn<TSaleRow> => ({
    key,
    label: label(key),
    sortable: true,
    align: 'right',
    cell: (row) => <Money amount={row[key]} currency={row.currency} />,
  });
  return [
    ltrColumn('saleNumber', label('saleNumber'), (row) => row.saleNumber),
    { key: 'saleDate', label: label('saleDate'), sortable: true, cell: (row) => <Day value={row.saleDate} /> },
    { key: 'productName', label: label('productName'), sortable: true, cell: (row) => row.productName },
    { key: 'customer', label: label('customer'), sortable: true, cell: (row) => row.customerName ?? '' },
    { key: 'currency', label: label('currency'), sortable: true, cell: (row) => row.currency },
    ltrColumn('quantity', label('quantity'), (row) => formatNumber(row.quantity), { align: 'right' }),
    money('totalCost'),
    money('totalSale'),
    money('profit'),
    badgeColumn('status', label('status'), (row) => ({ color: STATUS_COLORS[row.status], text: t(`productSales.status.${row.status}`) })),
    { key: 'actions', label: t('operations.actions'), cell: (row) => <SaleActions row={row} onEdit={() => onEdit(row)} /> },
  ];
}

/** Today's columns, until the user chooses: the customer and the currency are offered in the picker. */
export const SALE_DEFAULT_COLUMNS = ['saleNumber', 'saleDate', 'productName', 'quantity', 'totalCost', 'totalSale', 'profit', 'status'];

export const SALES_TABLE: TableFrame<TSaleRow> = {
  testId: 'product-sales',
  minWidth: 860,
  rowAttributes: (row) => ({ 'data-testid': 'sale-row', 'data-number': row.saleNumber }),
};
