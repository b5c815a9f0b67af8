import { useTranslation } from 'react-i18next';
import { COUNTRIES, OPERATION_STATUSES } from '../../../../contract/operations';
import { FilterPeriod } from '../../app/tables/FilterPeriod';
import { FilterCurrency, FilterSelect, FilterStatus } from '../../app/tables/ListFilters';
import type { ListView, SavedViewParts } from '../../app/tables/use-list-view';

/** The URL keys of the operations list's filters besides the search (contract/operations.ts). */
export const OPERATION_FILTERS = ['status', 'currency', 'sourceCountry', 'destinationCountry', 'from', 'to'] as const;
type OperationFilter = (typeof OPERATION_FILTERS)[number];

/** The filters of the operations list, each kept in the URL by the list view. */
export function OperationFilterFields({ view }: { view: Pick<ListView<string, OperationFilter>, 'filters' | 'setFilter' | 'setFilters' | SavedViewParts> }) {
  const { t } = useTranslation();
  const countries = COUNTRIES.map((code) => ({ value: code, label: t(`operations.countries.${code}`) }));
  return (
    <>
      <FilterStatus view={view} label={t('operations.columns.status')} statuses={OPERATION_STATUSES} labels="operations.status" testId="filter-status" />
      <FilterCurrency view={view} label={t('operations.fields.currency')} testId="filter-currency" />
      <FilterSelect view={view} name="sourceCountry" label={t('operations.fields.sourceCountry')} data={countries} />
      <FilterSelect view={view} name="destinationCountry" label={t('operations.fields.destinationCountry')} data={countries} />
      <FilterPeriod view={view} labels={{ from: t('operations.from'), to: t('operations.to') }} testId="filter" />
    </>
  );
}
