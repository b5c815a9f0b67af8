import { mergeLocaleFiles } from '../merge-locales';

/** Every fr locale file in one chunk, fetched only when fr is the language shown. */
export default mergeLocaleFiles(import.meta.glob<Record<string, unknown>>(['../../../locales/fr.json', '../../../locales/fr.*.json'], { eager: true, import: 'default' })).fr.translation;
