import { Alert, Card, Loader, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable, TableHead } from '../../app/tables/PlainTable';
import { useReportDensity } from './use-books-reports';

/** A report while it loads, when it failed, or when it has no currency to show (`empty` says so). */
export function ReportStatus({ report, empty }: { report: { isPending: boolean; isError: boolean; data?: { currencies: unknown[] } }; empty: string }) {
  const { t } = useTranslation();
  return (
    <>
      {report.isPending && <Loader aria-label={t('accounting.reports.loading')} />}
      {report.isError && <Alert color="red">{t('accounting.reports.failed')}</Alert>}
      {report.data?.currencies.length === 0 && <Text c="dimmed">{empty}</Text>}
    </>
  );
}

/**
 * One currency of a report as a card: its title, then a table of accounts under `labels` (the amount
 * columns aligned to the end), its rows, and a footer row naming `footer.label` beside its totals.
 */
export function CurrencyReportTable({
  testId,
  currency,
  title,
  labels,
  striped,
  footer,
  children,
}: {
  testId: string;
  currency: string;
  title: string;
  labels: string[];
  striped?: boolean;
  footer: { label: string; totals: ReactNode };
  children: ReactNode;
}) {
  const density = useReportDensity();
  return (
    <Card withBorder padding={density.padding} data-testid={testId} data-currency={currency}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <ScrollTable minWidth={300} label={title}>
        <Table striped={striped} horizontalSpacing="xs" fz={density.fz}>
          <TableHead labels={labels} endColumns={labels.length - 1} />
          <Table.Tbody>{children}</Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>{footer.label}</Table.Th>
              {footer.totals}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollTable>
    </Card>
  );
}
