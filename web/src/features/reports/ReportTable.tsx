import { Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat, type ReportKind } from '../../../../contract/reports';
import type { Currency } from '../../../../domain';
import { translateError } from '../../api/translate-error';
import { CurrencyTotals, type TotalsLine } from '../../app/CurrencyTotals';
import { DataTable, type DataColumn } from '../../app/tables/DataTable';
import { exportParams } from '../../app/tables/export-href';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { toastError, toastSuccess } from '../../app/toast';
import { useReport, useReportExportJob, type ReportView } from './use-reports';

type Totals = { currency: Currency; count: number } & Record<string, unknown>;

/** The heading of a total: the amount column's, or the paid status it sums. */
const totalLabel = (key: string) =>
  key === 'total' ? 'reports.columns.amount' : key === 'paid' || key === 'unpaid' ? `reports.paidStatus.${key}` : `reports.columns.${key}`;

type ReportTableProps<Row> = { report: ReportKind; view: ReportView; columns: DataColumn<Row>[]; rowKey: (row: Row) => string; totalKeys: string[] };

/** One report: its export buttons and column picker, its rows in the one table, its totals per currency. */
export function ReportTable<Row>({ report, view, columns: all, rowKey, totalKeys }: ReportTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const { list, rows, totals } = useReport<Row, Totals>(report, view.query);
  const { columns, keys, picker } = useColumnChoice(`reports.${report}`, all);
  const start = useReportExportJob(report);
  // The export runs as a job on the server and holds exactly the view: its filter, sort, columns and language.
  const exportAs = (format: ExportFormat) =>
    start.mutate(
      { ...exportParams(view.query, keys, i18n.language), format },
      {
        onSuccess: () => toastSuccess(t('jobs.started')),
        onError: (error) => toastError(translateError(t, error)),
      },
    );
  const totalsLine = (line: Totals): TotalsLine => ({
    currency: line.currency,
    count: line.count,
    amounts: totalKeys.map((key) => ({ key, label: t(totalLabel(key)), amount: String(line[key]) })),
  });
  return (
    <Stack>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          {EXPORT_FORMATS.map((format) => (
            <Button
              key={format}
              onClick={() => exportAs(format)}
              loading={start.isPending && start.variables.format === format}
              variant="light"
              leftSection={<IconDownload size={16} />}
              data-testid={`export-${format}`}
            >
              {t(`reports.export.${format}`)}
            </Button>
          ))}
        </Group>
        {picker}
      </Group>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        rowAttributes={() => ({ 'data-testid': 'report-row' })}
        state={list}
        sort={{ value: view.sort, onChange: view.setSort }}
        emptyText={t('reports.empty')}
        testId={`report-${report}`}
        minWidth={720}
      />
      {totals.length ? (
        <CurrencyTotals title={t('reports.totals')} countLabel={t('reports.columns.count')} lines={totals.map(totalsLine)} lineTestId="report-total" />
      ) : null}
    </Stack>
  );
}
