import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '../../../../contract/money';
import { YEARS_SHOWN } from '../../../../contract/profit-distribution';
import type { Currency } from '../../../../domain';

/** docs/distribution.md §13: the current year and the 5 before it. */
export const yearChoices = () => Array.from({ length: YEARS_SHOWN }, (_, index) => String(new Date().getFullYear() - index));

/** The twelve months, named in the interface language. */
export const monthChoices = (language: string) =>
  Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: new Intl.DateTimeFormat(language, { month: 'long' }).format(new Date(2000, index, 1)),
  }));

type ChoiceProps<Value> = { label: string; value: Value; onChange: (value: Value) => void; testId: string; w?: number; disabled?: boolean };

/** A year of the distribution's, always chosen (it cannot be cleared). */
export function YearSelect({ label, value, onChange, testId, w }: ChoiceProps<number>) {
  return (
    <Select
      label={label}
      data={yearChoices()}
      value={String(value)}
      onChange={(year) => year && onChange(Number(year))}
      allowDeselect={false}
      w={w}
      data-testid={testId}
    />
  );
}

/** A month (1 to 12) named in the interface language, always chosen. */
export function MonthSelect({ label, value, onChange, testId, w }: ChoiceProps<number>) {
  const { i18n } = useTranslation();
  return (
    <Select
      label={label}
      data={monthChoices(i18n.language)}
      value={String(value)}
      onChange={(month) => month && onChange(Number(month))}
      allowDeselect={false}
      w={w}
      data-testid={testId}
    />
  );
}

/** One of the currencies the business works in, always chosen. */
export function CurrencySelect({ label, value, onChange, testId, w, disabled }: ChoiceProps<Currency>) {
  return (
    <Select
      label={label}
      data={[...CURRENCY_CODES]}
      value={value}
      onChange={(code) => code && onChange(code as Currency)}
      allowDeselect={false}
      w={w}
      disabled={disabled}
      data-testid={testId}
    />
  );
}
