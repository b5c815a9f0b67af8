import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
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
    resources: { en: { translation: en }, fr: { translation: fr }, ar: { translation: ar } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyToDocument(language);
  return i18next;
}
