import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { deepMerge, type LocaleTree } from '../../../contract/locale-files';
import { importAgain } from '../app/retryable-lazy';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, readStoredLanguage, storeLanguage, type Language } from './languages';

type Part = () => Promise<{ default: LocaleTree }>;

/**
 * Two chunks per language (locale-parts.ts): the shell's words, and the inner screens' words.
 * A visit downloads the language it shows, another one only when chosen; the screens' part only
 * once a screen that needs it opens.
 */
const PARTS: Record<Language, { shell: Part; screens: Part }> = {
  en: { shell: () => import('virtual:locale-part/en/shell'), screens: () => import('virtual:locale-part/en/screens') },
  fr: { shell: () => import('virtual:locale-part/fr/shell'), screens: () => import('virtual:locale-part/fr/screens') },
  ar: { shell: () => import('virtual:locale-part/ar/shell'), screens: () => import('virtual:locale-part/ar/screens') },
};

/** Set by the first screen that needs the second part; from then on every language loads both. */
let screensWanted = false;
/** The languages whose resources hold the screens' words, or are being given them. */
const withScreens = new Map<Language, Promise<void>>();

async function readLanguage(language: Language): Promise<LocaleTree> {
  const shell = (await PARTS[language].shell()).default;
  if (!screensWanted) return shell;
  withScreens.set(language, Promise.resolve());
  return deepMerge({ ...shell }, (await PARTS[language].screens()).default);
}

const bundleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) return callback(null, {});
    readLanguage(language).then(
      (tree) => callback(null, tree),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * The inner screens' words, in every language loaded so far; awaited before such a screen shows
 * (router.tsx). `attempt` above 0 is a retry after a failed download (retryable-lazy.tsx).
 */
export async function loadScreenTranslations(attempt = 0): Promise<void> {
  screensWanted = true;
  const loaded = Object.keys(i18next.store.data).filter(isLanguage);
  await Promise.all(
    loaded.map((language) => {
      const download = attempt === 0 ? PARTS[language].screens() : importAgain(PARTS[language].screens, attempt, window.location.origin);
      const adding =
        withScreens.get(language) ??
        download.then(
          (part) => {
            i18next.addResourceBundle(language, 'translation', part.default, true, true);
          },
          (error: unknown) => {
            // A failed download (offline) is asked again by the screen's retry, not kept as failed.
            withScreens.delete(language);
            throw error;
          },
        );
      withScreens.set(language, adding);
      return adding;
    }),
  );
}

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
  await i18next
    .use(bundleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback download: scripts/check-i18n.ts fails the build when a language lacks a key.
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyToDocument(language);
  return i18next;
}
