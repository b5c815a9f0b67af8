import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { OPERATION_COLUMNS, OPERATION_SORT_COLUMNS, type OperationColumn, type TOperationRow } from '../../../../contract/operations';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';
import { OperationActions } from './OperationActions';

const STATUS_COLORS = { pending: 'yellow', completed: 'teal', cancelled: 'gray' } as const;
const SORTABLE = new Set<string>(OPERATION_SORT_COLUMNS);

const MONEY_COLUMNS = new Set<OperationColumn>(['amount', 'revenue', 'investorShare', 'mediatorShare', 'specialShare', 'companyShare']);

function cellOf(column: OperationColumn, t: TFunction): (row: TOperationRow) => ReactNode {
  if (MONEY_COLUMNS.has(column)) return (row) => <Money amount={row[column as 'amount']} currency={row.currency} />;
  switch (column) {
    case 'number':
      return (row) => (
        <Text span fw={500} dir="ltr">
          {row.number}
        </Text>
      );
    case 'date':
      return (row) => <Day value={row.operationDate} />;
    case 'sourceCountry':
    case 'destinationCountry':
      return (row) => t(`operations.countries.${row[column]}`);
    case 'client':
      return (row) => row.clientName;
    case 'mediator':
      return (row) => row.mediatorName;
    case 'equivalentUsd':
      return (row) => <Money amount={row.equivalentUsd} currency="USD" />;
    case 'mediatorType':
      return (row) => t(`operations.mediatorTypes.${row.mediatorType}`);
    case 'status':
      return (row) => (
        <Badge color={STATUS_COLORS[row.status]} variant="light" data-testid="operation-status">
          {t(`operations.status.${row.status}`)}
        </Badge>
      );
    default:
      return (row) => (
        <Text span dir="ltr">
          {row[column as 'currency' | 'exchangeRate' | 'serviceRate']}
        </Text>
      );
  }
}

/** The operations list's columns in the export's order; the sortable ones are those the API sorts by (contract/operations.ts). */
export function operationColumns(t: TFunction, onEdit: (row: TOperationRow) => void): DataColumn<TOperationRow>[] {
  return [
    ...OPERATION_COLUMNS.map((column) => ({ key: column, label: t(`operations.columns.${column}`), sortable: SORTABLE.has(column), cell: cellOf(column, t) })),
    { key: 'actions', label: t('operations.actions'), cell: (row: TOperationRow) => <OperationActions row={row} onEdit={() => onEdit(row)} /> },
  ];
}

export const OPERATIONS_TABLE: TableFrame<TOperationRow> = {
  testId: 'operations-table',
  minWidth: 760,
  rowAttributes: (row) => ({ 'data-testid': 'operation-row', 'data-number': row.number }),
};
