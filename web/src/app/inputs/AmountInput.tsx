import { TextInput, type TextInputProps } from '@mantine/core';
import { NumericFormat } from 'react-number-format';
import { amountFormat } from './amount-format';
import { useLanguage } from './use-language';

export type AmountInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** The exact decimal string ("1234567.50"), '' when empty: what the forms and the API hold. */
  value?: string | null;
  /** The typed amount as a decimal string, never a JS number (docs/money.md §6). */
  onChange: (decimal: string) => void;
  allowNegative?: boolean;
};

/**
 * An amount typed with the language's thousands separators. The input works on the digits as text
 * (`valueIsNumericString`) and hands back `values.value`, the unformatted decimal string, so no
 * float stands between the keyboard and the server.
 */
export function AmountInput({ value, onChange, allowNegative = false, ...props }: AmountInputProps) {
  const language = useLanguage();
  return (
    <NumericFormat
      {...props}
      customInput={TextInput}
      value={value ?? ''}
      {...amountFormat(language)}
      allowNegative={allowNegative}
      inputMode="decimal"
      dir="ltr"
      // Only what the person typed: a change of the value from the form is already known.
      onValueChange={(values, source) => {
        if (source.source === 'event') onChange(values.value);
      }}
    />
  );
}
