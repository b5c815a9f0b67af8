import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { dateFieldLocale, toPickerDay } from './date-locale';
import { useCalendarLabels } from './use-calendar-labels';
import { LocalizedDates } from './LocalizedDates';
import { useLanguage } from './use-language';

/** A period as the filters hold it: two `YYYY-MM-DD` days, '' for an open end. */
export type DayRange = { from: string; to: string };

export type DateRangeFieldProps = Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'valueFormat'> & {
  value: DayRange;
  onChange: (range: DayRange) => void;
};

/** A period picked on one calendar of the interface language: its first day, then its last. */
export function DateRangeField({ value, onChange, ...props }: DateRangeFieldProps) {
  const language = useLanguage();
  const ariaLabels = useCalendarLabels();
  return (
    <LocalizedDates>
      <DatePickerInput
      ariaLabels={ariaLabels}
      // Days of the months around are drawn dimmed, below the contrast a text needs: they are left out.
      hideOutsideDates
      {...props}
      type="range"
      allowSingleDateInRange
      value={[toPickerDay(value.from), toPickerDay(value.to)]}
      onChange={([from, to]) => onChange({ from: from ?? '', to: to ?? '' })}
      valueFormat={dateFieldLocale(language).valueFormat}
      />
    </LocalizedDates>
  );
}
