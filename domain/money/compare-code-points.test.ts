import { describe, expect, it } from 'vitest';
import { compareCodePoints } from './compare-code-points';

describe('compareCodePoints', () => {
  it.each<[string, string, -1 | 0 | 1]>([
    ['a', 'b', -1],
    ['b', 'a', 1],
    ['a', 'a', 0],
    ['', 'a', -1],
    ['a', 'ab', -1],
    ['B', 'a', -1],
    ['inv-10', 'inv-9', -1],
    ['\u{ff5e}', '\u{1f600}', -1],
    ['\u{1f600}', '\u{e000}', 1],
    ['\u{10000}', '\u{10001}', -1],
  ])('%j vs %j → %s', (left, right, expected) => {
    expect(Math.sign(compareCodePoints(left, right))).toBe(expected);
  });
});
