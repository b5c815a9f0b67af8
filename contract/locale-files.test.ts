import { describe, expect, it } from 'vitest';
import { deepMerge, isLocaleFileOf, localeFileOrder } from './locale-files';

describe('locale files', () => {
  it('recognises a language main file and its feature files only', () => {
    expect(isLocaleFileOf('ar.json', 'ar')).toBe(true);
    expect(isLocaleFileOf('ar.members.json', 'ar')).toBe(true);
    expect(isLocaleFileOf('arabic.json', 'ar')).toBe(false);
    expect(isLocaleFileOf('en.json', 'ar')).toBe(false);
  });

  it('merges the main file first and keeps shared namespaces whole', () => {
    const names = ['en.people.json', 'en.json', 'en.calculation.json'].sort(localeFileOrder);
    expect(names[0]).toBe('en.json');
    expect(deepMerge({ errors: { A: 'a' } }, { errors: { B: 'b' } })).toEqual({ errors: { A: 'a', B: 'b' } });
  });
});
