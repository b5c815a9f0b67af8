import { describe, expect, it } from 'vitest';
import { userTypeLabel } from './use-user-types';

const types = [{ code: 'Mediator_Normal', nameEn: 'Normal mediator', nameFr: 'Médiateur normal', nameAr: '' }];

describe('userTypeLabel', () => {
  it('matches codes ignoring case and non-alphanumerics, in the current language', () => {
    expect(userTypeLabel(types, 'mediator_normal', 'fr')).toBe('Médiateur normal');
  });

  it('falls back to English, then to the capitalized code', () => {
    expect(userTypeLabel(types, 'mediator_normal', 'ar')).toBe('Normal mediator');
    expect(userTypeLabel([], 'trader', 'ar')).toBe('Trader');
  });
});
