import { SegmentedControl, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIncomeStatement, TIncomeStatementCurrency } from '../../../../contract/accounting-reports';
import { CurrencyReportTable, ReportStatus } from './CurrencyReport';
import { AccountRow, TotalCell } from './ReportFigure';
import { CurrencyFilter, ReportFilters, TypedFilter } from './ReportFilters';
import { ReportExportLinks } from './ReportExportLinks';
import { useIncomeStatement, useReportParams } from './use-books-reports';

const PERIOD = /^[1-9][0-9]{3}(-(0[1-9]|1[0-2])|-Q[1-4])?$/;

/** This month, quarter or year as the API names it. */
function currentPeriod(kind: string, today = new Date()): string {
  const year = String(today.getFullYear());
  if (kind === 'year') return year;
  if (kind === 'quarter') return `${year}-Q${Math.floor(today.getMonth() / 3) + 1}`;
  return `${year}-${String(today.getMonth() + 1).padStart(2, '0')}`;
}

const kindOf = (period: string) => (period.includes('Q') ? 'quarter' : period.length === 4 ? 'year' : 'month');

function Rows({
  title,
  rows,
  statement,
  group,
  total,
  previous,
}: {
  title: string;
  rows: TIncomeStatementCurrency['income'];
  statement: TIncomeStatement;
  group: TIncomeStatementCurrency;
  total: string;
  previous: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Tr>
        <Table.Th colSpan={3}>{title}</Table.Th>
      </Table.Tr>
      {rows.map((row) => (
        <AccountRow
          key={row.code}
          testId="income-statement-row"
          account={row}
          currency={group.currency}
          figures={[
            { amount: row.amount, from: statement.period.from, to: statement.period.to, label: `${row.name} ${statement.period.label}` },
            { amount: row.previous, from: statement.previous.from, to: statement.previous.to, label: `${row.name} ${statement.previous.label}` },
          ]}
        />
      ))}
      <Table.Tr>
        <Table.Td fw={700}>{t('accounting.reports.total')}</Table.Td>
        <TotalCell amount={total} currency={group.currency} />
        <TotalCell amount={previous} currency={group.currency} />
      </Table.Tr>
    </>
  );
}

/**
 * The income statement (docs/accounting.md §8): a month, a quarter or a year (`2026-10`, `2026-Q3`,
 * `2026` in the URL), its income and expense accounts with the period before beside them.
 */
export function IncomeStatementTab() {
  const { t } = useTranslation();
  const { values, set } = useReportParams(['period', 'currency'] as const);
  const period = PERIOD.test(values.period) ? values.period : currentPeriod('month');
  const query = { period, currency: values.currency || undefined };
  const report = useIncomeStatement(query);
  const statement = report.data;
  return (
    <Stack gap="md" data-testid="income-statement">
      <ReportExportLinks path="/api/accounting/income-statement/export" query={query} testId="income-statement" />
      <ReportFilters>
        <SegmentedControl
          aria-label={t('accounting.incomeStatement.kind')}
          value={kindOf(period)}
          onChange={(kind) => set({ period: currentPeriod(kind) })}
          data={(['month', 'quarter', 'year'] as const).map((kind) => ({ value: kind, label: t(`accounting.incomeStatement.kinds.${kind}`) }))}
        />
        <TypedFilter
          label={t('accounting.incomeStatement.period')}
          description={t('accounting.incomeStatement.periodHint')}
          value={period}
          onCommit={(typed) => PERIOD.test(typed) && set({ period: typed })}
          w={180}
          testId="income-statement-period"
        />
        <CurrencyFilter value={values.currency} onChange={(currency) => set({ currency })} testId="income-statement-currency" />
      </ReportFilters>
      <ReportStatus report={report} empty={t('accounting.incomeStatement.empty')} />
      {statement?.currencies.map((group) => (
        <CurrencyReportTable
          key={group.currency}
          testId="income-statement-currency-group"
          currency={group.currency}
          title={t('accounting.incomeStatement.title', { currency: group.currency, period: statement.period.label })}
          labels={[t('accounting.reports.account'), statement.period.label, statement.previous.label]}
          footer={{
            label: t('accounting.incomeStatement.result'),
            totals: (
              <>
                <TotalCell amount={group.result} currency={group.currency} testId="income-statement-result" />
                <TotalCell amount={group.previousResult} currency={group.currency} />
              </>
            ),
          }}
        >
          <Rows
            title={t('accounting.incomeStatement.income')}
            rows={group.income}
            statement={statement}
            group={group}
            total={group.totalIncome}
            previous={group.previousIncome}
          />
          <Rows
            title={t('accounting.incomeStatement.expense')}
            rows={group.expense}
            statement={statement}
            group={group}
            total={group.totalExpense}
            previous={group.previousExpense}
          />
        </CurrencyReportTable>
      ))}
    </Stack>
  );
}
