import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { deepMerge, isLocaleFileOf, localeFileOrder, type LocaleTree } from '../contract/locale-files';
import { splitLocaleTree, type LocalePart } from '../web/src/i18n/locale-parts';

const PREFIX = 'virtual:locale-part/';

/**
 * `virtual:locale-part/<language>/<shell|screens>`: a language's locale files merged, then cut in
 * two at build time (web/src/i18n/locale-parts.ts), so each part is its own small chunk.
 */
export function localeParts(localesFolder: string): Plugin {
  return {
    name: 'wasit-locale-parts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [language, part] = id.slice(PREFIX.length + 1).split('/') as [string, LocalePart];
      const names = (await readdir(localesFolder)).filter((name) => isLocaleFileOf(name, language)).sort(localeFileOrder);
      let tree: LocaleTree = {};
      for (const name of names) {
        const file = join(localesFolder, name);
        this.addWatchFile(file);
        tree = deepMerge(tree, JSON.parse(await readFile(file, 'utf8')) as LocaleTree);
      }
      return `export default ${JSON.stringify(splitLocaleTree(tree)[part])};`;
    },
  };
}
