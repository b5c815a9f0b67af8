import { Badge, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReportRow } from '../../../../contract/profit-distribution';
import { translateError } from '../../api/translate-error';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { toastError } from '../../app/toast';
import { monthChoices, yearChoices } from './PeriodCard';
import { REPORT_CSV_COLUMNS, reportCsv, reportCsvName, type ReportCsvLabels } from './report-csv';
import { fetchWholeReport, useReport, type Period, type ReportFilter, type ReportType } from './use-profit-distribution';
import { Day } from '../../app/Day';
import { ExplainButton } from '../profit-explanations/ExplainButton';
import { ProfitExplanationModal } from '../profit-explanations/ProfitExplanationModal';

const TYPE_COLORS = { profit: 'blue', commission: 'grape', special: 'orange' } as const;
const REPORT_TYPES: ReportType[] = ['all', 'profit', 'commission', 'special'];

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function ReportTable({ rows, total, currency }: { rows: TReportRow[]; total: string; currency: Period['currency'] }) {
  const { t } = useTranslation();
  const [explained, setExplained] = useState<string | null>(null);
  return (
    <Table.ScrollContainer minWidth={640}>
      <ProfitExplanationModal profitRowId={explained} onClose={() => setExplained(null)} />
      <Table striped data-testid="report-table">
        <Table.Thead>
          <Table.Tr>
            {['beneficiary', 'amount', 'date', 'type', 'status'].map((column) => (
              <Table.Th key={column}>{t(`distributionPage.report.columns.${column}`)}</Table.Th>
            ))}
            <Table.Th>{t('profitExplanation.column')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="report-row">
              <Table.Td>{row.beneficiaryName}</Table.Td>
              <Table.Td>
                <Money amount={row.amount} currency={currency} />
              </Table.Td>
              <Table.Td><Day value={row.date} /></Table.Td>
              <Table.Td>
                <Badge color={TYPE_COLORS[row.type]} variant="light">
                  {t(`distributionPage.report.types.${row.type}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge color={row.paid ? 'teal' : 'gray'} variant="light">
                  {t(row.paid ? 'distributionPage.report.paid' : 'distributionPage.report.unpaid')}
                </Badge>
              </Table.Td>
              <Table.Td>{row.type === 'profit' ? <ExplainButton profitRowId={row.id} onExplain={() => setExplained(row.id)} /> : null}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700} data-testid="report-total">
            <Table.Td>{t('distributionPage.total')}</Table.Td>
            <Table.Td>
              <Money amount={total} currency={currency} />
            </Table.Td>
            <Table.Td colSpan={4} />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The month's profit rows by type, with a CSV of every row in the reader's language. */
export function ReportsTab({ period }: { period: Period }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ReportFilter>({ ...period, type: 'all' });
  const [filter, setFilter] = useState<ReportFilter | null>(null);
  const [exporting, setExporting] = useState(false);
  const report = useReport(filter);
  const exportCsv = async () => {
    if (!filter || !report.data || report.data.count === 0) return toastError(t('distributionPage.alerts.noReportData'));
    setExporting(true);
    try {
      const rows = await fetchWholeReport(filter);
      const labels = {
        headers: Object.fromEntries(REPORT_CSV_COLUMNS.map((column) => [column, t(`distributionPage.report.csv.${column}`)])) as ReportCsvLabels['headers'],
        type: (type: TReportRow['type']) => t(`distributionPage.report.types.${type}`),
        paid: t('distributionPage.report.paid'),
        unpaid: t('distributionPage.report.unpaid'),
      };
      download(reportCsvName(filter.year, filter.month, filter.type), reportCsv(rows, filter.currency, labels));
    } catch (error) {
      toastError(`${t('distributionPage.alerts.reportFailed')} ${translateError(t, error)}`);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack>
      <Card withBorder padding="md">
        <Group align="flex-end" wrap="wrap">
          <Select label={t('distributionPage.year')} data={yearChoices()} value={String(draft.year)} onChange={(year) => year && setDraft({ ...draft, year: Number(year) })} allowDeselect={false} w={120} data-testid="report-year" />
          <Select label={t('distributionPage.month')} data={monthChoices(i18n.language)} value={String(draft.month)} onChange={(month) => month && setDraft({ ...draft, month: Number(month) })} allowDeselect={false} w={160} data-testid="report-month" />
          <Select
            label={t('distributionPage.report.type')}
            data={REPORT_TYPES.map((type) => ({ value: type, label: t(`distributionPage.report.types.${type}`) }))}
            value={draft.type}
            onChange={(type) => type && setDraft({ ...draft, type: type as ReportType })}
            allowDeselect={false}
            w={160}
            data-testid="report-type"
          />
          <Button onClick={() => setFilter({ ...draft, currency: period.currency })} data-testid="generate-report">
            {t('distributionPage.report.generate')}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportCsv()} loading={exporting} data-testid="export-csv">
            {t('distributionPage.report.exportCsv')}
          </Button>
        </Group>
      </Card>
      {filter ? (
        <Card withBorder padding="md">
          <QueryState query={report}>
            {report.data && report.data.count > 0 ? (
              <Stack gap="xs">
                <ReportTable rows={report.data.items} total={report.data.total} currency={filter.currency} />
                {report.data.count > report.data.items.length ? (
                  <Text size="xs" c="dimmed">
                    {t('distributionPage.showingFirst', { shown: report.data.items.length, total: report.data.count })}
                  </Text>
                ) : null}
              </Stack>
            ) : (
              <Text c="dimmed" data-testid="report-empty">
                {t('distributionPage.report.empty')}
              </Text>
            )}
          </QueryState>
        </Card>
      ) : null}
    </Stack>
  );
}
