import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../domain';
import { isLanguage } from '../i18n/languages';
import { formatAmount } from './format-amount';

/** The one formatting path of amounts on screen (formatAmount) in the active language. */
export function useFormatMoney(): (amount: string, currency: Currency) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (amount, currency) => formatAmount({ amount, currency, language });
}

/** The amount formatted, or null when its text is not an amount of its currency ("401124.00" for XAF). */
function formatted(format: (amount: string, currency: Currency) => string, amount: string, currency: Currency): string | null {
  try {
    return format(amount, currency);
  } catch {
    return null;
  }
}

/**
 * An amount kept left to right inside Arabic text, never wrapped. Text its currency does not allow
 * shows as unreadable in its place, with the text itself: one bad amount never takes the screen down.
 */
export function Money({ amount, currency, fw }: { amount: string; currency: Currency; fw?: number }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const text = formatted(format, amount, currency);
  if (text === null) {
    return (
      <Text span inherit c="red" data-testid="money-trouble">
        {t('tables.unreadableAmount', { text: amount, currency })}
      </Text>
    );
  }
  return (
    <Text span inherit fw={fw} dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }} data-testid="money">
      {text}
    </Text>
  );
}
