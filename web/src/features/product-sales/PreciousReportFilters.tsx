import { useTranslation } from 'react-i18next';
import { SALE_STATUSES } from '../../../../contract/product-sales';
import { FilterPeriod } from '../../app/tables/FilterPeriod';
import { FilterCurrency, FilterStatus, ListFilters } from '../../app/tables/ListFilters';
import type { ListView, SavedViewParts } from '../../app/tables/use-list-view';

export const PRECIOUS_REPORT_FILTERS = ['from', 'to', 'currency', 'status'] as const;
type PreciousFilter = (typeof PRECIOUS_REPORT_FILTERS)[number];

/** The report's period, currency and status, kept in the URL with its sort. */
export function PreciousReportFilters({
  view,
}: {
  view: Pick<ListView<string, PreciousFilter>, 'search' | 'setSearch' | 'filters' | 'setFilter' | 'setFilters' | SavedViewParts>;
}) {
  const { t } = useTranslation();
  return (
    <ListFilters view={view}>
      <FilterPeriod view={view} labels={{ from: t('operations.from'), to: t('operations.to') }} testId="precious" />
      <FilterCurrency view={view} label={t('productSales.fields.currency')} testId="precious-currency" />
      <FilterStatus view={view} label={t('preciousReport.columns.status')} statuses={SALE_STATUSES} labels="productSales.status" testId="precious-status" />
    </ListFilters>
  );
}
