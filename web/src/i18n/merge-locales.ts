import { LANGUAGES, type Language } from './languages';

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: a feature file adds keys under shared namespaces (e.g. `errors`) without replacing them. */
export function deepMerge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    into[key] = isTree(existing) && isTree(value) ? deepMerge({ ...existing }, value) : value;
  }
  return into;
}

/** The language of a locale file: `en.json` and every feature file `en.<feature>.json`. */
export function languageOfFile(path: string): Language | null {
  const name = path.split('/').pop() ?? '';
  const code = name.split('.')[0];
  return LANGUAGES.find((language) => language === code) ?? null;
}

/** Each language's files merged into one i18next resource, main file first. */
export function mergeLocaleFiles(files: Record<string, Tree>): Record<Language, { translation: Tree }> {
  const merged = { en: {}, fr: {}, ar: {} } as Record<Language, Tree>;
  for (const path of Object.keys(files).sort((a, b) => a.length - b.length || a.localeCompare(b))) {
    const language = languageOfFile(path);
    const content = files[path];
    if (language && content) merged[language] = deepMerge(merged[language], content);
  }
  return { en: { translation: merged.en }, fr: { translation: merged.fr }, ar: { translation: merged.ar } };
}
