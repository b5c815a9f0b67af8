import { useTranslation } from 'react-i18next';

/** Dates shown through Intl in the active language. */
export function useDateFormatter(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const formatter = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => (iso ? formatter.format(new Date(iso)) : '—');
}
