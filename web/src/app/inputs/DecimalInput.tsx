import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A decimal typed as it is written (a rate, a percentage, a quantity): the decimal keypad, left to
 * right in every language, and the text kept as typed for the schema to check. An amount of money
 * is an AmountInput, with the language's thousands separators.
 */
export function DecimalInput(props: Omit<TextInputProps, 'inputMode' | 'dir'>) {
  return <TextInput {...props} inputMode="decimal" dir="ltr" />;
}
