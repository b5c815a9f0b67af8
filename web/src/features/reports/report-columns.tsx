import type { TFunction } from 'i18next';
import { OPERATION_AMOUNT_COLUMNS, type TBalanceReportRow, type TDistributionReportRow, type TOperationReportRow } from '../../../../contract/reports';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import type { DataColumn } from '../../app/tables/DataTable';

const money = (amount: string, currency: TOperationReportRow['currency']) => <Money amount={amount} currency={currency} />;

/** A report's column: its key is the one the API sorts by and the export names (contract/reports.ts REPORT_COLUMNS). */
function column<Row>(t: TFunction, key: string, cell: DataColumn<Row>['cell'], align?: 'right'): DataColumn<Row> {
  return { key, label: t(`reports.columns.${key}`), sortable: true, cell, align };
}

export function operationColumns(t: TFunction): DataColumn<TOperationReportRow>[] {
  const share = (key: (typeof OPERATION_AMOUNT_COLUMNS)[number]) => column<TOperationReportRow>(t, key, (row) => money(row[key], row.currency), 'right');
  return [
    column(t, 'date', (row) => <Day value={row.operationDate} />),
    column(t, 'number', (row) => row.number),
    column(t, 'client', (row) => row.clientName),
    column(t, 'mediator', (row) => row.mediatorName),
    column(t, 'currency', (row) => row.currency),
    ...OPERATION_AMOUNT_COLUMNS.map(share),
    column(t, 'status', (row) => t(`reports.operationStatus.${row.status}`)),
  ];
}

export function distributionColumns(t: TFunction): DataColumn<TDistributionReportRow>[] {
  return [
    column(t, 'date', (row) => <Day value={row.profitDate} />),
    column(t, 'beneficiary', (row) => row.beneficiaryName),
    column(t, 'type', (row) => t(`reports.types.${row.type}`)),
    column(t, 'currency', (row) => row.currency),
    column(t, 'amount', (row) => money(row.amount, row.currency), 'right'),
    column(t, 'paid', (row) => t(row.paid ? 'reports.paidStatus.paid' : 'reports.paidStatus.unpaid')),
  ];
}

export function balanceColumns(t: TFunction): DataColumn<TBalanceReportRow>[] {
  return [
    column(t, 'name', (row) => row.name),
    column(t, 'currency', (row) => row.currency),
    column(t, 'subscriptionDate', (row) => <Day value={row.subscriptionDate} />),
    column(t, 'status', (row) => t(`reports.subscriberStatus.${row.status === 'active' ? 'active' : 'inactive'}`)),
    column(t, 'balance', (row) => money(row.balance, row.currency), 'right'),
  ];
}
