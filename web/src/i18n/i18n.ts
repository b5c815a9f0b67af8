import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleTree } from '../../../contract/locale-files';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, readStoredLanguage, storeLanguage, type Language } from './languages';

/** One chunk per language: a visit downloads the language it shows, another one only when chosen. */
const BUNDLES: Record<Language, () => Promise<{ default: LocaleTree }>> = {
  en: () => import('./bundles/en'),
  fr: () => import('./bundles/fr'),
  ar: () => import('./bundles/ar'),
};

const bundleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) return callback(null, {});
    BUNDLES[language]().then(
      (bundle) => callback(null, bundle.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

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
  await i18next.use(bundleBackend).use(initReactI18next).init({
    lng: language,
    // No fallback download: scripts/check-i18n.ts fails the build when a language lacks a key.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyToDocument(language);
  return i18next;
}
