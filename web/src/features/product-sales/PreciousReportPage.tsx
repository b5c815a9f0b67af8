import { Button, Stack } from '@mantine/core';
import { IconArrowBack, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sortValues } from '../../../../contract/list-view';
import { PRECIOUS_REPORT_COLUMNS } from '../../../../contract/product-sales';
import { PageHeader } from '../../app/PageHeader';
import { ListTable } from '../../app/tables/ListTable';
import { exportHref } from '../../app/tables/export-href';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { PRECIOUS_REPORT_TABLE, preciousReportColumns } from './precious-report-columns';
import { PRECIOUS_REPORT_FILTERS, PreciousReportFilters } from './PreciousReportFilters';
import { PreciousTotals } from './PreciousTotals';
import { usePreciousReport } from './use-product-sales';

/** Precious-product sales by month, status and currency, with totals per currency; an export holds exactly the view shown. */
export function PreciousReportPage() {
  const { t, i18n } = useTranslation();
  const view = useListView({ list: 'precious-report', sorts: sortValues(PRECIOUS_REPORT_COLUMNS), defaultSort: 'month-asc', filters: PRECIOUS_REPORT_FILTERS });
  const report = usePreciousReport(view.query);
  const { columns, keys, picker } = useColumnChoice('precious-report', preciousReportColumns(t));
  const href = (format: 'xlsx' | 'pdf') => exportHref(`/api/precious-products-report/export.${format}` as const, view.query, keys, i18n.language);
  const actions = (
    <>
      {picker}
      <Button component={Link} to="/app/product-sales" variant="subtle" leftSection={<IconArrowBack size={16} />}>
        {t('preciousReport.backToSales')}
      </Button>
      <Button component="a" href={href('xlsx')} variant="default" leftSection={<IconFileSpreadsheet size={16} />} data-testid="precious-export-xlsx">
        {t('preciousReport.exportXlsx')}
      </Button>
      <Button component="a" href={href('pdf')} target="_blank" variant="default" leftSection={<IconFileTypePdf size={16} />} data-testid="precious-export-pdf">
        {t('preciousReport.exportPdf')}
      </Button>
    </>
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('preciousReport.title')} subtitle={t('preciousReport.subtitle')} actions={actions} />
      <PreciousReportFilters view={view} />
      <ListTable frame={PRECIOUS_REPORT_TABLE} data={report} view={view} columns={columns} emptyText={t('preciousReport.empty')} />
      {report.totals.length > 0 ? <PreciousTotals totals={report.totals} /> : null}
    </Stack>
  );
}
