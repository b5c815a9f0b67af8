import { DateRangeField } from '../inputs/DateRangeField';
import type { ListView } from './use-list-view';

type FilterPeriodProps<Filter extends string> = {
  view: Pick<ListView<string, Filter>, 'filters' | 'setFilters'>;
  /** The filters holding the period's first and last days, ISO days in the URL. */
  from: Filter;
  to: Filter;
  fromLabel: string;
  toLabel: string;
  fromTestId?: string;
  toTestId?: string;
};

/**
 * A period filter (from, to) typed or picked in the interface language, kept in the URL as ISO
 * days as the server reads them. Apart from ListFilters so that @mantine/dates loads only with the
 * lists filtered by date (docs/architecture.md §5).
 */
export function FilterPeriod<Filter extends string>({ view, from, to, fromLabel, toLabel, fromTestId, toTestId }: FilterPeriodProps<Filter>) {
  return (
    <DateRangeField
      value={{ from: view.filters[from], to: view.filters[to] }}
      onChange={(period) => view.setFilters({ [from]: period.from, [to]: period.to } as Partial<Record<Filter, string>>)}
      fromLabel={fromLabel}
      toLabel={toLabel}
      fromTestId={fromTestId}
      toTestId={toTestId}
    />
  );
}
