import { ReportStatus } from './CurrencyReport';
import { ReportExportLinks } from './ReportExportLinks';
import { AsOfFilters } from './ReportFilters';
import type { AsOfParams } from './use-books-reports';

/**
 * What a report as of a day (the trial balance, the balance sheet: docs/accounting.md §8) shows above
 * its currencies: its files, its day and currency, then whether it loads, failed or has no currency
 * (`empty` says so). `name` is the report's path and the stem of its test ids.
 */
export function AsOfReportHead({
  name,
  params,
  report,
  empty,
}: {
  name: 'trial-balance' | 'balance-sheet';
  params: AsOfParams;
  report: Parameters<typeof ReportStatus>[0]['report'];
  empty: string;
}) {
  return (
    <>
      <ReportExportLinks path={`/api/accounting/${name}/export`} query={params.query} testId={name} />
      <AsOfFilters params={params} testId={name} />
      <ReportStatus report={report} empty={empty} />
    </>
  );
}
