import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } | string[] }>;
};

/** The code `npm start` runs: tests, test helpers and tool configs are left to the devDependencies. */
const RUNTIME_FOLDERS = ['server', 'db', 'domain', 'contract'];
const notRuntime = (file: string) => /\.test\.ts$|-test-[^/]*\.ts$|\.config\.ts$/.test(file) || file.split(path.sep).includes('test');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !notRuntime(relative) ? [relative] : [];
  });
}

/** The packages a file loads when it runs: `import type` and `export type` vanish at build time. */
function packagesImported(text: string): string[] {
  const statements = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  const specifiers = [...text.matchAll(statements)].map((match) => match[1] ?? match[2] ?? '');
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:') && !builtinModules.includes(specifier.split('/')[0] ?? ''))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

describe('runtime dependencies', () => {
  it('reads value imports and skips type-only ones', () => {
    const text =
      "import { a } from 'left';\nimport type { B } from 'typed';\nexport { c } from '@scope/pkg/sub';\nimport './local';\nconst d = await import('lazy');\nimport 'side';";
    expect(packagesImported(text).sort()).toEqual(['@scope/pkg', 'lazy', 'left', 'side']);
  });

  it('every package the server code imports is a dependency, so that `npm ci --omit=dev` runs it', () => {
    const missing = RUNTIME_FOLDERS.flatMap(sourceFiles).flatMap((file) =>
      packagesImported(readFileSync(path.join(root, file), 'utf8'))
        .filter((name) => !(name in manifest.dependencies))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('every locked package runs on the oldest Node the README and package.json name (npm ci prints no EBADENGINE)', () => {
    const oldest = semver.minVersion(manifest.engines.node)?.version ?? '';
    expect(oldest).toBe('20.19.0');
    const refused = Object.entries(lock.packages)
      // npm skips an optional package that refuses this Node without a word; any other prints EBADENGINE.
      .filter(([name, entry]) => name !== '' && !entry.optional && typeof entry.engines === 'object' && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node, { includePrerelease: true }))
      .map(([name, entry]) => `${name}@${entry.version ?? '?'} wants node ${(entry.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });
});
