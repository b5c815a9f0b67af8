import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReportRow } from '../../../../contract/profit-distribution';
import { translateError } from '../../api/translate-error';
import { toastError } from '../../app/toast';
import { REPORT_COLUMNS, REPORT_CSV_COLUMNS, reportCsv, reportCsvName, type ReportColumn, type ReportCsvLabels } from './report-csv';
import { fetchWholeReport, type ReportFilter } from './use-profit-distribution';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The CSV of exactly the report on screen (docs/architecture.md §8): its filter and sort, the visible columns in order, the reader's language. */
export function useReportExport(filter: ReportFilter | null, query: Record<string, string | undefined> | null, visible: readonly string[], count: number) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    if (!filter || !query || count === 0) return toastError(t('distributionPage.alerts.noReportData'));
    setExporting(true);
    try {
      const rows = await fetchWholeReport(query);
      const labels: ReportCsvLabels = {
        headers: Object.fromEntries(REPORT_CSV_COLUMNS.map((column) => [column, t(`distributionPage.report.csv.${column}`)])) as ReportCsvLabels['headers'],
        type: (type: TReportRow['type']) => t(`distributionPage.report.types.${type}`),
        paid: t('distributionPage.report.paid'),
        unpaid: t('distributionPage.report.unpaid'),
      };
      const columns = visible.filter((key): key is ReportColumn => (REPORT_COLUMNS as readonly string[]).includes(key));
      download(reportCsvName(filter.year, filter.month, filter.type), reportCsv(rows, filter.currency, labels, columns));
    } catch (error) {
      toastError(`${t('distributionPage.alerts.reportFailed')} ${translateError(t, error)}`);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
