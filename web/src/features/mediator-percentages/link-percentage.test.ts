import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIATOR_LINK_PERCENTAGE } from '../../../../contract/mediator-percentages';
import { mergeLocaleFiles } from '../../i18n/merge-locales';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { checkLinkPercentage } from './link-percentage';

const translators = {} as Record<Language, TFunction>;

beforeAll(async () => {
  const resources = mergeLocaleFiles(import.meta.glob<Record<string, unknown>>('../../../locales/*.json', { eager: true, import: 'default' }));
  for (const language of LANGUAGES) {
    const i18n = createInstance();
    await i18n.init({ resources, lng: language, interpolation: { escapeValue: false } });
    translators[language] = i18n.t;
  }
});

describe('the mediator link percentage', () => {
  it.each(LANGUAGES)('has a hint in %s naming the bounds the check applies', (language) => {
    const hint = translators[language]('mediatorPercentages.percentageHint', MEDIATOR_LINK_PERCENTAGE);
    expect(hint).toContain(String(MEDIATOR_LINK_PERCENTAGE.min));
    expect(hint).toContain(String(MEDIATOR_LINK_PERCENTAGE.max));
    expect(hint).not.toMatch(/\{\{/);
  });

  it('accepts the bounds themselves and refuses just past them, saying the bounds', () => {
    const t = translators.en;
    for (const text of ['0', '12.5', '50.01', '100', '100.0000']) expect(checkLinkPercentage(t, text)).toBeNull();
    expect(checkLinkPercentage(t, '100.01')).toBe('Must be between 0 and 100.');
    expect(checkLinkPercentage(t, '-0.01')).toBe('Must be between 0 and 100.');
    expect(checkLinkPercentage(t, '')).toBe('This field is required.');
    expect(checkLinkPercentage(t, '1e2')).toBe('Please enter a valid number.');
  });
});
