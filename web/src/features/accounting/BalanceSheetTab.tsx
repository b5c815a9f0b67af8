import { Card, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBalanceSheetCurrency, TStatementRow } from '../../../../contract/accounting-reports';
import { ScrollTable, TableHead } from '../../app/tables/PlainTable';
import { useFormat } from '../../i18n/format';
import { AsOfReportHead } from './AsOfReportHead';
import { AccountRow, TotalCell } from './ReportFigure';
import { useAsOfReport, useReportDensity } from './use-books-reports';

function Section({
  title,
  rows,
  currency,
  date,
  extra,
  total,
}: {
  title: string;
  rows: TStatementRow[];
  currency: string;
  date: string;
  extra?: Array<{ label: string; amount: string; testId: string }>;
  total: string;
}) {
  const { t } = useTranslation();
  const density = useReportDensity();
  return (
    <ScrollTable minWidth={280} label={title}>
      <Table horizontalSpacing="xs" fz={density.fz}>
        <TableHead labels={[title, t('accounting.reports.amount')]} endColumns={1} />
        <Table.Tbody>
          {rows.map((row) => (
            <AccountRow
              key={row.code}
              testId="balance-sheet-row"
              account={row}
              currency={currency}
              figures={[{ amount: row.amount, to: date, label: row.name }]}
            />
          ))}
          {extra?.map((line) => (
            <Table.Tr key={line.testId}>
              <Table.Td>{line.label}</Table.Td>
              <TotalCell amount={line.amount} currency={currency} testId={line.testId} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('accounting.reports.total')}</Table.Th>
            <TotalCell amount={total} currency={currency} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}

function CurrencySheet({ group, date }: { group: TBalanceSheetCurrency; date: string }) {
  const { t } = useTranslation();
  const density = useReportDensity();
  const format = useFormat();
  return (
    <Card withBorder padding={density.padding} data-testid="balance-sheet-currency-group" data-currency={group.currency}>
      <Title order={3} size="h4" mb="sm">
        {t('accounting.balanceSheet.title', { currency: group.currency, date: format.day(date) })}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t('accounting.balanceSheet.assets')} rows={group.assets} currency={group.currency} date={date} total={group.totalAssets} />
        <Stack gap="md">
          <Section
            title={t('accounting.balanceSheet.liabilities')}
            rows={group.liabilities}
            currency={group.currency}
            date={date}
            total={group.totalLiabilities}
          />
          <Section
            title={t('accounting.balanceSheet.equity')}
            rows={group.equity}
            currency={group.currency}
            date={date}
            total={group.totalEquity}
            extra={[
              { label: t('accounting.balanceSheet.retainedEarnings'), amount: group.retainedEarnings, testId: 'balance-sheet-retained' },
              { label: t('accounting.balanceSheet.currentEarnings'), amount: group.currentEarnings, testId: 'balance-sheet-current' },
            ]}
          />
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

/**
 * The balance sheet (docs/accounting.md §8): as of a day, per currency, the assets beside the
 * liabilities and the equity with the result of the years before and of the current year.
 */
export function BalanceSheetTab() {
  const { t } = useTranslation();
  const { params, report } = useAsOfReport('balance-sheet');
  return (
    <Stack gap="md" data-testid="balance-sheet">
      <AsOfReportHead name="balance-sheet" params={params} report={report} empty={t('accounting.balanceSheet.empty')} />
      {report.data?.currencies.map((group) => (
        <CurrencySheet key={group.currency} group={group} date={report.data.date} />
      ))}
    </Stack>
  );
}
