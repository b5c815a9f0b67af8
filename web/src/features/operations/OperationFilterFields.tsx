import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '../../../../contract/money';
import { COUNTRIES, OPERATION_STATUSES } from '../../../../contract/operations';
import { FilterPeriod } from '../../app/tables/FilterPeriod';
import { FilterSelect } from '../../app/tables/ListFilters';
import type { ListView } from '../../app/tables/use-list-view';

/** The URL keys of the operations list's filters besides the search (contract/operations.ts). */
export const OPERATION_FILTERS = ['status', 'currency', 'sourceCountry', 'destinationCountry', 'from', 'to'] as const;
type OperationFilter = (typeof OPERATION_FILTERS)[number];

/** The filters of the operations list, each kept in the URL by the list view. */
export function OperationFilterFields({ view }: { view: Pick<ListView<string, OperationFilter>, 'filters' | 'setFilter' | 'setFilters'> }) {
  const { t } = useTranslation();
  const countries = COUNTRIES.map((code) => ({ value: code, label: t(`operations.countries.${code}`) }));
  return (
    <>
      <FilterSelect
        view={view}
        name="status"
        label={t('operations.columns.status')}
        data={OPERATION_STATUSES}
        labels="operations.status"
        testId="filter-status"
      />
      <FilterSelect view={view} name="currency" label={t('operations.fields.currency')} data={[...CURRENCY_CODES]} testId="filter-currency" />
      <FilterSelect view={view} name="sourceCountry" label={t('operations.fields.sourceCountry')} data={countries} />
      <FilterSelect view={view} name="destinationCountry" label={t('operations.fields.destinationCountry')} data={countries} />
      <FilterPeriod view={view} labels={{ from: t('operations.from'), to: t('operations.to') }} testId="filter" />
    </>
  );
}
