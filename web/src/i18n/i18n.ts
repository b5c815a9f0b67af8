import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeLocaleFiles } from './merge-locales';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, readStoredLanguage, storeLanguage } from './languages';

function applyToDocument(language: string): void {
  const code = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

export async function initI18n(): Promise<typeof i18next> {
  const language = readStoredLanguage();
  i18next.on('languageChanged', (changed) => {
    applyToDocument(changed);
    if (isLanguage(changed)) storeLanguage(changed);
  });
  await i18next.use(initReactI18next).init({
    resources: mergeLocaleFiles(import.meta.glob<Record<string, unknown>>('../../locales/*.json', { eager: true, import: 'default' })),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyToDocument(language);
  return i18next;
}
