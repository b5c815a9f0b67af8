/**
 * Locale files: `<lang>.json` plus feature files `<lang>.<feature>.json`, deep-merged per language,
 * main file first. One rule for the web (i18next resources) and the server (Excel and PDF labels).
 */
export type LocaleTree = { [key: string]: unknown };

function isTree(value: unknown): value is LocaleTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A feature file adds keys under shared namespaces (e.g. `errors`) without replacing them. */
export function deepMerge(into: LocaleTree, from: LocaleTree): LocaleTree {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    into[key] = isTree(existing) && isTree(value) ? deepMerge({ ...existing }, value) : value;
  }
  return into;
}

/** Whether a file name (no folder) is one of a language's locale files. */
export function isLocaleFileOf(fileName: string, language: string): boolean {
  return fileName === `${language}.json` || (fileName.startsWith(`${language}.`) && fileName.endsWith('.json'));
}

/** Main file first, then feature files in a stable order. */
export function localeFileOrder(a: string, b: string): number {
  return a.length - b.length || a.localeCompare(b);
}
