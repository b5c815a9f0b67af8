import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../../domain';
import { DownloadButton } from '../../app/DownloadButton';
import { CurrencySelect, MonthSelect, YearSelect } from '../../app/inputs/PeriodSelects';
import { exportHref } from '../../app/tables/export-href';
import { ListFilters } from '../../app/tables/ListFilters';
import type { ListView, SavedViewParts } from '../../app/tables/use-list-view';

type SplitFiltersProps = {
  view: Pick<ListView<string, 'year' | 'month' | 'currency'>, 'search' | 'setSearch' | 'setFilter' | SavedViewParts>;
  /** The month shown: the URL's, or this month in XAF. */
  period: { year: string; month: string; currency: string };
  /** The list's query, which the export repeats (its sort and month) with the interface language. */
  query: Record<string, string | undefined>;
  /** The visible columns in their order: the export writes exactly these. */
  columns: readonly string[];
};

/** The month and currency of the split, kept in the URL, and the CSV of exactly that view: its sort and its visible columns. */
export function SplitFilters({ view, period, query, columns }: SplitFiltersProps) {
  const { t, i18n } = useTranslation();
  return (
    <ListFilters view={view}>
      <YearSelect label={t('subProfitSplit.year')} value={Number(period.year)} onChange={(year) => view.setFilter('year', String(year))} testId="split-year" />
      <MonthSelect
        label={t('subProfitSplit.month')}
        value={Number(period.month)}
        onChange={(month) => view.setFilter('month', String(month))}
        testId="split-month"
      />
      <CurrencySelect
        label={t('subProfitSplit.currency')}
        value={period.currency as Currency}
        onChange={(code) => view.setFilter('currency', code)}
        testId="split-currency"
      />
      <DownloadButton href={exportHref('/api/sub-profit-distribution/split/export.csv', query, columns, i18n.language)} testId="split-export">
        {t('subProfitSplit.export')}
      </DownloadButton>
    </ListFilters>
  );
}
