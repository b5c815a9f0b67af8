import { describe, expect, it } from 'vitest';
import { languageOfFile, mergeLocaleFiles } from './merge-locales';

describe('locale files', () => {
  it('merges feature files into their language without replacing shared namespaces', () => {
    const merged = mergeLocaleFiles({
      '../../locales/en.json': { errors: { INTERNAL: 'Oops' }, app: { title: 'Wasit' } },
      '../../locales/en.people.json': { errors: { INDIVIDUAL_EMAIL_EXISTS: 'Taken' }, people: { title: 'People' } },
      '../../locales/ar.json': { app: { title: 'وسيط' } },
    });
    expect(merged.en.translation).toEqual({
      errors: { INTERNAL: 'Oops', INDIVIDUAL_EMAIL_EXISTS: 'Taken' },
      app: { title: 'Wasit' },
      people: { title: 'People' },
    });
    expect(merged.ar.translation).toEqual({ app: { title: 'وسيط' } });
    expect(merged.fr.translation).toEqual({});
  });

  it('reads the language from the file name only', () => {
    expect(languageOfFile('../../locales/fr.operations.json')).toBe('fr');
    expect(languageOfFile('../../locales/english.json')).toBeNull();
  });
});
