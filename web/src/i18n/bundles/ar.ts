import { mergeLocaleFiles } from '../merge-locales';

/** Every ar locale file in one chunk, fetched only when ar is the language shown. */
export default mergeLocaleFiles(import.meta.glob<Record<string, unknown>>(['../../../locales/ar.json', '../../../locales/ar.*.json'], { eager: true, import: 'default' })).ar.translation;
