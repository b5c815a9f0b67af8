import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseAmount, type Currency } from '../../../domain';
import { isLanguage } from '../i18n/languages';

/** The one formatting path of amounts on screen: the core's formatMoney in the active language. */
export function useFormatMoney(): (amount: string, currency: Currency) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (amount, currency) => formatMoney({ money: parseAmount({ text: amount, currency, allowNegative: true }), language });
}

/** An amount kept left to right inside Arabic text, never wrapped. */
export function Money({ amount, currency, fw }: { amount: string; currency: Currency; fw?: number }) {
  const format = useFormatMoney();
  return (
    <Text span inherit fw={fw} dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }} data-testid="money">
      {format(amount, currency)}
    </Text>
  );
}
