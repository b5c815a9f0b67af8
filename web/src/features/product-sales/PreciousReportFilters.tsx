import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '../../../../contract/money';
import { SALE_STATUSES } from '../../../../contract/product-sales';
import { FilterPeriod } from '../../app/tables/FilterPeriod';
import { FilterSelect, ListFilters } from '../../app/tables/ListFilters';
import type { ListView } from '../../app/tables/use-list-view';

export const PRECIOUS_REPORT_FILTERS = ['from', 'to', 'currency', 'status'] as const;
type PreciousFilter = (typeof PRECIOUS_REPORT_FILTERS)[number];

/** The report's period, currency and status, kept in the URL with its sort. */
export function PreciousReportFilters({
  view,
}: {
  view: Pick<ListView<string, PreciousFilter>, 'search' | 'setSearch' | 'filters' | 'setFilter' | 'setFilters'>;
}) {
  const { t } = useTranslation();
  return (
    <ListFilters view={view}>
      <FilterPeriod view={view} labels={{ from: t('operations.from'), to: t('operations.to') }} testId="precious" />
      <FilterSelect view={view} name="currency" label={t('productSales.fields.currency')} data={[...CURRENCY_CODES]} testId="precious-currency" />
      <FilterSelect
        view={view}
        name="status"
        label={t('preciousReport.columns.status')}
        data={SALE_STATUSES}
        labels="productSales.status"
        testId="precious-status"
      />
    </ListFilters>
  );
}
