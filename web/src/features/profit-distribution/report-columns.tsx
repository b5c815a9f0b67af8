import type { TFunction } from 'i18next';
import type { TReportRow } from '../../../../contract/profit-distribution';
import type { Currency } from '../../../../domain';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import { badgeColumn } from '../../app/tables/column-builders';
import type { DataColumn } from '../../app/tables/DataTable';
import type { TableFrame } from '../../app/tables/ListTable';
import { ExplainButton } from '../profit-explanations/ExplainButton';

const TYPE_COLORS = { profit: 'blue', commission: 'grape', special: 'orange' } as const;

/** The report's columns; the sortable ones are those the API sorts by (REPORT_SORT_COLUMNS), the explanation is the row's action. */
export function reportColumns(t: TFunction, currency: Currency, onExplain: (id: string) => void): DataColumn<TReportRow>[] {
  const type = (row: TReportRow) => ({ color: TYPE_COLORS[row.type], text: t(`distributionPage.report.types.${row.type}`) });
  const paid = (row: TReportRow) => ({
    color: row.paid ? 'teal' : 'gray',
    text: t(row.paid ? 'distributionPage.report.paid' : 'distributionPage.report.unpaid'),
  });
  return [
    { key: 'beneficiary', label: t('distributionPage.report.columns.beneficiary'), sortable: true, cell: (row) => row.beneficiaryName },
    {
      key: 'amount',
      label: t('distributionPage.report.columns.amount'),
      sortable: true,
      align: 'right',
      cell: (row) => <Money amount={row.amount} currency={currency} />,
    },
    { key: 'date', label: t('distributionPage.report.columns.date'), sortable: true, cell: (row) => <Day value={row.date} /> },
    badgeColumn('type', t('distributionPage.report.columns.type'), type),
    badgeColumn('status', t('distributionPage.report.columns.status'), paid),
    {
      key: 'explain',
      label: t('profitExplanation.column'),
      cell: (row) => (row.explainable ? <ExplainButton profitRowId={row.id} onExplain={() => onExplain(row.id)} /> : null),
    },
  ];
}

export const REPORT_TABLE: TableFrame<TReportRow> = { testId: 'report-table', minWidth: 640, rowAttributes: () => ({ 'data-testid': 'report-row' }) };
