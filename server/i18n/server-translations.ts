import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deepMerge, isLocaleFileOf, localeFileOrder } from '../../contract/locale-files';
import type { ExportLanguage } from '../../contract/operations';
import { isolateAuto } from './bidi-isolate';

type Tree = { [key: string]: string | Tree };

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/locales');

const cache = new Map<ExportLanguage, Tree>();

/**
 * Files the server writes (Excel, PDF) speak the reader's language with the web's own locale
 * files, read from disk once: one set of translations for screen and documents.
 */
function treeOf(language: ExportLanguage): Tree {
  let tree = cache.get(language);
  if (!tree) {
    const names = readdirSync(folder)
      .filter((name) => isLocaleFileOf(name, language))
      .sort(localeFileOrder);
    tree = names.reduce<Tree>((merged, name) => deepMerge(merged, JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Tree) as Tree, {});
    cache.set(language, tree);
  }
  return tree;
}

function lookup(tree: Tree, key: string): string | null {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : null;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * English is the fallback, then the key itself, like the web's i18next setup. In Arabic each
 * interpolated value (a date, a number, a name) is isolated, so a period like "from — to" keeps
 * both dates in their own order inside the right-to-left sentence.
 */
export function translatorFor(language: ExportLanguage): Translate {
  const shown = language === 'ar' ? isolateAuto : (text: string) => text;
  return (key, params = {}) => {
    const text = lookup(treeOf(language), key) ?? lookup(treeOf('en'), key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => shown(String(params[name] ?? '')));
  };
}

/** The translator of one namespace of the locale files: `scopedTranslator('fr', 'capital')('pdf.period')` reads `capital.pdf.period`. */
export function scopedTranslator(language: ExportLanguage, namespace: string): (key: string) => string {
  const t = translatorFor(language);
  return (key) => t(`${namespace}.${key}`);
}
