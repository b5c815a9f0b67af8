import { deepMerge, localeFileOrder, type LocaleTree } from '../../../contract/locale-files';
import { LANGUAGES, type Language } from './languages';

type Tree = LocaleTree;

/** The language of a locale file: `en.json` and every feature file `en.<feature>.json`. */
export function languageOfFile(path: string): Language | null {
  const name = path.split('/').pop() ?? '';
  const code = name.split('.')[0];
  return LANGUAGES.find((language) => language === code) ?? null;
}

/** Each language's files merged into one i18next resource, main file first. */
export function mergeLocaleFiles(files: Record<string, Tree>): Record<Language, { translation: Tree }> {
  const merged = { en: {}, fr: {}, ar: {} } as Record<Language, Tree>;
  for (const path of Object.keys(files).sort(localeFileOrder)) {
    const language = languageOfFile(path);
    const content = files[path];
    if (language && content) merged[language] = deepMerge(merged[language], content);
  }
  return { en: { translation: merged.en }, fr: { translation: merged.fr }, ar: { translation: merged.ar } };
}
