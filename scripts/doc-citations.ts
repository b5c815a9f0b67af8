import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type SourceFile = { path: string; text: string };

/**
 * The rules live in docs/ so a clone stands alone: nothing may point outside the repository for
 * them, nor at the files they were first written in. Written in pieces so this file does not
 * match itself.
 */
const OUTSIDE_CITATIONS: readonly RegExp[] = [
  new RegExp(['\\.\\.', 'shared'].join('/'), 'i'),
  new RegExp(['decisions', '§'].join('\\s*'), 'i'),
  new RegExp(['\\bspec', '§'].join('\\s*'), 'i'),
  new RegExp(['decisions', 'md'].join('\\.'), 'i'),
  new RegExp(['product', 'spec'].join('-'), 'i'),
  new RegExp(['style', 'md'].join('\\.'), 'i'),
  new RegExp(['spec', 'architecture'].join('/'), 'i'),
];

/** `docs/money.md §4`, `docs/rulings.md §R6, §R7`, `docs/distribution.md §3–§6`. */
const CITATION = /docs\/([a-z0-9-]+\.md)((?:\s*(?:,|and|to|–|-)?\s*§[A-Za-z0-9.]*[A-Za-z0-9])*)/g;
const SECTION = /§([A-Za-z0-9.]*[A-Za-z0-9])/g;

/** The section ids of a markdown file: `## 4. Splits` gives `4`, `## R7. Company settings` gives `R7`. */
export function sectionIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  for (const match of markdown.matchAll(/^#{1,6}\s+([A-Za-z]?\d+(?:\.\d+)*)\.?\s/gm)) {
    if (match[1]) ids.add(match[1]);
  }
  return ids;
}

/** One line per problem: a citation of the rules outside docs/, or of a docs file or section that does not exist. */
export function citationProblems(files: readonly SourceFile[], docs: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const sections = new Map([...docs].map(([name, text]) => [name, sectionIds(text)]));
  for (const file of files) {
    file.text.split('\n').forEach((line, index) => {
      const where = `${file.path}:${index + 1}`;
      for (const pattern of OUTSIDE_CITATIONS) {
        const found = pattern.exec(line);
        if (found) problems.push(`${where}: cites "${found[0]}"; cite the rule in docs/ instead`);
      }
      for (const citation of line.matchAll(CITATION)) {
        const [, name = '', list = ''] = citation;
        const ids = sections.get(name);
        if (!ids) {
          problems.push(`${where}: docs/${name} does not exist`);
          continue;
        }
        for (const [, id = ''] of list.matchAll(SECTION)) {
          if (!ids.has(id)) problems.push(`${where}: docs/${name} has no section §${id}`);
        }
      }
    });
  }
  return problems;
}

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'playwright-report', 'cases']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|sh|yml|yaml)$|^run$/;

/** Every text file of the repository that may cite a rule, paths relative to `root`. */
export function readSourceFiles(root: string, folder = root): SourceFile[] {
  const files: SourceFile[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...readSourceFiles(root, path));
    } else if (entry.isFile() && TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json') {
      files.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
    }
  }
  return files;
}

export function readDocs(root: string): Map<string, string> {
  const folder = join(root, 'docs');
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name, readFileSync(join(folder, name), 'utf8')]),
  );
}
