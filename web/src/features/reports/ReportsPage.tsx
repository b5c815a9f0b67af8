import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUrlPatch } from '../../app/use-url-patch';
import { REPORT_KINDS, type ReportKind } from '../../../../contract/reports';
import { PageHeader } from '../../app/PageHeader';
import { balanceColumns, distributionColumns, operationColumns } from './report-columns';
import { ReportExportJobs } from './ReportExportJobs';
import { ReportFilterBar } from './ReportFilterBar';
import { ReportTable } from './ReportTable';
import { useReportView, type ReportView } from './use-reports';

function ReportTab({ report, view }: { report: ReportKind; view: ReportView }) {
  const { t } = useTranslation();
  if (report === 'operations') {
    return (
      <ReportTable
        report={report}
        view={view}
        columns={operationColumns(t)}
        rowKey={(row) => row.id}
        totalKeys={['amount', 'revenue', 'investorShare', 'companyShare']}
      />
    );
  }
  if (report === 'distributions') {
    return <ReportTable report={report} view={view} columns={distributionColumns(t)} rowKey={(row) => row.id} totalKeys={['total', 'paid', 'unpaid']} />;
  }
  return <ReportTable report={report} view={view} columns={balanceColumns(t)} rowKey={(row) => row.subscriberId} totalKeys={['total']} />;
}

/**
 * Financial reports: operations, distributions, balances. The tab, the dates, the sort and the
 * page size live in the URL (docs/architecture.md §8); an export holds exactly the view shown.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [params, patch] = useUrlPatch();
  const tab = REPORT_KINDS.find((kind) => kind === params.get('tab')) ?? 'operations';
  const view = useReportView(tab);
  // Another report has other columns: its sort starts again from its default.
  const openTab = (next: string | null) => patch({ sort: null, tab: next ?? 'operations' });
  return (
    <Stack gap="lg">
      <PageHeader title={t('reports.title')} />
      <ReportFilterBar key={`${tab} ${JSON.stringify(view.applied)}`} report={tab} view={view} />
      <ReportExportJobs />
      <Tabs value={tab} onChange={openTab}>
        <Tabs.List>
          {REPORT_KINDS.map((kind) => (
            <Tabs.Tab key={kind} value={kind} data-testid={`tab-${kind}`}>
              {t(`reports.tabs.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {REPORT_KINDS.map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            {kind === tab ? <ReportTab report={kind} view={view} /> : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
