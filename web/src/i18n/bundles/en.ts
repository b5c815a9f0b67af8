import { mergeLocaleFiles } from '../merge-locales';

/** Every en locale file in one chunk, fetched only when en is the language shown. */
export default mergeLocaleFiles(import.meta.glob<Record<string, unknown>>(['../../../locales/en.json', '../../../locales/en.*.json'], { eager: true, import: 'default' })).en.translation;
