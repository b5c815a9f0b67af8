import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { PRECIOUS_REPORT_HEADERS, type PreciousReportColumn, type TPreciousReportRow } from '../../../../contract/product-sales';
import { Money } from '../../app/Money';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';

/** The report's columns, every one sorted by the API and named by its exports (contract/product-sales.ts PRECIOUS_REPORT_COLUMNS). */
export function preciousReportColumns(t: TFunction): DataColumn<TPreciousReportRow>[] {
  const column = (key: PreciousReportColumn, cell: DataColumn<TPreciousReportRow>['cell'], align?: 'right'): DataColumn<TPreciousReportRow> => ({
    key,
    label: t(PRECIOUS_REPORT_HEADERS[key]),
    sortable: true,
    align,
    cell,
  });
  const money = (key: 'totalCost' | 'totalSale' | 'profit') => column(key, (row) => <Money amount={row[key]} currency={row.currency} />, 'right');
  return [
    column('month', (row) => (
      <Text span inherit dir="ltr">
        {row.month}
      </Text>
    )),
    column('status', (row) => t(`productSales.status.${row.status}`)),
    column('currency', (row) => row.currency),
    column('salesCount', (row) => row.salesCount, 'right'),
    money('totalCost'),
    money('totalSale'),
    money('profit'),
  ];
}

export const PRECIOUS_REPORT_TABLE: TableFrame<TPreciousReportRow> = {
  testId: 'precious-report',
  minWidth: 720,
  rowAttributes: (row) => ({ 'data-testid': 'precious-row', 'data-id': row.id }),
};
