import { describe, expect, it } from 'vitest';
import { maskIdentifier } from './masked-id';

describe('maskIdentifier', () => {
  it.each([
    ['1234567890123', '•••••••••0123'],
    [' 19850412 ', '••••0412'],
    ['12345', '•••45'],
    ['12', '•2'],
    ['1', '•'],
    ['', ''],
  ])('prints %j as %j', (text, masked) => {
    expect(maskIdentifier(text)).toBe(masked);
  });
});
