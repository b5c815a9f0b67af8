import { describe, expect, it } from 'vitest';
import { SCREEN_NAMESPACES, splitLocaleTree } from './locale-parts';

describe('locale parts', () => {
  it('puts each key in exactly one part, the screens only in the second file', () => {
    const tree = { errors: { INTERNAL: 'Oops' }, dashboard: { title: 'Dashboard' }, distributionPage: { title: 'Distribution' }, import: { title: 'Import' } };
    const parts = splitLocaleTree(tree);
    expect(parts.shell).toEqual({ errors: { INTERNAL: 'Oops' }, dashboard: { title: 'Dashboard' } });
    expect(parts.screens).toEqual({ distributionPage: { title: 'Distribution' }, import: { title: 'Import' } });
  });

  it('keeps the words every page shows in the first file', () => {
    for (const key of ['app', 'common', 'errors', 'menu', 'shell', 'dashboard', 'operations', 'jobs', 'auth', 'twoFactor'])
      expect(SCREEN_NAMESPACES).not.toContain(key);
  });
});
