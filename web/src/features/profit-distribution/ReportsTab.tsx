import { Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFIT_TYPES, REPORT_SORT_COLUMNS, type TReportPage } from '../../../../contract/profit-distribution';
import { sortValues } from '../../../../contract/list-view';
import { Money } from '../../app/Money';
import { ListTable } from '../../app/tables/ListTable';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { ProfitExplanationModal } from '../profit-explanations/ProfitExplanationModal';
import { REPORT_TABLE, reportColumns } from './report-columns';
import { ReportFilterBar } from './ReportFilterBar';
import { useReportExport } from './use-report-export';
import { reportQuery, useReport, type Period, type ReportFilter, type ReportType } from './use-profit-distribution';

const REPORT_TYPES: readonly string[] = ['all', ...PROFIT_TYPES];

/** The month's profit rows by type, sorted on the server, with a CSV of exactly that view in the reader's language. */
export function ReportsTab({ period }: { period: Period }) {
  const { t } = useTranslation();
  const view = useListView({ sorts: sortValues(REPORT_SORT_COLUMNS), defaultSort: 'beneficiary-asc', filters: ['year', 'month', 'type'] as const });
  const { year, month, type } = view.filters;
  // A report is shown once generated: its month and type are then in the URL.
  const filter: ReportFilter | null =
    year && month
      ? { year: Number(year), month: Number(month), currency: period.currency, type: (REPORT_TYPES.includes(type) ? type : 'all') as ReportType }
      : null;
  const query = filter ? reportQuery(filter, view.query) : null;
  const report = useReport(query);
  const first = report.list.data?.pages[0] as TReportPage | undefined;
  const [explained, setExplained] = useState<string | null>(null);
  const { columns, keys, picker } = useColumnChoice('distribution-report', reportColumns(t, period.currency, setExplained), { fixed: ['explain'] });
  const csv = useReportExport(filter, query, keys, first?.count ?? 0);
  const generate = (next: ReportFilter) => view.setFilters({ year: String(next.year), month: String(next.month), type: next.type });
  return (
    <Stack>
      <Card withBorder padding="md">
        <ReportFilterBar
          initial={filter ?? { ...period, type: 'all' }}
          onGenerate={generate}
          onExport={() => void csv.run()}
          exporting={csv.exporting}
          picker={picker}
        />
      </Card>
      {filter ? (
        <Card withBorder padding="md">
          <ProfitExplanationModal profitRowId={explained} onClose={() => setExplained(null)} />
          <Stack gap="xs">
            <ListTable frame={REPORT_TABLE} data={report} view={view} columns={columns} emptyText={t('distributionPage.report.empty')} />
            {first && first.count > 0 ? (
              <Group justify="space-between" fw={700} data-testid="report-total">
                <Text fw={700}>{t('distributionPage.total')}</Text>
                <Money amount={first.total} currency={period.currency} />
              </Group>
            ) : null}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
