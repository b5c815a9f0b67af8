/**
 * Fails the build when a translation is missing (docs/architecture.md §2): the three locale files must
 * hold the same keys, no empty value, a message for every error code and field issue of the
 * contract, and a label for every permission.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, FIELD_ISSUES } from '../contract/errors';
import { isLocaleFileOf } from '../contract/locale-files';
import { PERMISSIONS } from '../contract/permissions';

const LOCALES = ['en', 'fr', 'ar'] as const;
type Locale = (typeof LOCALES)[number];

function flatten(tree: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, child] of Object.entries(tree)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, tree);
  }
  return into;
}

const folder = fileURLToPath(new URL('../web/locales/', import.meta.url));

/** A language's main file and its feature files (`en.json`, `en.<feature>.json`), as the app merges them. */
function load(locale: Locale): Map<string, unknown> {
  const into = new Map<string, unknown>();
  const names = readdirSync(folder).filter((name) => isLocaleFileOf(name, locale));
  for (const name of names.sort()) {
    const feature = name.slice(locale.length);
    const counterparts = LOCALES.filter((other) => !readdirSync(folder).includes(`${other}${feature}`));
    if (counterparts.length > 0) problems.push(`${name}: no ${counterparts.map((other) => `${other}${feature}`).join(', ')}`);
    flatten(JSON.parse(readFileSync(`${folder}${name}`, 'utf8')) as unknown, '', into);
  }
  return into;
}

const problems: string[] = [];
const files = Object.fromEntries(LOCALES.map((locale) => [locale, load(locale)])) as Record<Locale, Map<string, unknown>>;
const allKeys = new Set(LOCALES.flatMap((locale) => [...files[locale].keys()]));

for (const key of [...allKeys].sort()) {
  for (const locale of LOCALES) {
    const text = files[locale].get(key);
    if (!files[locale].has(key)) problems.push(`${locale}: missing key ${key}`);
    else if (typeof text !== 'string') problems.push(`${locale}: ${key} is not a string`);
    else if (text.trim() === '') problems.push(`${locale}: ${key} is empty`);
  }
}

const required = [
  ...ERROR_CODES.map((code) => `errors.${code}`),
  ...FIELD_ISSUES.map((issue) => `validation.${issue}`),
  ...PERMISSIONS.map((name) => `permissions.${name}`),
];
for (const key of required) {
  if (!allKeys.has(key)) problems.push(`all: missing key ${key} (required by contract/)`);
}

if (problems.length > 0) {
  console.error(`i18n check failed with ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`i18n OK: ${allKeys.size} keys in ${LOCALES.join(', ')}; every error code, field issue and permission translated.`);
