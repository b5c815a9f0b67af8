import { DateField } from './DateField';
import { periodDay, withFirstDay, type DayRange } from './day-range';

type DateRangeFieldProps = {
  value: DayRange;
  onChange: (range: DayRange) => void;
  fromLabel: string;
  toLabel: string;
  fromTestId?: string;
  toTestId?: string;
};

/**
 * A period as two linked day fields of the interface language, each end typed or picked, either
 * emptied for an open period, the period drawn on both calendars. Two fields rather than
 * @mantine/dates' range picker, which is a button that opens a calendar and takes no typed day.
 * The last day cannot precede the first (web/src/app/inputs/day-range.ts).
 */
export function DateRangeField({ value, onChange, fromLabel, toLabel, fromTestId, toTestId }: DateRangeFieldProps) {
  const getDayProps = (day: string) => periodDay(day, value);
  return (
    <>
      <DateField
        label={fromLabel}
        value={value.from}
        onChange={(from) => onChange(withFirstDay(value, from))}
        getDayProps={getDayProps}
        clearable
        miw={160}
        data-testid={fromTestId}
      />
      <DateField
        label={toLabel}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        min={value.from || undefined}
        getDayProps={getDayProps}
        clearable
        miw={160}
        data-testid={toTestId}
      />
    </>
  );
}
