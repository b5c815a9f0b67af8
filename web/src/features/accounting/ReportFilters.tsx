import { Card, Group, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '../../../../contract/money';
import { DateField } from '../../app/inputs/DateField';
import type { AsOfParams } from './use-books-reports';

/** A report's filter bar: its fields side by side, wrapping on a phone. */
export function ReportFilters({ children }: { children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Group wrap="wrap" align="flex-end">
        {children}
      </Group>
    </Card>
  );
}

/** The currency of a report: every currency when none is chosen. */
export function CurrencyFilter({
  value,
  onChange,
  testId,
  required = false,
}: {
  value: string;
  onChange: (value: string | null) => void;
  testId: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('accounting.reports.currency')}
      placeholder={required ? undefined : t('accounting.reports.allCurrencies')}
      data={[...CURRENCY_CODES]}
      value={value || null}
      onChange={onChange}
      clearable={!required}
      allowDeselect={!required}
      w={150}
      data-testid={testId}
    />
  );
}

/** An as-of report's filter bar: the day it is read as of (today when none is chosen) and its currency. */
export function AsOfFilters({ params: { values, set }, testId }: { params: AsOfParams; testId: string }) {
  const { t } = useTranslation();
  return (
    <ReportFilters>
      <DateField
        label={t('accounting.reports.asOf')}
        placeholder={t('accounting.reports.today')}
        value={values.date}
        onChange={(date) => set({ date })}
        clearable
        w={200}
        data-testid={`${testId}-date`}
      />
      <CurrencyFilter value={values.currency} onChange={(currency) => set({ currency })} testId={`${testId}-currency`} />
    </ReportFilters>
  );
}

type TypedFilterProps = {
  label: string;
  description?: string;
  value: string;
  /** The text typed, trimmed, once the field loses the focus or Enter is pressed. */
  onCommit: (text: string) => void;
  w: number;
  testId: string;
};

/** A report's filter typed as text (an account, a party, a period): taken when the typing is done, not at each key. */
export function TypedFilter({ label, description, value, onCommit, w, testId }: TypedFilterProps) {
  return (
    <TextInput
      label={label}
      description={description}
      defaultValue={value}
      key={value}
      onBlur={(event) => onCommit(event.currentTarget.value.trim())}
      onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
      w={w}
      data-testid={testId}
    />
  );
}
