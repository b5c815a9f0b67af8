import { Button, Card, Group, Select, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportKind, TBalanceReportRow, TDistributionReportRow, TOperationReportRow } from '../../../../contract/reports';
import type { Currency } from '../../../../domain';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { PagedFooter } from '../member/PagedFooter';
import { BALANCE_COLUMNS, distributionColumns, OPERATION_COLUMNS, REPORT_TABS, type Column } from './report-columns';
import { exportBody, useReport, type ReportQuery } from './use-reports';
import { ReportExportJobs } from './ReportExportJobs';
import { useStartJob } from '../jobs/use-jobs';
import { translateError } from '../../api/translate-error';
import { toastError, toastSuccess } from '../../app/toast';

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

type Totals = { currency: Currency; count: number } & Record<string, unknown>;

function ReportTable<TRow>({ report, query, columns, totalKeys }: { report: ReportKind; query: ReportQuery; columns: Column<TRow>[]; totalKeys: string[] }) {
  const { t, i18n } = useTranslation();
  const { list, rows, totals } = useReport<TRow, Totals>(report, query);
  const start = useStartJob(`/api/reports/${report}/exports`);
  // The export runs as a job on the server: the button only waits for it to be queued, never for the file.
  const exportAs = (format: 'xlsx' | 'pdf' | 'csv') =>
    start.mutate(exportBody(query, format, i18n.language), {
      onSuccess: () => toastSuccess(t('jobs.started')),
      onError: (error) => toastError(translateError(t, error)),
    });
  return (
    <Stack>
      <Group gap="xs">
        {(['xlsx', 'pdf', 'csv'] as const).map((format) => (
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
      <QueryState query={list}>
        <Table.ScrollContainer minWidth={720}>
          <Table striped data-testid={`report-${report}`}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key}>{t(`reports.columns.${column.key}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index} data-testid="report-row">
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <PagedFooter list={list} count={rows.length} />
        {totals.length ? (
          <Card withBorder>
            <Title order={5} mb="xs">
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
      </QueryState>
    </Stack>
  );
}

/** Financial reports: operations, distributions, balances; one date filter; export of exactly what is shown. */
export function ReportsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ReportKind>('operations');
  const [from, setFrom] = useState(monthStart());
  const [to, setTo] = useState(today());
  const [date, setDate] = useState(today());
  const [type, setType] = useState<string | null>(null);
  const [applied, setApplied] = useState<{ from: string; to: string; date: string; type: string | null }>({ from, to, date, type });
  const range = { from: applied.from, to: applied.to };
  return (
    <Stack gap="lg">
      <Title order={2}>{t('reports.title')}</Title>
      <Card withBorder padding="lg">
        <Group align="flex-end" wrap="wrap">
          {tab === 'balances' ? (
            <TextInput type="date" label={t('reports.date')} value={date} onChange={(event) => setDate(event.currentTarget.value)} data-testid="report-date" />
          ) : (
            <>
              <TextInput type="date" label={t('reports.from')} value={from} onChange={(event) => setFrom(event.currentTarget.value)} data-testid="report-from" />
              <TextInput type="date" label={t('reports.to')} value={to} onChange={(event) => setTo(event.currentTarget.value)} data-testid="report-to" />
            </>
          )}
          {tab === 'distributions' ? (
            <Select
              label={t('reports.type')}
              value={type}
              onChange={setType}
              clearable
              placeholder={t('reports.typeAll')}
              data={(['profit', 'commission', 'special'] as const).map((value) => ({ value, label: t(`reports.types.${value}`) }))}
            />
          ) : null}
          <Button onClick={() => setApplied({ from, to, date, type })} data-testid="report-apply">
            {t('reports.apply')}
          </Button>
        </Group>
      </Card>
      <ReportExportJobs />
      <Tabs value={tab} onChange={(value) => setTab((value as ReportKind | null) ?? 'operations')} keepMounted={false}>
        <Tabs.List mb="md">
          {REPORT_TABS.map((kind) => (
            <Tabs.Tab key={kind} value={kind} data-testid={`tab-${kind}`}>
              {t(`reports.tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="operations">
          <ReportTable<TOperationReportRow> report="operations" query={range} columns={OPERATION_COLUMNS} totalKeys={['amount', 'revenue', 'investorShare', 'companyShare']} />
        </Tabs.Panel>
        <Tabs.Panel value="distributions">
          <ReportTable<TDistributionReportRow> report="distributions" query={{ ...range, type: applied.type ?? undefined }} columns={distributionColumns(t)} totalKeys={['total', 'paid', 'unpaid']} />
        </Tabs.Panel>
        <Tabs.Panel value="balances">
          <ReportTable<TBalanceReportRow> report="balances" query={{ date: applied.date }} columns={BALANCE_COLUMNS} totalKeys={['total']} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
