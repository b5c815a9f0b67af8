import { Select } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, isDatePreset, presetRange } from '../../../../contract/date-presets';
import { DateRangeField } from '../inputs/DateRangeField';
import { useCompanyToday } from './use-saved-views';
import type { ListView } from './use-list-view';

type FilterPeriodProps = {
  /** A list view whose filters `from` and `to` hold the period's first and last days, ISO days in the URL. */
  view: Pick<ListView<string, 'from' | 'to'>, 'filters' | 'list' | 'period' | 'setPeriod'>;
  labels: { from: string; to: string };
  /** The fields' test ids are `<testId>-from`, `<testId>-to` and `<testId>-preset`. */
  testId: string;
};

const CUSTOM = 'custom';

/**
 * A period filter (from, to) typed or picked in the interface language, kept in the URL as ISO
 * days as the server reads them, beside a choice of named periods (today, this week… this year)
 * computed in the company's day (contract/date-presets.ts). A named period stays in the URL by
 * name (`period`), so a reload or a saved view on another day shows that day's period; typing a
 * day makes the range custom. A Select rather than @mantine/dates' `presets`, which are fixed days
 * of a range picker this app does not use (DateRangeField). Apart from ListFilters so that
 * @mantine/dates loads only with the lists filtered by date (docs/architecture.md §5).
 */
export function FilterPeriod({ view, labels, testId }: FilterPeriodProps) {
  const { t } = useTranslation();
  const today = useCompanyToday(view.list);
  const { period } = view;
  const range = period && today ? presetRange(period, today) : null;
  // A named period read on a later day (a reload, a link, the back button) shows that day's days.
  useEffect(() => {
    if (range && (range.from !== view.filters.from || range.to !== view.filters.to)) view.setPeriod(period, range, true);
  });
  const presets = [...DATE_PRESETS, CUSTOM].map((value) => ({ value, label: t(`datePresets.${value}`) }));
  return (
    <>
      {view.list ? (
        <Select
          label={t('datePresets.label')}
          data={presets}
          value={period ?? CUSTOM}
          onChange={(value) => {
            if (value && isDatePreset(value) && today) view.setPeriod(value, presetRange(value, today));
            else view.setPeriod(null, { from: view.filters.from, to: view.filters.to });
          }}
          allowDeselect={false}
          // Seven short choices: shown whole, as a scrolling region without a focusable element is an axe finding.
          withScrollArea={false}
          disabled={!today}
          miw={160}
          data-testid={`${testId}-preset`}
        />
      ) : null}
      <DateRangeField
        value={{ from: view.filters.from, to: view.filters.to }}
        onChange={(next) => view.setPeriod(null, next)}
        fromLabel={labels.from}
        toLabel={labels.to}
        fromTestId={`${testId}-from`}
        toTestId={`${testId}-to`}
      />
    </>
  );
}
