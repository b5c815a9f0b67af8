import type { Language } from '../../i18n/languages';

type Named = { nameEn: string; nameFr: string; nameAr: string };

/** An account's name in the reader's language (the chart keeps all three, docs/accounting.md §2). */
export function accountName(account: Named, language: Language): string {
  return { en: account.nameEn, fr: account.nameFr, ar: account.nameAr }[language];
}
