import { Alert, Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable, TableHead } from '../../app/tables/PlainTable';
import { useFormat } from '../../i18n/format';
import { AccountRow, TotalCell } from './ReportFigure';
import { AsOfFilter, CurrencyFilter, ReportFilters } from './ReportFilters';
import { ReportExportLinks } from './ReportExportLinks';
import { useReportParams, useTrialBalance, useReportDensity } from './use-books-reports';

/**
 * The trial balance (docs/accounting.md §8): as of a day, per currency, each account's balance on
 * its debit or credit side, the two totals equal. Each balance opens the account's general ledger.
 */
export function TrialBalanceTab() {
  const { t } = useTranslation();
  const density = useReportDensity();
  const format = useFormat();
  const { values, set } = useReportParams(['date', 'currency'] as const);
  const query = { date: values.date || undefined, currency: values.currency || undefined };
  const report = useTrialBalance(query);
  return (
    <Stack gap="md" data-testid="trial-balance">
      <ReportExportLinks path="/api/accounting/trial-balance/export" query={query} testId="trial-balance" />
      <ReportFilters>
        <AsOfFilter value={values.date} onChange={(date) => set({ date })} testId="trial-balance-date" />
        <CurrencyFilter value={values.currency} onChange={(currency) => set({ currency })} testId="trial-balance-currency" />
      </ReportFilters>
      {report.isPending && <Loader aria-label={t('accounting.reports.loading')} />}
      {report.isError && <Alert color="red">{t('accounting.reports.failed')}</Alert>}
      {report.data?.currencies.length === 0 && <Text c="dimmed">{t('accounting.trialBalance.empty')}</Text>}
      {report.data?.currencies.map((group) => (
        <Card key={group.currency} withBorder padding={density.padding} data-testid="trial-balance-currency-group" data-currency={group.currency}>
          <Title order={3} size="h4" mb="sm">
            {t('accounting.trialBalance.title', { currency: group.currency, date: format.day(report.data.date) })}
          </Title>
          <ScrollTable minWidth={300} label={t('accounting.trialBalance.title', { currency: group.currency, date: format.day(report.data.date) })}>
            <Table striped horizontalSpacing="xs" fz={density.fz}>
              <TableHead endColumns={2} labels={[t('accounting.reports.account'), t('accounting.trialBalance.debit'), t('accounting.trialBalance.credit')]} />
              <Table.Tbody>
                {group.rows.map((row) => (
                  <AccountRow
                    key={row.code}
                    testId="trial-balance-row"
                    code={row.code}
                    name={row.name}
                    currency={group.currency}
                    blankZero
                    figures={[
                      { amount: row.debit, to: report.data.date, label: `${row.name} ${t('accounting.trialBalance.debit')}` },
                      { amount: row.credit, to: report.data.date, label: `${row.name} ${t('accounting.trialBalance.credit')}` },
                    ]}
                  />
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{t('accounting.reports.total')}</Table.Th>
                  <TotalCell amount={group.totalDebit} currency={group.currency} testId="trial-balance-total-debit" />
                  <TotalCell amount={group.totalCredit} currency={group.currency} testId="trial-balance-total-credit" />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollTable>
        </Card>
      ))}
    </Stack>
  );
}
