import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat, type ReportKind } from '../../../../contract/reports';
import type { Currency } from '../../../../domain';
import { translateError } from '../../api/translate-error';
import { Money } from '../../app/Money';
import { DataTable, type DataColumn } from '../../app/tables/DataTable';
import { exportParams } from '../../app/tables/export-href';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { toastError, toastSuccess } from '../../app/toast';
import { useStartJob } from '../jobs/use-jobs';
import { useReport, type ReportView } from './use-reports';

type Totals = { currency: Currency; count: number } & Record<string, unknown>;

type ReportTableProps<Row> = { report: ReportKind; view: ReportView; columns: DataColumn<Row>[]; rowKey: (row: Row) => string; totalKeys: string[] };

/** One report: its export buttons and column picker, its rows in the one table, its totals per currency. */
export function ReportTable<Row>({ report, view, columns: all, rowKey, totalKeys }: ReportTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const { list, rows, totals } = useReport<Row, Totals>(report, view.query);
  const { columns, keys, picker } = useColumnChoice(`reports.${report}`, all);
  const start = useStartJob(`/api/reports/${report}/exports`);
  // The export runs as a job on the server and holds exactly the view: its filter, sort, columns and language.
  const exportAs = (format: ExportFormat) =>
    start.mutate(
      { ...exportParams(view.query, keys, i18n.language), format },
      {
        onSuccess: () => toastSuccess(t('jobs.started')),
        onError: (error) => toastError(translateError(t, error)),
      },
    );
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
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t('reports.totals')}
          </Title>
          {totals.map((line) => (
            <Group key={line.currency} gap="lg" data-testid="report-total">
              <Text fw={700}>
                {line.currency} · {t('reports.columns.count')}: {line.count}
              </Text>
              {totalKeys.map((key) => (
                <Text key={key}>
                  {t(key === 'total' ? 'reports.columns.amount' : key === 'paid' || key === 'unpaid' ? `reports.paidStatus.${key}` : `reports.columns.${key}`)}:{' '}
                  <Money amount={String(line[key])} currency={line.currency} />
                </Text>
              ))}
            </Group>
          ))}
        </Card>
      ) : null}
    </Stack>
  );
}
