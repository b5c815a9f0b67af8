import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ReportKind, TBalanceReportRow, TDistributionReportRow, TOperationReportRow } from '../../../../contract/reports';
import { Money } from '../../app/Money';
import { Day } from '../../app/Day';

export type Column<TRow> = { key: string; cell: (row: TRow) => ReactNode };

const money = (amount: string, currency: TOperationReportRow['currency']) => <Money amount={amount} currency={currency} />;

export const OPERATION_COLUMNS: Column<TOperationReportRow>[] = [
  { key: 'date', cell: (row) => <Day value={row.operationDate} /> },
  { key: 'number', cell: (row) => row.number },
  { key: 'client', cell: (row) => row.clientName },
  { key: 'mediator', cell: (row) => row.mediatorName },
  { key: 'amount', cell: (row) => money(row.amount, row.currency) },
  { key: 'revenue', cell: (row) => money(row.revenue, row.currency) },
  { key: 'investorShare', cell: (row) => money(row.investorShare, row.currency) },
  { key: 'mediatorShare', cell: (row) => money(row.mediatorShare, row.currency) },
  { key: 'specialShare', cell: (row) => money(row.specialShare, row.currency) },
  { key: 'companyShare', cell: (row) => money(row.companyShare, row.currency) },
];

export function distributionColumns(t: TFunction): Column<TDistributionReportRow>[] {
  return [
    { key: 'date', cell: (row) => <Day value={row.profitDate} /> },
    { key: 'beneficiary', cell: (row) => row.beneficiaryName },
    { key: 'type', cell: (row) => t(`reports.types.${row.type}`) },
    { key: 'amount', cell: (row) => money(row.amount, row.currency) },
    { key: 'paid', cell: (row) => t(row.paid ? 'reports.paidStatus.paid' : 'reports.paidStatus.unpaid') },
  ];
}

export const BALANCE_COLUMNS: Column<TBalanceReportRow>[] = [
  { key: 'name', cell: (row) => row.name },
  { key: 'subscriptionDate', cell: (row) => <Day value={row.subscriptionDate} /> },
  { key: 'currency', cell: (row) => row.currency },
  { key: 'balance', cell: (row) => money(row.balance, row.currency) },
];

export const REPORT_TABS: readonly ReportKind[] = ['operations', 'distributions', 'balances'];
