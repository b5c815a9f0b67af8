import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { dateFieldLocale, parseTypedDay, toPickerDay } from './date-locale';
import { useCalendarLabels } from './use-calendar-labels';
import { LocalizedDates } from './LocalizedDates';
import { useLanguage } from './use-language';

export type DateFieldProps = Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'> & {
  /** `YYYY-MM-DD`, or '' / null for no day: what the forms and the API hold. */
  value?: string | null;
  /** `YYYY-MM-DD`, or '' once the day is cleared. */
  onChange: (isoDay: string) => void;
  /** The first and last days that can be chosen, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
};

/**
 * A calendar day typed or picked: the field shows the day in the language's form ("5 mars 2026")
 * with a calendar of that language beneath it, and accepts the shown form or `YYYY-MM-DD` from the
 * keyboard. A typeable field rather than a button that opens a calendar, so that keyboard users
 * and screen readers keep a plain text field.
 */
export function DateField({ value, onChange, min, max, ...props }: DateFieldProps) {
  const language = useLanguage();
  const ariaLabels = useCalendarLabels();
  const { t } = useTranslation();
  return (
    <LocalizedDates>
      <DateInput
        ariaLabels={ariaLabels}
        // Days of the months around are drawn dimmed, below the contrast a text needs: they are left out.
        hideOutsideDates
        // A clearable field's cross shows only a sign: it is named for screen readers.
        clearButtonProps={{ 'aria-label': t('inputs.clearDate') }}
        {...props}
        value={toPickerDay(value)}
        onChange={(day) => onChange(day ?? '')}
        valueFormat={dateFieldLocale(language).valueFormat}
        dateParser={(text) => parseTypedDay(text, language)}
        minDate={min}
        maxDate={max}
      />
    </LocalizedDates>
  );
}
