import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type CodeSelectProps = Omit<SelectProps, 'data' | 'allowDeselect'> & {
  codes: readonly string[];
  /** The prefix of the codes' translated names (`<labels>.<code>`); without it a code shows as it is (a currency). */
  labels?: string;
};

/** A form's choice among fixed codes (a currency, a country, a status), always made: it cannot be cleared. */
export function CodeSelect({ codes, labels, ...props }: CodeSelectProps) {
  const { t } = useTranslation();
  const data = labels ? codes.map((code) => ({ value: code, label: t(`${labels}.${code}`) })) : [...codes];
  return <Select {...props} data={data} allowDeselect={false} />;
}
