import { DateRangeField } from '../inputs/DateRangeField';
import type { ListView } from './use-list-view';

type FilterPeriodProps = {
  /** A list view whose filters `from` and `to` hold the period's first and last days, ISO days in the URL. */
  view: Pick<ListView<string, 'from' | 'to'>, 'filters' | 'setFilters'>;
  labels: { from: string; to: string };
  /** The fields' test ids are `<testId>-from` and `<testId>-to`. */
  testId: string;
};

/**
 * A period filter (from, to) typed or picked in the interface language, kept in the URL as ISO
 * days as the server reads them. Apart from ListFilters so that @mantine/dates loads only with the
 * lists filtered by date (docs/architecture.md §5).
 */
export function FilterPeriod({ view, labels, testId }: FilterPeriodProps) {
  return (
    <DateRangeField
      value={{ from: view.filters.from, to: view.filters.to }}
      onChange={(period) => view.setFilters({ from: period.from, to: period.to })}
      fromLabel={labels.from}
      toLabel={labels.to}
      fromTestId={`${testId}-from`}
      toTestId={`${testId}-to`}
    />
  );
}
